import type { SirekananAdminItem } from '../../../../shared/admin-schemas.ts';
import { ADMIN } from '../../../../shared/admin-strings.ts';
import type { Column } from '../../../components/data-table.tsx';
import { DateCell } from './date-cell.tsx';
import { FileLink } from './file-link.tsx';
import { RequestDetailsDialog } from './request-details-dialog.tsx';
import { StatusSelect } from './request-status.tsx';
import { RequesterCell } from './requester-cell.tsx';
import { RequestsPage } from './requests-page.tsx';

const T = ADMIN.requests;

const attachment = (r: SirekananAdminItem) =>
  r.attachmentUrl ? <FileLink href={r.attachmentUrl} label={T.attachment} /> : <span className="text-slate-500">{T.noAttachment}</span>;

const COLUMNS: Column<SirekananAdminItem>[] = [
  { header: T.colCode, cell: (r) => <span className="font-mono text-xs whitespace-nowrap">{r.trackingCode}</span> },
  { header: T.colRequester, cell: (r) => <RequesterCell requester={r.requester} /> },
  {
    header: T.colSubject,
    cell: (r) => <span className="line-clamp-2 break-words">{r.subject}</span>,
    className: 'md:min-w-48 md:max-w-72',
  },
  { header: T.colDate, cell: (r) => <DateCell value={r.createdAt} /> },
  { header: T.colStatus, cell: (r) => <StatusSelect kind="sirekanan" id={r.id} code={r.trackingCode} status={r.status} /> },
  { header: T.colDocuments, cell: attachment },
  {
    header: ADMIN.common.actions,
    cell: (r) => (
      <RequestDetailsDialog
        kind="sirekanan"
        id={r.id}
        code={r.trackingCode}
        status={r.status}
        createdAt={r.createdAt}
        fields={[
          { label: T.colRequester, value: `${r.requester.fullName} (${r.requester.email})` },
          { label: T.colSubject, value: r.subject },
          { label: T.detailsText, value: r.details },
          { label: T.attachment, value: attachment(r) },
        ]}
      />
    ),
  },
];

export default function AdminSirekananPage() {
  return (
    <RequestsPage
      kind="sirekanan"
      title={T.sirekananTitle}
      intro={T.sirekananIntro}
      searchPlaceholder={T.searchSirekanan}
      columns={COLUMNS}
    />
  );
}
