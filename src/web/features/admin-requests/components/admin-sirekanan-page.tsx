import type { SirekananAdminItem } from '../../../../shared/admin-schemas.ts';
import { ADMIN } from '../../../../shared/admin-strings.ts';
import { FileLink } from './file-link.tsx';
import { AdminRequestPage } from './request-page.tsx';
import { requesterPageService, RequesterRequestPage, type RequesterService } from './requester-request-page.tsx';

const T = ADMIN.requests;

const attachment = (r: SirekananAdminItem) =>
  r.attachmentUrl ? <FileLink href={r.attachmentUrl} label={T.attachment} /> : <span className="text-slate-500">{T.noAttachment}</span>;

const SIREKANAN: RequesterService<'sirekanan'> = {
  kind: 'sirekanan',
  title: T.sirekananTitle,
  intro: T.sirekananIntro,
  searchPlaceholder: T.searchSirekanan,
  columns: [
    {
      header: T.colSubject,
      cell: (r) => <span className="line-clamp-2 break-words">{r.subject}</span>,
      className: 'md:min-w-48 md:max-w-72',
    },
  ],
  documents: attachment,
  details: (r) => [
    { label: T.colSubject, value: r.subject },
    { label: T.detailsText, value: r.details },
    { label: T.attachment, value: attachment(r) },
  ],
};

export default function AdminSirekananPage() {
  return <RequesterRequestPage service={SIREKANAN} />;
}

const PAGE = requesterPageService(SIREKANAN);

/** /admin/sirekanan/{code}: one request's own page. */
export function AdminSirekananRequestPage() {
  return <AdminRequestPage service={PAGE} />;
}
