import type { RequestKind } from '../../../../shared/admin-schemas.ts';
import { ADMIN } from '../../../../shared/admin-strings.ts';
import { REQUEST_CHANGE, STATUS_NOTE } from '../../../../shared/status-note-strings.ts';
import { LACAK } from '../../../../shared/tracking-strings.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useStatusHistory } from '../api/admin-requests.ts';
import { statusLabel } from '../../../components/status-badge.tsx';

/** Who changed the status, from what to what and when (issue 5 item 3). */
export function StatusHistory({ kind, id }: { kind: RequestKind; id: string }) {
  const history = useStatusHistory(kind, id, true);
  return (
    <section aria-labelledby={`history-${id}`} className="grid gap-2">
      <h3 id={`history-${id}`} className="text-sm font-semibold text-slate-900">
        {ADMIN.requests.history}
      </h3>
      {history.isPending ? (
        <Spinner />
      ) : history.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {ADMIN.requests.historyLoadFailed}
        </p>
      ) : history.data.items.length === 0 ? (
        <p className="text-sm text-slate-600">{ADMIN.requests.historyEmpty}</p>
      ) : (
        <ol className="grid gap-2 border-l-2 border-slate-200 pl-4">
          {history.data.items.map((h) => (
            <li key={h.id} className="text-sm">
              <p className="font-medium text-slate-900">{ADMIN.requests.historyEntry(statusLabel(h.fromStatus), h.toStatus)}</p>
              <p className="text-slate-600">
                <time dateTime={h.changedAt}>{formatDateTime(h.changedAt)}</time>
                {' · '}
                {h.byRequester
                  ? REQUEST_CHANGE.byRequester
                  : ADMIN.requests.historyBy(h.actor ? h.actor.fullName || h.actor.email : ADMIN.requests.unknownActor)}
              </p>
              {h.attachment && <p className="text-slate-700">{REQUEST_CHANGE.attachmentShown[h.attachment]}</p>}
              {h.note && (
                <p className="mt-1 rounded-md bg-slate-50 p-2 break-words whitespace-pre-line text-slate-800">
                  <span className="font-medium">{h.byRequester ? LACAK.requesterNote : STATUS_NOTE.noteShown}: </span>
                  {h.note}
                </p>
              )}
              {h.internalNote && (
                <p className="mt-1 rounded-md border border-dashed border-amber-300 bg-amber-50 p-2 break-words whitespace-pre-line text-amber-950">
                  <span className="font-medium">{REQUEST_CHANGE.internalShown}: </span>
                  {h.internalNote}
                </p>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
