import { Download, FileDown, FileSearch, Search, Send } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { TitledSection } from '../../../components/titled-section.tsx';
import { ANSWER_TYPES, DIP_CATEGORIES, fileSize, type DipDocument, type PpidFigures } from '../../../../shared/ppid.ts';
import { ANSWER_TYPE_LABELS, EXEMPTION_LABELS, PPID, PPID_CATEGORY_LABELS, PPID_CATEGORY_NOTES } from '../../../../shared/ppid-strings.ts';
import { OFFICE } from '../../../../shared/strings.ts';
import { DataTable, type Column } from '../../../components/data-table.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { buttonClass } from '../../../components/ui/button.tsx';
import { inputClass } from '../../../components/ui/field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatNumber } from '../../../lib/format.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { usePpidPublic } from '../api/ppid.ts';

const P = PPID.page;
const D = PPID.dip;

// Eight DIP columns in six: the format under the summary, the person responsible under the office.
const COLUMNS: Column<DipDocument>[] = [
  { header: D.nomor, cell: (d) => <span className="font-mono text-xs whitespace-nowrap">{d.nomor}</span> },
  {
    header: D.ringkasan,
    cell: (d) => (
      <div className="grid gap-1 md:min-w-64">
        <span className="font-medium text-slate-900">{d.ringkasan}</span>
        <span className="text-xs text-slate-600">
          {D.bentuk}: {d.bentuk}
        </span>
      </div>
    ),
  },
  {
    header: D.pejabat,
    cell: (d) => (
      <div className="grid gap-1">
        <span>{d.pejabat}</span>
        <span className="text-xs text-slate-600">
          {D.penanggungJawab}: {d.penanggungJawab}
        </span>
      </div>
    ),
  },
  { header: D.waktuTempat, cell: (d) => d.waktuTempat },
  { header: D.jangkaWaktu, cell: (d) => d.jangkaWaktu },
  {
    header: D.document,
    cell: (d) =>
      d.downloadUrl ? (
        <a
          href={d.downloadUrl}
          className="inline-flex items-center gap-1.5 font-semibold whitespace-nowrap text-brand-700 underline underline-offset-2"
        >
          <Download aria-hidden className="size-4" />
          {D.download}
          <span className="sr-only"> {d.ringkasan}</span>
          {d.fileSize ? <span className="font-normal text-slate-600">({fileSize(d.fileSize)})</span> : null}
        </a>
      ) : (
        <span className="text-slate-500">{D.noFile}</span>
      ),
  },
];

/** /ppid (issue 16, item 5 and 8): the desk's profile and contact, the DIP in its four categories, the year's figures. */
export default function PpidPage() {
  useDocumentTitle(P.title);
  const [params] = useSearchParams();
  const answer = usePpidPublic(params.get('tahun') ?? undefined);
  const data = answer.data;
  return (
    <>
      <PageHeader icon={<FileSearch aria-hidden className="size-7" />} title={P.title}>
        <p>{P.intro}</p>
        <div className="mt-4 flex flex-wrap gap-2">
          <Link to="/ppid/permohonan" className={buttonClass('accent')}>
            <Send aria-hidden className="size-4" />
            {P.request}
          </Link>
          <Link to="/lacak" className={buttonClass('secondary')}>
            <Search aria-hidden className="size-4" />
            {PPID.mine.track}
          </Link>
        </div>
      </PageHeader>
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-8 sm:py-10">
        <div className="grid items-start gap-6 lg:grid-cols-3">
          <section
            aria-labelledby="ppid-profil"
            className="grid gap-3 rounded-xl border border-slate-200 bg-white p-5 sm:p-6 lg:col-span-2"
          >
            <h2 id="ppid-profil" className="text-lg font-bold text-brand-900">
              {P.profileTitle}
            </h2>
            {P.profile.map((p) => (
              <p key={p} className="text-slate-800">
                {p}
              </p>
            ))}
            <h3 className="mt-2 font-bold text-slate-900">{P.stepsTitle}</h3>
            <ol className="grid list-decimal gap-1 pl-5 text-slate-800">
              {P.steps.map((s) => (
                <li key={s}>{s}</li>
              ))}
            </ol>
          </section>
          <TitledSection
            id="ppid-kontak"
            title={P.contactTitle}
            size="lg"
            className="grid gap-3 rounded-xl border border-slate-200 bg-white p-5 sm:p-6"
          >
            <dl className="grid gap-3 text-sm">
              <div>
                <dt className="font-semibold text-slate-600">{P.address}</dt>
                <dd className="text-slate-900">{OFFICE.address}</dd>
              </div>
              <div>
                <dt className="font-semibold text-slate-600">{P.phone}</dt>
                <dd className="text-slate-900">{OFFICE.phone}</dd>
              </div>
              <div>
                <dt className="font-semibold text-slate-600">{P.email}</dt>
                <dd>
                  <a href={`mailto:${P.ppidEmail}`} className="break-all text-brand-700 underline underline-offset-2">
                    {P.ppidEmail}
                  </a>
                </dd>
              </div>
              <div>
                <dt className="font-semibold text-slate-600">{P.hours}</dt>
                <dd className="text-slate-900">{OFFICE.hours}</dd>
              </div>
            </dl>
          </TitledSection>
        </div>

        <TitledSection id="ppid-dip" title={P.dipTitle} size="xl" className="grid gap-5">
          {!data ? (
            <Spinner className="text-brand-700" />
          ) : (
            DIP_CATEGORIES.map((category) => (
              <section key={category} aria-labelledby={`dip-${category}`} className="grid gap-2">
                <h3 id={`dip-${category}`} className="text-lg font-bold text-slate-900">
                  {PPID_CATEGORY_LABELS[category]}
                </h3>
                <p className="text-sm text-slate-600">{PPID_CATEGORY_NOTES[category]}</p>
                <DataTable
                  caption={PPID_CATEGORY_LABELS[category]}
                  columns={COLUMNS}
                  rows={data.documents.filter((d) => d.category === category)}
                  rowKey={(d) => d.id}
                  empty={P.dipEmpty}
                  wrapHeaders
                />
              </section>
            ))
          )}
        </TitledSection>

        {data && <Figures figures={data.figures} years={data.years} />}
      </div>
    </>
  );
}

