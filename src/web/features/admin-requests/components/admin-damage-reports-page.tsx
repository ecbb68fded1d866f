import type { DamageReportAdminItem } from '../../../../shared/admin-schemas.ts';
import { ADMIN } from '../../../../shared/admin-strings.ts';
import { LAPOR } from '../../../../shared/lapor-strings.ts';
import type { Column } from '../../../components/data-table.tsx';
import { MODERATION } from '../../../../shared/moderation-strings.ts';
import { FORWARDING } from '../../../../shared/forwarding-strings.ts';
import { DamageAfterWork, DamageTargets, DueCell } from './damage-after-work.tsx';
import { DamageForwarding } from './damage-forwarding.tsx';
import { DamageModeration, VisibilityBadge } from './damage-moderation.tsx';
import { DEADLINES } from '../../../../shared/deadline-strings.ts';
import { DateCell } from './date-cell.tsx';
import { StatusBadge } from '../../../components/status-badge.tsx';
import { OpenRequestLink, RequestCodeLink } from './request-links.tsx';
import { AdminRequestPage, type RequestPageService } from './request-page.tsx';
import { RequestsPage } from './requests-page.tsx';

const T = ADMIN.requests;

function Photo({ r, large = false }: { r: DamageReportAdminItem; large?: boolean }) {
  if (!r.photoUrl) return <span className="text-slate-500">{T.noPhoto}</span>;
  return (
    <a href={r.photoUrl} target="_blank" rel="noopener noreferrer" aria-label={T.openPhoto(r.trackingCode)} className="inline-block">
      <img
        src={r.photoUrl}
        alt=""
        loading="lazy"
        className={large ? 'max-h-64 w-full rounded-md object-contain' : 'size-14 rounded-md border border-slate-200 object-cover'}
      />
    </a>
  );
}

const reporter = (r: DamageReportAdminItem) => (
  <div className="min-w-0">
    <p className="font-medium break-words text-slate-900">{r.reporterName}</p>
    {r.reporterEmail && <p className="text-xs [overflow-wrap:anywhere] text-slate-600">{r.reporterEmail}</p>}
  </div>
);

const pathOf = (code?: string) => `/admin/laporan${code ? `/${code}` : ''}`;

const COLUMNS: Column<DamageReportAdminItem>[] = [
  { header: T.colCode, cell: (r) => <RequestCodeLink to={pathOf(r.trackingCode)} code={r.trackingCode} /> },
  // Type over place, and the status over what the public sees: the table fits 1280 px (issue 38 item 4).
  {
    header: T.colTypeLocation,
    cell: (r) => (
      <>
        <span className="block font-medium text-slate-900">{r.reportType}</span>
        <span className="line-clamp-2 break-words text-slate-700">{r.location}</span>
      </>
    ),
    className: 'md:min-w-40 md:max-w-60',
  },
  { header: T.colReporter, cell: reporter, className: 'md:max-w-44' },
  { header: T.colPhoto, cell: (r) => <Photo r={r} /> },
  { header: T.colDate, cell: (r) => <DateCell value={r.createdAt} /> },
  { header: DEADLINES.dueColumn, cell: (r) => <DueCell report={r} /> },
  {
    header: T.colStatusPublic,
    cell: (r) => (
      <div className="flex flex-wrap gap-1.5 md:grid md:justify-items-start">
        <StatusBadge status={r.status} forwardedTo={r.forwardedTo} />
        <VisibilityBadge report={r} />
      </div>
    ),
  },
  { header: ADMIN.common.actions, cell: (r) => <OpenRequestLink to={pathOf(r.trackingCode)} code={r.trackingCode} /> },
];

const PAGE: RequestPageService<'damage-reports'> = {
  kind: 'damage-reports',
  list: pathOf(),
  listTitle: T.damageTitle,
  fields: (r) => [
    { label: T.colType, value: r.reportType },
    { label: T.colLocation, value: r.location },
    { label: MODERATION.kabupaten, value: r.kabupaten ?? '—' },
    { label: FORWARDING.filter.label, value: r.owner ?? FORWARDING.filter.none },
    ...(r.bridgeName ? [{ label: MODERATION.bridge, value: r.bridgeName }] : []),
    ...(r.laporTicket ? [{ label: LAPOR.ticketLabel, value: <span className="font-mono">{r.laporTicket}</span> }] : []),
    { label: MODERATION.pin, value: r.pin ? `${r.pin.lat.toFixed(6)}, ${r.pin.lng.toFixed(6)}` : MODERATION.noPin },
    { label: T.description, value: r.description },
    { label: T.colReporter, value: r.reporterName },
    { label: T.reporterEmail, value: r.reporterEmail ?? T.noEmail },
    { label: DEADLINES.dueColumn, value: <DueCell report={r} /> },
    { label: T.colPhoto, value: <Photo r={r} large /> },
  ],
  extra: (r) => (
    <>
      <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <DamageModeration report={r} />
      </div>
      <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <DamageAfterWork report={r} />
      </div>
    </>
  ),
  aside: (r) => <DamageForwarding id={r.id} />,
};

/** /admin/laporan/{code}: one report's own page, with its moderation and after-work. */
export function AdminDamageReportPage() {
  return <AdminRequestPage service={PAGE} />;
}

export default function AdminDamageReportsPage() {
  return (
    <RequestsPage
      kind="damage-reports"
      title={T.damageTitle}
      intro={T.damageIntro}
      searchPlaceholder={T.searchDamage}
      columns={COLUMNS}
      above={<DamageTargets />}
    />
  );
}
