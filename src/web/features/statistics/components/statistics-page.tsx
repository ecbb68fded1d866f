import { BarChart3, FileDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { TitledSection } from '../../../components/titled-section.tsx';
import { TableHead } from '../../../components/table-head.tsx';
import type { MonthRow, StatFigure, StatRow } from '../../../../shared/statistics.ts';
import { STATS } from '../../../../shared/statistics-strings.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { buttonClass } from '../../../components/ui/button.tsx';
import { inputClass } from '../../../components/ui/field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatNumber } from '../../../lib/format.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useStatistics } from '../api/statistics.ts';
import { HBarChart, MonthChart } from './charts.tsx';
import { RoadKemantapanSection } from './road-kemantapan-section.tsx';

// The status badges' colours (spec §4): Diajukan grey, Diproses yellow, Selesai green, Ditolak red.
const STATUS_COLORS: Record<string, string> = {
  Diajukan: '#64748b',
  Diproses: '#ca8a04',
  Selesai: '#15803d',
  Ditolak: '#b91c1c',
  Diteruskan: '#6d28d9',
};
const decimal = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 1 });
const oneDecimal = new Intl.NumberFormat('id-ID', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** /statistik (issue 15, item 9): the office's figures, rendered on the server; a GET form picks the period. */
export default function StatisticsPage() {
  useDocumentTitle(STATS.title);
  const [params] = useSearchParams();
  const stats = useStatistics(params.get('periode') ?? undefined);
  const data = stats.data;
  const csv = (figure: StatFigure) => `/api/statistik/${figure}.csv?periode=${data?.period.key ?? ''}`;
  return (
    <>
      <PageHeader icon={<BarChart3 aria-hidden className="size-7" />} title={STATS.title}>
        <p>{STATS.intro}</p>
      </PageHeader>
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-8 sm:py-10">
        {!data ? (
          <Spinner className="text-brand-700" />
        ) : (
          <>
            <form
              method="get"
              action="/statistik"
              className="flex flex-wrap items-end gap-3 rounded-xl border border-slate-200 bg-white p-4"
            >
              <div className="grid gap-1.5">
                <label htmlFor="statistik-periode" className="text-sm font-medium text-slate-800">
                  {STATS.period}
                </label>
                <select id="statistik-periode" name="periode" defaultValue={data.period.key} className={cn(inputClass, 'min-h-11 w-auto')}>
                  <option value="12b">{STATS.rolling}</option>
                  {data.years.map((y) => (
                    <option key={y} value={y}>
                      {STATS.year(y)}
                    </option>
                  ))}
                </select>
              </div>
              <button type="submit" className={buttonClass('secondary', 'min-h-11')}>
                {STATS.show}
              </button>
              <a href={csv('ringkasan')} className={buttonClass('ghost', 'min-h-11')}>
                <FileDown aria-hidden className="size-4" />
                {STATS.summaryCsv}
              </a>
            </form>

            <section aria-labelledby="stat-laporan" className="grid gap-5">
              <div>
                <h2 id="stat-laporan" className="text-2xl font-bold text-brand-900">
                  {STATS.damageTitle} · {data.period.label}
                </h2>
                <p className="mt-1 text-slate-700">{STATS.damageTotal(formatNumber(data.damage.total))}</p>
              </div>
              <dl className="grid gap-4 sm:grid-cols-2">
                <KeyFigure
                  label={STATS.medianDone}
                  value={data.damage.medianDaysToDone === null ? STATS.none : STATS.days(decimal.format(data.damage.medianDaysToDone))}
                  note={STATS.medianDoneNote(formatNumber(data.damage.done))}
                />
                <KeyFigure
                  label={STATS.onTime}
                  value={data.damage.deadline.share === null ? STATS.none : `${decimal.format(data.damage.deadline.share)}%`}
                  note={STATS.onTimeNote(
                    formatNumber(data.damage.deadline.onTime),
                    formatNumber(data.damage.deadline.counted),
                    formatNumber(data.damage.deadline.withoutDeadline),
                  )}
                />
              </dl>
              <div className="grid gap-5 lg:grid-cols-2">
                <Figure
                  title={STATS.byStatus}
                  csv={csv('laporan-status')}
                  table={<CategoryTable head={STATS.status} rows={data.damage.byStatus} />}
                >
                  <HBarChart title={STATS.byStatus} rows={data.damage.byStatus} colors={STATUS_COLORS} />
                </Figure>
                <Figure
                  title={STATS.byType}
                  csv={csv('laporan-jenis')}
                  table={<CategoryTable head={STATS.type} rows={data.damage.byType} />}
                >
                  <HBarChart title={STATS.byType} rows={data.damage.byType} />
                </Figure>
                <Figure
                  title={STATS.byKabupaten}
                  csv={csv('laporan-kabupaten')}
                  table={<CategoryTable head={STATS.kabupaten} rows={data.damage.byKabupaten} />}
                >
                  <HBarChart title={STATS.byKabupaten} rows={data.damage.byKabupaten} />
                </Figure>
                <Figure
                  title={STATS.byInstansi}
                  csv={csv('laporan-diteruskan')}
                  table={<CategoryTable head={STATS.instansi} rows={data.damage.byInstansi} />}
                >
                  <p className="text-sm text-slate-600">{STATS.byInstansiNote}</p>
                  {data.damage.byInstansi.length ? (
                    <HBarChart title={STATS.byInstansi} rows={data.damage.byInstansi} />
                  ) : (
                    <p className="text-sm text-slate-700">{STATS.noneForwarded}</p>
                  )}
                </Figure>
                <Figure title={STATS.perMonth} csv={csv('laporan-bulanan')} table={<MonthTable rows={data.damage.perMonth} />}>
                  <MonthChart title={STATS.perMonth} rows={data.damage.perMonth} />
                </Figure>
              </div>
            </section>

            <TitledSection id="stat-layanan" title={STATS.servicesTitle} size="2xl" className="grid gap-5">
              {/* Issue 40, item 6: the lab's own clock, from the sample in hand to the result out. */}
              <dl className="grid gap-4 sm:grid-cols-2" data-testid="lab-turnaround">
                <KeyFigure
                  label={STATS.labTurnaround}
                  value={
                    data.labTurnaround.medianDays === null ? STATS.noData : STATS.days(oneDecimal.format(data.labTurnaround.medianDays))
                  }
                  note={STATS.labTurnaroundNote(formatNumber(data.labTurnaround.results))}
                />
              </dl>
              <div className="grid gap-5 lg:grid-cols-2">
                {(
                  [
                    ['sirekanan', STATS.sirekananPerMonth, data.sirekanan, 'sirekanan-bulanan'],
                    ['ujilab', STATS.ujilabPerMonth, data.ujilab, 'ujilab-bulanan'],
                  ] as const
                ).map(([key, title, s, figure]) => (
                  <Figure key={key} title={title} csv={csv(figure)} table={<MonthTable rows={s.perMonth} />}>
                    <p className="text-sm text-slate-700">
                      {STATS.total(formatNumber(s.total))} {STATS.medianProcess}:{' '}
                      <strong>{s.medianDays === null ? STATS.none : STATS.days(decimal.format(s.medianDays))}</strong> (
                      {STATS.medianProcessNote(formatNumber(s.finished))})
                    </p>
                    <MonthChart title={title} rows={s.perMonth} />
                  </Figure>
                ))}
              </div>
            </TitledSection>

            <RoadKemantapanSection roads={data.roads} csv={csv('kemantapan-jalan')} />
          </>
        )}
      </div>
    </>
  );
}

function KeyFigure({ label, value, note }: { label: string; value: string; note: string }) {
  return (
    <div className="grid gap-1 rounded-xl border border-slate-200 bg-white p-5">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="text-3xl font-bold text-slate-900 tabular-nums">{value}</dd>
      <dd className="text-xs text-slate-600">{note}</dd>
    </div>
  );
}

function Figure({ title, csv, table, children }: { title: string; csv: string; table: ReactNode; children: ReactNode }) {
  return (
    <figure className="grid content-start gap-3 rounded-xl border border-slate-200 bg-white p-5">
      <figcaption className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-bold text-slate-900">{title}</span>
        <a
          href={csv}
          className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 underline underline-offset-4"
          aria-label={STATS.csvOf(title)}
        >
          <FileDown aria-hidden className="size-4" />
          {STATS.csv}
        </a>
      </figcaption>
      {children}
      <details className="rounded-lg border border-slate-200">
        <summary className="cursor-pointer px-3 py-2 text-sm font-semibold text-brand-700">{STATS.showTable}</summary>
        <div className="overflow-x-auto">{table}</div>
      </details>
    </figure>
  );
}

function CategoryTable({ head, rows }: { head: string; rows: StatRow[] }) {
  return (
    <table className="w-full text-left text-sm">
      <TableHead
        className="bg-slate-50 text-slate-700"
        cellClassName="px-3 py-2"
        cells={[head, { label: STATS.count, className: 'px-3 py-2 text-right' }]}
      />
      <tbody>
        {rows.map((r) => (
          <tr key={r.label} className="border-t border-slate-100">
            <th scope="row" className="px-3 py-2 font-normal">
              {r.label}
            </th>
            <td className="px-3 py-2 text-right tabular-nums">{formatNumber(r.value)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function MonthTable({ rows }: { rows: MonthRow[] }) {
  return <CategoryTable head={STATS.month} rows={rows.map((r) => ({ label: r.label, value: r.value }))} />;
}
