import { Clock } from 'lucide-react';
import type { ReactNode } from 'react';
import { PPID_ADMIN } from '../../../../shared/ppid-admin-strings.ts';
import { dayLabel } from '../../../../shared/ppid.ts';
import { COMMON } from '../../../../shared/strings.ts';
import { FormActions } from '../../../components/form-actions.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';

const A = PPID_ADMIN.admin;

/** The clock of a request or an objection: days left, or "Terlambat" in red. */
export function DueClock({ daysLeft, late, dueOn }: { daysLeft: number | null; late: boolean; dueOn: string }) {
  return (
    <div className="grid gap-0.5">
      <span className="text-slate-900">{dayLabel(dueOn)}</span>
      {daysLeft === null ? (
        late ? (
          <span className="text-xs font-semibold text-red-700">{A.late}</span>
        ) : (
          <span className="text-xs text-slate-600">{A.answered}</span>
        )
      ) : (
        <span
          className={cn(
            'inline-flex items-center gap-1 text-xs font-semibold',
            late ? 'text-red-700' : daysLeft <= 2 ? 'text-amber-800' : 'text-slate-700',
          )}
        >
          <Clock aria-hidden className="size-3.5" />
          {late ? `${A.late} · ${A.daysLeft(daysLeft)}` : A.daysLeft(daysLeft)}
        </span>
      )}
    </div>
  );
}

/** One line of a request's or an objection's details. */
export function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs font-semibold text-slate-600">{label}</dt>
      <dd className="text-sm whitespace-pre-line text-slate-900">{children}</dd>
    </div>
  );
}

/** Cancel and the form's own action, both held while it is being sent. */
export function FormButtons({
  busy,
  onCancel,
  label,
  variant = 'primary',
}: {
  busy: boolean;
  onCancel: () => void;
  label: string;
  variant?: 'primary' | 'danger';
}) {
  return (
    <FormActions onCancel={onCancel} busy={busy}>
      <Button type="submit" variant={variant} disabled={busy}>
        {busy ? COMMON.busy : label}
      </Button>
    </FormActions>
  );
}
