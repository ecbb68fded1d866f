import { useState } from 'react';
import type { RequestKind } from '../../../../shared/admin-schemas.ts';
import { REQUEST_STATUSES, type RequestStatus } from '../../../../shared/constants.ts';
import { ADMIN } from '../../../../shared/strings.ts';
import { statusTone } from '../../../components/status-badge.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/cn.ts';
import { useChangeStatus } from '../api/admin-requests.ts';

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
          statusTone(shown),
        )}
      >
        {shown == null && (
          <option value="" disabled>
            {ADMIN.requests.statusNew}
          </option>
        )}
        {REQUEST_STATUSES.map((s) => (
          <option key={s} value={s}>
            {s}
          </option>
        ))}
      </select>
      {change.isPending && <Spinner className="size-5" />}
    </div>
  );
}
