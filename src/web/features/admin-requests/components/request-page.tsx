import { FileText } from 'lucide-react';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import type { RequestKind } from '../../../../shared/admin-schemas.ts';
import { ADMIN } from '../../../../shared/admin-strings.ts';
import { LAYANAN } from '../../../../shared/layanan-strings.ts';
import { BackLink } from '../../../components/back-link.tsx';
import { StatusBadge } from '../../../components/status-badge.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useErrorToast } from '../../../lib/use-error-toast.ts';
import { RequestThread } from '../../../components/request-thread.tsx';
import { loadStaffThread, useRequestByCode, type ItemOf } from '../api/admin-requests.ts';
import { IssuedDocuments } from './issued-documents.tsx';
import { RequestChangeForm } from './request-change-form.tsx';
import { RequestContact } from '../../../components/request-contact.tsx';
import { StatusHistory } from './status-history.tsx';

const T = ADMIN.requests;

export type DetailField = { label: string; value: ReactNode };

/** What one service shows on a request's own page: where its list is, its fields, and a section of its own. */
export type RequestPageService<K extends RequestKind> = {
  kind: K;
  /** The list's path (/admin/sirekanan, /admin/laporan) and title, for the way back. */
  list: string;
  listTitle: string;
  fields: (r: ItemOf[K]) => DetailField[];
  /** After the fields: a damage report's moderation and after-work. */
  extra?: (r: ItemOf[K]) => ReactNode;
  /** Beside the status form: a damage report's routing to the authority that owns its road (issue 39). */
  aside?: (r: ItemOf[K]) => ReactNode;
};

/**
 * /admin/{sirekanan|ujilab|laporan}/{code} (issue 38 item 4): one request on a page of its own that a
 * colleague can open from a link — its fields and files, its receipt, the status control, the documents
 * issued on it and its history. A code that is none, or of a service this admin does not handle, is not found.
 */
export function AdminRequestPage<K extends RequestKind>({ service: s }: { service: RequestPageService<K> }) {
  const code = (useParams().code ?? '').toUpperCase();
  const request = useRequestByCode(s.kind, code);
  const missing = request.error instanceof ApiError && (request.error.status === 404 || request.error.status === 403);
  useErrorToast(missing ? null : request.error, ADMIN.common.loadFailed);
  useDocumentTitle(missing ? T.notFound : T.pageTitle(code));
  return (
    <div className="grid grid-cols-1 gap-6">
      <BackLink to={s.list} label={T.backToList(s.listTitle)} look="admin" />
      {request.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner className="text-brand-700" />
        </div>
      ) : missing || !request.data ? (
        <div className="grid gap-2 py-8">
          <h1 className="text-2xl font-bold text-brand-800">{missing ? T.notFound : ADMIN.common.loadFailed}</h1>
          {missing && <p className="text-slate-600">{T.notFoundHint}</p>}
        </div>
      ) : (
        <RequestDetail service={s} r={request.data} />
      )}
    </div>
  );
}

function RequestDetail<K extends RequestKind>({ service: s, r }: { service: RequestPageService<K>; r: ItemOf[K] }) {
  return (
    <>
      <header className="grid gap-2">
        <p className="text-sm font-medium text-slate-600">{s.listTitle}</p>
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="font-mono text-2xl font-bold break-all text-brand-800">{r.trackingCode}</h1>
          {/* A damage report with another authority names it (issue 39). */}
          <StatusBadge status={r.status} forwardedTo={(r as { forwardedTo?: string | null }).forwardedTo} />
        </div>
        <p className="text-sm text-slate-600">
          {T.submittedAt} <time dateTime={r.createdAt}>{formatDateTime(r.createdAt)}</time>
        </p>
      </header>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="grid min-w-0 gap-6">
          <section aria-labelledby="data-pengajuan" className="grid gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <h2 id="data-pengajuan" className="text-lg font-bold text-brand-900">
              {T.dataSection}
            </h2>
            <dl className="grid gap-x-4 gap-y-3 text-sm sm:grid-cols-[10rem_minmax(0,1fr)]">
              {s.fields(r).map((f) => (
                <div key={f.label} className="contents">
                  <dt className="font-semibold text-slate-600">{f.label}</dt>
                  <dd className="break-words whitespace-pre-line text-slate-900">{f.value}</dd>
                </div>
              ))}
              <dt className="font-semibold text-slate-600">{LAYANAN.receiptLink}</dt>
              <dd>
                <a
                  href={`/api/receipts/${r.trackingCode}`}
                  className="inline-flex items-center gap-1 font-medium text-brand-700 underline-offset-2 hover:underline"
                >
                  <FileText aria-hidden className="size-4" />
                  {`bukti-pengajuan-${r.trackingCode}.pdf`}
                </a>
              </dd>
            </dl>
          </section>
          <RequestContact kind={s.kind} id={r.id} />
          {s.extra?.(r)}
          {s.kind !== 'damage-reports' && (
            <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm [&>section]:border-t-0 [&>section]:pt-0">
              <IssuedDocuments service={s.kind as Exclude<RequestKind, 'damage-reports'>} id={r.id} status={r.status} />
            </div>
          )}
          {/* Issue 38, item 2: messages both ways, and staff's internal notes. */}
          <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <RequestThread
              kind={s.kind}
              audience="staff"
              queryKey={['admin-requests', s.kind, 'thread', r.id]}
              load={loadStaffThread(s.kind, r.id)}
              postUrl={`/api/admin/${s.kind}/${r.id}/messages`}
            />
          </div>
        </div>
        <div className="grid min-w-0 gap-6">
          {/* One step (issue 38, item 1): status, notes and document together; a new status starts a fresh form. */}
          <RequestChangeForm key={r.status ?? 'none'} kind={s.kind} id={r.id} code={r.trackingCode} status={r.status} />
          {s.aside?.(r)}
          <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <StatusHistory kind={s.kind} id={r.id} />
          </div>
        </div>
      </div>
    </>
  );
}
