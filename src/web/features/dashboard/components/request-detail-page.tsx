import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, CircleAlert, FileText, MessageSquareWarning, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { DOCUMENTS } from '../../../../shared/issued-document-strings.ts';
import { REQUEST_DETAIL as T } from '../../../../shared/request-detail-strings.ts';
import { LAYANAN } from '../../../../shared/layanan-strings.ts';
import { LAYANAN_SIREKANAN } from '../../../../shared/layanan-sirekanan-strings.ts';
import { LAYANAN_UJILAB } from '../../../../shared/layanan-ujilab-strings.ts';
import { Card } from '../../../components/card.tsx';
import { IssuedDocumentList } from '../../../components/issued-document-list.tsx';
import { StatusBadge } from '../../../components/status-badge.tsx';
import { StatusTimeline } from '../../../components/status-timeline.tsx';
import { TrackingCode } from '../../../components/tracking-code.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { loadOwnThread, useOwnLabBill, useOwnRequest } from '../api/dashboard.ts';
import { LabBillSummary } from '../../../components/lab-bill-summary.tsx';
import { LAB_BILL } from '../../../../shared/lab-bill-strings.ts';
import { RequestThread } from '../../../components/request-thread.tsx';
import { LabRequestItems } from '../../../components/lab-request-items.tsx';
import { TARIFF_TEXT } from '../../../../shared/ujilab-tariff-strings.ts';
import { DropoffPanel } from './dropoff-panel.tsx';
import { REQUEST_THREAD } from '../../../../shared/request-thread-strings.ts';
import type { PublicStep } from '../../../../shared/tracking-schemas.ts';

const linkClass = 'inline-flex items-center gap-1.5 font-medium text-brand-700 underline-offset-2 hover:underline';

/**
 * /dashboard/permohonan/{code} (issue 13, item 6): one of the customer's own requests — what they
 * sent and its files, the status history with the notes staff wrote, the reply letter or lab
 * result to download, the receipt.
 */
