import type { PublicStep } from '../../shared/tracking-schemas.ts';
import { LACAK } from '../../shared/tracking-strings.ts';
import { formatDateTime } from '../lib/format.ts';
import { StatusBadge } from './status-badge.tsx';

/**
 * A submission's history, oldest first: received, then each status change with the note staff
 * wrote for the requester, or the requester's own reason when they reopened it (/lacak/{code}, the
 * public report and the customer's own detail page).
 */
export function StatusTimeline({ createdAt, history, headingId }: { createdAt: string; history: PublicStep[]; headingId: string }) {
  const steps = [{ status: null, at: createdAt, note: null, byRequester: false }, ...history];
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h2 id={headingId} className="text-lg font-bold text-brand-900">
        {LACAK.historyTitle}
      </h2>
      <ol className="grid gap-4 border-l-2 border-slate-200 pl-4">
        {steps.map((s, i) => (
          <li key={i} className="grid gap-1 text-sm">
            <div className="flex flex-wrap items-center gap-2">
              {s.status ? (
                <StatusBadge status={s.status} forwardedTo={s.forwardedTo} />
              ) : (
                <span className="font-semibold text-slate-900">{LACAK.received}</span>
              )}
              <time dateTime={s.at} className="text-slate-600">
                {formatDateTime(s.at)}
              </time>
            </div>
            {s.note && (
              <p className="rounded-md bg-slate-50 p-3 break-words whitespace-pre-line text-slate-800">
                <span className="font-medium">{s.byRequester ? LACAK.requesterNote : LACAK.note}: </span>
                {s.note}
              </p>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
