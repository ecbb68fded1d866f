import type { UjilabAdminItem } from '../../../../shared/admin-schemas.ts';
import { ADMIN } from '../../../../shared/admin-strings.ts';
import { FileLink } from './file-link.tsx';
import { LabPricingForm } from './lab-pricing-form.tsx';
import { LabRequestItems } from '../../../components/lab-request-items.tsx';
import { TARIFF_TEXT } from '../../../../shared/ujilab-tariff-strings.ts';
import { LabBillPanel } from './lab-bill-panel.tsx';
import { AdminRequestPage } from './request-page.tsx';
import { requesterPageService, RequesterRequestPage, type RequesterService } from './requester-request-page.tsx';

const T = ADMIN.requests;

const documents = (r: UjilabAdminItem) => (
  <div className="grid gap-1">
    <FileLink href={r.dokumenPermohonanUrl} label={T.letter} />
    <FileLink href={r.dokumenKtpUrl} label={T.ktp} image={/\.(png|jpe?g)$/i.test(r.dokumenKtpUrl)} />
  </div>
);

const UJILAB: RequesterService<'ujilab'> = {
  kind: 'ujilab',
  title: T.ujilabTitle,
  intro: T.ujilabIntro,
  searchPlaceholder: T.searchUjilab,
  columns: [{ header: T.colTestType, cell: (r) => <span className="whitespace-nowrap">{r.jenisUji}</span> }],
  documents,
  details: (r) => [
    { label: T.colTestType, value: r.jenisUji },
    { label: T.colDocuments, value: documents(r) },
    // Issue 40, item 2: the tests asked for, as priced when the request was made.
    {
      label: TARIFF_TEXT.itemsTitle,
      value: <LabRequestItems code={r.trackingCode} whenEmpty={<LabPricingForm code={r.trackingCode} />} />,
    },
  ],
};

export default function AdminUjilabPage() {
  return <RequesterRequestPage service={UJILAB} />;
}

// Issue 40, item 3: the bill (accept and issue it, the counter) beside the status form.
const PAGE = {
  ...requesterPageService(UJILAB),
  aside: (r: UjilabAdminItem) => <LabBillPanel id={r.id} code={r.trackingCode} status={r.status} />,
};

/** /admin/ujilab/{code}: one request's own page. */
export function AdminUjilabRequestPage() {
  return <AdminRequestPage service={PAGE} />;
}
