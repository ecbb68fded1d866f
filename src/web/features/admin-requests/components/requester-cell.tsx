import type { Requester } from '../../../../shared/admin-schemas.ts';

export function RequesterCell({ requester }: { requester: Requester }) {
  return (
    <div className="min-w-0 md:min-w-40">
      <p className="font-medium break-words text-slate-900">{requester.fullName || '—'}</p>
      <p className="text-xs [overflow-wrap:anywhere] text-slate-600">{requester.email}</p>
    </div>
  );
}
