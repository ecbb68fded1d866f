import { useState } from 'react';
import type { RequestKind } from '../../../../shared/admin-schemas.ts';
import { REQUEST_STATUSES, type RequestStatus } from '../../../../shared/constants.ts';
import { ADMIN } from '../../../../shared/strings.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/cn.ts';
import { useChangeStatus } from '../api/admin-requests.ts';

// Spec §4: Selesai green, Diproses yellow, Ditolak red, any other value grey.
const TONE: Record<string, string> = {
  Selesai: 'border-emerald-300 bg-emerald-50 text-emerald-900',
  Diproses: 'border-amber-300 bg-amber-50 text-amber-900',
  Ditolak: 'border-red-300 bg-red-50 text-red-900',
};
const GREY = 'border-slate-300 bg-slate-100 text-slate-800';

/** Spec §4: a missing status shows as 'Baru'. */
export const statusLabel = (status: RequestStatus | null | undefined) => status ?? ADMIN.requests.statusNew;

export function StatusBadge({ status }: { status: RequestStatus | null | undefined }) {
  return (
    <span className={cn('inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap', (status && TONE[status]) || GREY)}>
      {statusLabel(status)}
    </span>
  );
}

/**
 * Saves the moment a new status is chosen. The choice shows at once; while it saves the select
 * is disabled, so a second click cannot send a second change, and on failure it falls back.
 */
export function StatusSelect({ kind, id, code, status }: { kind: RequestKind; id: string; code: string; status: RequestStatus | null }) {
  const change = useChangeStatus(kind);
  const [optimistic, setOptimistic] = useState<{ value: RequestStatus; base: RequestStatus | null } | null>(null);
  const shown = optimistic && optimistic.base === status ? optimistic.value : status;

  return (
    <div className="flex items-center gap-2">
      <select
        aria-label={ADMIN.requests.changeStatus(code)}
        value={shown ?? ''}
        disabled={change.isPending}
        onChange={(e) => {
          const next = e.target.value as RequestStatus;
          if (change.isPending || next === shown) return;
          setOptimistic({ value: next, base: status });
          change.mutate({ id, status: next, from: status }, { onError: () => setOptimistic(null) });
        }}
        className={cn(
          'min-h-11 rounded-md border py-1.5 pr-8 pl-3 text-sm font-semibold focus:ring-2 focus:ring-brand-600/30 focus:outline-none disabled:cursor-wait disabled:opacity-70',
          (shown && TONE[shown]) || GREY,
        )}
      >
        {shown == null && <option value="" disabled>{ADMIN.requests.statusNew}</option>}
        {REQUEST_STATUSES.map((s) => (
          <option key={s} value={s}>{s}</option>
        ))}
      </select>
      {change.isPending && <Spinner className="size-5" />}
    </div>
  );
}