function Figures({ figures: f, years }: { figures: PpidFigures; years: number[] }) {
  const F = PPID.figures;
  const rows: [string, string][] = [
    [F.received, formatNumber(f.received)],
    [F.answered, formatNumber(f.answered)],
    [F.rejected, formatNumber(f.rejected)],
    [F.open, formatNumber(f.open)],
    [F.medianDays, f.medianDays === null ? F.none : f.medianDays.toLocaleString('id-ID')],
    [F.late, formatNumber(f.late)],
    [F.objections, formatNumber(f.objections)],
    [F.objectionsAnswered, formatNumber(f.objectionsAnswered)],
    [F.objectionsUpheld, formatNumber(f.objectionsUpheld)],
  ];
  return (
    <section aria-labelledby="ppid-laporan" className="grid gap-4 rounded-xl border border-slate-200 bg-white p-5 sm:p-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="ppid-laporan" className="text-xl font-bold text-brand-900">
          {P.figuresTitle} {f.year}
        </h2>
        {/* A plain GET form: the year changes without scripts, and the address can be shared. */}
        <form method="get" action="/ppid" className="flex flex-wrap items-end gap-2">
          <div className="grid gap-1.5">
            <label htmlFor="ppid-tahun" className="text-sm font-medium text-slate-800">
              {P.figuresYear}
            </label>
            <select id="ppid-tahun" name="tahun" defaultValue={f.year} className={cn(inputClass, 'min-h-11 w-auto')}>
              {years.map((y) => (
                <option key={y} value={y}>
                  {y}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className={buttonClass('secondary', 'min-h-11')}>
            {P.show}
          </button>
          <a href={`/api/ppid/statistik.csv?tahun=${f.year}`} className={buttonClass('secondary', 'min-h-11')}>
            <FileDown aria-hidden className="size-4" />
            {P.csv}
          </a>
        </form>
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {rows.map(([label, value]) => (
          <div key={label} className="grid content-start gap-1 rounded-lg bg-slate-50 p-3">
            <dt className="text-xs font-medium text-slate-600">{label}</dt>
            <dd className="text-2xl font-bold text-slate-900 tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <div>
        <h3 className="text-sm font-bold text-slate-900">{F.byAnswer}</h3>
        <ul className="mt-2 grid gap-1 text-sm text-slate-800">
          {ANSWER_TYPES.map((type) => (
            <li key={type}>
              {ANSWER_TYPE_LABELS[type]}: <strong className="tabular-nums">{formatNumber(f.byAnswer[type])}</strong>
            </li>
          ))}
        </ul>
      </div>
      <div>
        <h3 className="text-sm font-bold text-slate-900">{F.rejectedBy}</h3>
        {f.rejectedBy.length ? (
          <ul className="mt-2 grid gap-1 text-sm text-slate-800">
            {f.rejectedBy.map((r) => (
              <li key={r.basis}>
                {EXEMPTION_LABELS[r.basis]}: <strong className="tabular-nums">{formatNumber(r.count)}</strong>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-1 text-sm text-slate-600">{F.noRejections}</p>
        )}
      </div>
    </section>
  );
}
