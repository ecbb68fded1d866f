import type { UjilabAdminItem } from '../../../../shared/admin-schemas.ts';
import { ADMIN } from '../../../../shared/admin-strings.ts';
import type { Column } from '../../../components/data-table.tsx';
import { DateCell } from './date-cell.tsx';
import { FileLink } from './file-link.tsx';
import { RequestDetailsDialog } from './request-details-dialog.tsx';
import { StatusSelect } from './request-status.tsx';
import { RequesterCell } from './requester-cell.tsx';
import { RequestsPage } from './requests-page.tsx';

const T = ADMIN.requests;

const documents = (r: UjilabAdminItem) => (
  <div className="grid gap-1">
    <FileLink href={r.dokumenPermohonanUrl} label={T.letter} />
    <FileLink href={r.dokumenKtpUrl} label={T.ktp} image={/\.(png|jpe?g)$/i.test(r.dokumenKtpUrl)} />
  </div>
);

const COLUMNS: Column<UjilabAdminItem>[] = [
  { header: T.colCode, cell: (r) => <span className="font-mono text-xs whitespace-nowrap">{r.trackingCode}</span> },
  { header: T.colRequester, cell: (r) => <RequesterCell requester={r.requester} /> },
  { header: T.colTestType, cell: (r) => <span className="whitespace-nowrap">{r.jenisUji}</span> },
  { header: T.colDate, cell: (r) => <DateCell value={r.createdAt} /> },
  { header: T.colStatus, cell: (r) => <StatusSelect kind="ujilab" id={r.id} code={r.trackingCode} status={r.status} /> },
  { header: T.colDocuments, cell: documents },
  {
    header: ADMIN.common.actions,
    cell: (r) => (
      <RequestDetailsDialog
        kind="ujilab"
        id={r.id}
        code={r.trackingCode}
        status={r.status}
        createdAt={r.createdAt}
        fields={[
          { label: T.colRequester, value: `${r.requester.fullName} (${r.requester.email})` },
          { label: T.colTestType, value: r.jenisUji },
          { label: T.colDocuments, value: documents(r) },
        ]}
      />
    ),
  },
];

export default function AdminUjilabPage() {
  return <RequestsPage kind="ujilab" title={T.ujilabTitle} intro={T.ujilabIntro} searchPlaceholder={T.searchUjilab} columns={COLUMNS} />;
}
