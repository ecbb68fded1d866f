import { Eye, FileText, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import type { RequestKind } from '../../../../shared/admin-schemas.ts';
import type { RequestStatus } from '../../../../shared/constants.ts';
import { COMMON } from '../../../../shared/strings.ts';
import { LAYANAN } from '../../../../shared/layanan-strings.ts';
import { ADMIN } from '../../../../shared/admin-strings.ts';
import { Button } from '../../../components/ui/button.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { IssuedDocuments } from './issued-documents.tsx';
import { RequestChangeForm } from './request-change-form.tsx';
import { StatusBadge } from '../../../components/status-badge.tsx';
import { StatusHistory } from './status-history.tsx';
import { RequestThread } from '../../../components/request-thread.tsx';
import { loadStaffThread } from '../api/admin-requests.ts';

export type DetailField = { label: string; value: ReactNode };

/** Everything about one request: its receipt, its status control, the documents issued on it, its status history. */
export function RequestDetailsDialog({
  kind,
  id,
  code,
  status,
  createdAt,
  fields,
  extra,
}: {
  kind: RequestKind;
  id: string;
  code: string;
  status: RequestStatus | null;
  createdAt: string;
  fields: DetailField[];
  /** A section of the kind's own after the status note (a damage report's moderation). */
  extra?: ReactNode;
}) {
  return (
    <Dialog.Root>
      <Dialog.Trigger asChild>
        <Button variant="secondary" className="px-3" aria-label={ADMIN.requests.detailsOf(code)} title={ADMIN.requests.details}>
          <Eye aria-hidden className="size-4" />
          {/* Icon only where the table is tight; the card layout on phones has room for the word. */}
          <span className="md:sr-only 2xl:not-sr-only">{ADMIN.requests.details}</span>
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 grid max-h-[90dvh] w-[calc(100vw-1.5rem)] max-w-xl -translate-x-1/2 -translate-y-1/2 gap-5 overflow-y-auto rounded-xl bg-white p-5 shadow-xl sm:p-6">
          <div className="flex items-start justify-between gap-3">
            <div>
              <Dialog.Title className="text-lg font-bold text-brand-800">{ADMIN.requests.detailsTitle}</Dialog.Title>
              <Dialog.Description className="font-mono text-sm text-slate-600">{code}</Dialog.Description>
            </div>
            <Dialog.Close asChild>
              <Button variant="ghost" className="px-2" aria-label={COMMON.close}>
                <X aria-hidden className="size-5" />
              </Button>
            </Dialog.Close>
          </div>
          <dl className="grid gap-3 text-sm sm:grid-cols-[10rem_1fr]">
            <dt className="font-semibold text-slate-600">{ADMIN.requests.submittedAt}</dt>
            <dd>
              <time dateTime={createdAt}>{formatDateTime(createdAt)}</time>
            </dd>
            {fields.map((f) => (
              <div key={f.label} className="contents">
                <dt className="font-semibold text-slate-600">{f.label}</dt>
                <dd className="break-words whitespace-pre-line text-slate-900">{f.value}</dd>
              </div>
            ))}
            <dt className="font-semibold text-slate-600">{LAYANAN.receiptLink}</dt>
            <dd>
              <a
                href={`/api/receipts/${code}`}
                className="inline-flex items-center gap-1 font-medium text-brand-700 underline-offset-2 hover:underline"
              >
                <FileText aria-hidden className="size-4" />
                {`bukti-pengajuan-${code}.pdf`}
              </a>
            </dd>
            <dt className="self-center font-semibold text-slate-600">{ADMIN.requests.colStatus}</dt>
            <dd>
              <StatusBadge status={status} />
            </dd>
          </dl>
          <RequestChangeForm key={status ?? 'none'} kind={kind} id={id} code={code} status={status} />
          {extra}
          {kind !== 'damage-reports' && <IssuedDocuments service={kind} id={id} status={status} />}
          <RequestThread
            kind={kind}
            audience="staff"
            queryKey={['admin-requests', kind, 'thread', id]}
            load={loadStaffThread(kind, id)}
            postUrl={`/api/admin/${kind}/${id}/messages`}
          />
          <StatusHistory kind={kind} id={id} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