export default function RequestDetailPage() {
  const code = (useParams().code ?? '').toUpperCase();
  const request = useOwnRequest(code);
  const qc = useQueryClient();
  const r = request.data;
  const bill = useOwnLabBill(code, r?.service === 'ujilab').data?.bill;
  const title = r ? (r.service === 'sirekanan' ? r.subject : r.jenisUji) : code;
  useDocumentTitle(title);

  return (
    <div className="mx-auto grid w-full max-w-4xl gap-6 px-4 py-8">
      <Link to="/dashboard" className={`${linkClass} text-sm`}>
        <ArrowLeft aria-hidden className="size-4" />
        {T.back}
      </Link>
      {request.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner className="text-brand-700" />
        </div>
      ) : request.isError || !r ? (
        <div role="alert" className="flex gap-2 rounded-lg border border-red-200 bg-red-50 p-4 text-red-900">
          <CircleAlert aria-hidden className="mt-0.5 size-5 shrink-0" />
          <div>
            <h1 className="font-semibold">{T.notFoundTitle}</h1>
            <p>{request.error instanceof ApiError && request.error.status === 404 ? T.notFound : errorMessage(request.error)}</p>
          </div>
        </div>
      ) : (
        <>
          <header className="grid gap-2">
            <p className="text-sm font-medium text-brand-700">
              {r.service === 'sirekanan' ? LAYANAN_SIREKANAN.heading : LAYANAN_UJILAB.heading}
            </p>
            <h1 className="text-2xl font-bold break-words text-brand-900 sm:text-3xl">{title}</h1>
            <div className="flex flex-wrap items-center gap-3 text-sm text-slate-600">
              <TrackingCode code={r.trackingCode} />
              <StatusBadge status={r.status} />
              <span>
                {T.submittedAt} {formatDateTime(r.createdAt)}
              </span>
            </div>
          </header>
          {r.status === 'Perlu Dilengkapi' && <AskBox history={r.history} />}
          {/* Issue 40, item 3: the bill to pay, above everything else while it is open. */}
          {bill && (
            <Card title={LAB_BILL.title}>
              <LabBillSummary bill={bill} />
            </Card>
          )}
          {r.service === 'ujilab' && <DropoffPanel id={r.id} status={r.status} />}
          <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
            <div className="grid content-start gap-6">
              <Card>
                <div id="percakapan" className="scroll-mt-24">
                  <RequestThread
                    kind={r.service}
                    audience="requester"
                    queryKey={['dashboard', 'request', code, 'thread']}
                    load={loadOwnThread(code)}
                    postUrl={`/api/dashboard/requests/${code}/messages`}
                    status={r.status}
                    sendLabel={r.status === 'Perlu Dilengkapi' ? REQUEST_THREAD.sendMore : REQUEST_THREAD.send}
                    onSent={() => {
                      void qc.invalidateQueries({ queryKey: ['dashboard'] });
                    }}
                  />
                </div>
              </Card>
              <Card title={DOCUMENTS.sectionTitle}>
                <div className="grid gap-3">
                  <p className="text-sm text-slate-700">{T.documentsIntro[r.service]}</p>
                  <IssuedDocumentList documents={r.documents} />
                  {r.documents.length > 0 && (
                    <Link to={`/verifikasi/${r.trackingCode}`} className={`${linkClass} text-sm`}>
                      <ShieldCheck aria-hidden className="size-4" />
                      {T.verifyLink}
                    </Link>
                  )}
                </div>
              </Card>
              <Card title={T.sentTitle}>
                <dl className="grid gap-4 text-sm">
                  {r.service === 'sirekanan' ? (
                    <>
                      <Row label={LAYANAN_SIREKANAN.subject} value={r.subject} />
                      <Row label={LAYANAN_SIREKANAN.details} value={<span className="whitespace-pre-line">{r.details}</span>} />
                      <Row
                        label={LAYANAN.attachment}
                        value={r.attachmentUrl ? <FileLink href={r.attachmentUrl} label={LAYANAN.attachment} /> : T.noAttachment}
                      />
                    </>
                  ) : (
                    <>
                      <Row label={LAYANAN_UJILAB.jenisUji} value={r.jenisUji} />
                      <Row
                        label={T.files}
                        value={
                          <span className="grid gap-1">
                            <FileLink href={r.dokumenPermohonanUrl} label={LAYANAN_UJILAB.suratPermohonan} />
                            <FileLink href={r.dokumenKtpUrl} label={LAYANAN_UJILAB.ktp} />
                          </span>
                        }
                      />
                    </>
                  )}
                </dl>
              </Card>
              {r.service === 'ujilab' && (
                <Card title={TARIFF_TEXT.itemsTitle}>
                  <LabRequestItems code={r.trackingCode} />
                </Card>
              )}
            </div>
            <div className="grid content-start gap-6">
              <Card>
                <StatusTimeline createdAt={r.createdAt} history={r.history} headingId="riwayat-status" />
              </Card>
              <Card title={T.receiptTitle}>
                <p className="mb-3 text-sm text-slate-700">{T.receiptText}</p>
                <FileLink href={`/api/receipts/${r.trackingCode}`} label={LAYANAN.receiptLink} />
              </Card>
            </div>
          </div>
        </>
      )}
    </div>
  );
}

/** "Perlu Dilengkapi": what staff asked for (the note of the change into it), above everything else. */
function AskBox({ history }: { history: PublicStep[] }) {
  const T = REQUEST_THREAD;
  const asked = history.findLast((h) => h.status === 'Perlu Dilengkapi' && !h.byRequester && h.note)?.note;
  return (
    <section aria-labelledby="diminta" className="flex gap-3 rounded-lg border-2 border-amber-400 bg-amber-50 p-4 text-amber-950">
      <MessageSquareWarning aria-hidden className="mt-0.5 size-6 shrink-0" />
      <div className="grid gap-2">
        <h2 id="diminta" className="text-lg font-bold">
          {T.askTitle}
        </h2>
        {asked && <p className="break-words whitespace-pre-line text-slate-900">{asked}</p>}
        <p className="text-sm">{T.askIntro}</p>
        <p className="text-sm">{T.askHow}</p>
        <a
          href="#percakapan"
          className="inline-flex min-h-11 w-fit items-center rounded-md bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800"
        >
          {T.sendMore}
        </a>
      </div>
    </section>
  );
}

function Row({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="break-words text-slate-900">{value}</dd>
    </div>
  );
}

function FileLink({ href, label }: { href: string; label: string }) {
  return (
    <a href={href} className={`${linkClass} text-sm`}>
      <FileText aria-hidden className="size-4" />
      {label}
    </a>
  );
}
