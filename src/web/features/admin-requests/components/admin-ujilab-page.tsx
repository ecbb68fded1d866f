import type { UjilabAdminItem } from '../../../../shared/admin-schemas.ts';
import { ADMIN } from '../../../../shared/admin-strings.ts';
import { LAB_SAMPLE } from '../../../../shared/lab-sample-strings.ts';
import { CalendarCog, FlaskConical } from 'lucide-react';
import { Link } from 'react-router';
import { FileLink } from './file-link.tsx';
import { LabPricingForm } from './lab-pricing-form.tsx';
import { LabRequestItems } from '../../../components/lab-request-items.tsx';
import { TARIFF_TEXT } from '../../../../shared/ujilab-tariff-strings.ts';
import { LabBillPanel } from './lab-bill-panel.tsx';
import { LabFiguresSection } from './lab-figures.tsx';
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
  // Issue 40, item 4: the day's samples and the lab's opening hours; item 6: the lab's figures and the day's CSV.
  above: (
    <>
      <nav aria-label={LAB_SAMPLE.arrivals.title} className="flex flex-wrap gap-3">
        <Link
          to="/admin/ujilab/sampel"
          className="inline-flex min-h-11 items-center gap-2 rounded-md border border-slate-300 bg-white px-4 text-sm font-semibold text-brand-800 hover:bg-slate-50"
        >
          <FlaskConical aria-hidden className="size-4" />
          {LAB_SAMPLE.arrivals.arrivalsLink}
        </Link>
        <Link
          to="/admin/ujilab/jadwal"
          className="inline-flex min-h-11 items-center gap-2 rounded-md border border-slate-300 bg-white px-4 text-sm font-semibold text-brand-800 hover:bg-slate-50"
        >
          <CalendarCog aria-hidden className="size-4" />
          {LAB_SAMPLE.arrivals.scheduleLink}
        </Link>
      </nav>
      <LabFiguresSection />
    </>
  ),
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
