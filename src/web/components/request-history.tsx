import { FileText } from 'lucide-react';
import type { ReactNode } from 'react';
import { AppLink } from '../lib/app-link.tsx';
import { LAYANAN } from '../../shared/layanan-strings.ts';
import { formatDateTime } from '../lib/format.ts';
import { StatusBadge } from './status-badge.tsx';
import { TrackingCode } from './tracking-code.tsx';
import { Button } from './ui/button.tsx';
import { Spinner } from './ui/spinner.tsx';

export type HistoryEntry = {
  id: string;
  title: string;
  trackingCode: string;
  status: string;
  createdAt: string;
  files?: Array<{ label: string; url: string }>;
};

type Props = {
  entries: HistoryEntry[] | undefined;
  loading: boolean;
  error: Error | null;
  onRetry?: () => void;
  footer?: ReactNode;
  label: string;
};

/** A customer's submissions: title, tracking code, date, status badge and their own files. */
export function RequestHistory({ entries, loading, error, onRetry, footer, label }: Props) {
  if (loading) {
    return (
      <div className="flex justify-center py-8">
        <Spinner className="text-brand-700" />
      </div>
    );
  }
  if (error && !entries) {
    return (
      <div role="alert" className="grid justify-items-start gap-2 rounded-md border border-red-200 bg-red-50 p-4 text-sm text-red-900">
        <p>{error.message || LAYANAN.historyLoadFailed}</p>
        {onRetry && (
          <Button variant="secondary" onClick={onRetry}>
            {LAYANAN.retry}
          </Button>
        )}
      </div>
    );
  }
  if (!entries?.length) return <p className="py-6 text-center text-sm text-slate-600">{LAYANAN.empty}</p>;
  return (
    <>
      <ul aria-label={label} className="divide-y divide-slate-200">
        {entries.map((e) => (
          <li key={e.id} className="flex items-start justify-between gap-3 py-3">
            <div className="grid min-w-0 gap-1">
              {/* The request whole: what was sent, the history with staff's notes, the reply or result (issue 13). */}
              <AppLink
                to={`/dashboard/permohonan/${e.trackingCode}`}
                className="font-medium break-words text-slate-900 underline decoration-slate-300 underline-offset-4 hover:text-brand-700 hover:decoration-brand-700"
              >
                {e.title}
              </AppLink>
              <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-600">
                <TrackingCode code={e.trackingCode} />
                <span>
                  {LAYANAN.submittedOn} {formatDateTime(e.createdAt)}
                </span>
              </p>
              {/* Every request has its receipt (issue 13); its own files follow. */}
              <p className="flex flex-wrap gap-x-3 gap-y-1">
                {[{ label: LAYANAN.receiptLink, url: `/api/receipts/${e.trackingCode}` }, ...(e.files ?? [])].map((f) => (
                  <a
                    key={f.url}
                    href={f.url}
                    className="inline-flex items-center gap-1 text-xs font-medium text-brand-700 underline-offset-2 hover:underline"
                  >
                    <FileText aria-hidden className="size-3.5" />
                    {f.label}
                  </a>
                ))}
              </p>
            </div>
            <StatusBadge status={e.status} />
          </li>
        ))}
      </ul>
      {footer}
    </>
  );
}
