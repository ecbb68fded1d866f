import { useId, type ReactNode } from 'react';
import { TableHead } from '../../../components/table-head.tsx';
import { KONDISI_COLOUR } from '../../../../shared/bridge-status.ts';
import { BRIDGE_FIGURES as T } from '../../../../shared/bridge-figures-strings.ts';
import { fillText } from '../../../../shared/strings.ts';
import { formatNumber } from '../../../lib/format.ts';
import { useBridgeFigures } from '../api/bridge-figures.ts';

// Plain SVG drawn on the server (as /statistik's, docs/decisions/026): a title and a description
// naming every value, and the same numbers in a table behind "Lihat tabel".

type Bar = { label: string; value: number | null; text: string; colour: string };

function BarChart({ title, bars, max }: { title: string; bars: Bar[]; max: number }) {
  const id = useId();
  const ROW = 26;
  const LABEL = 118;
  const WIDTH = 300;
  const plot = WIDTH - LABEL - 48;
  const height = bars.length * ROW + 4;
  return (
    <svg viewBox={`0 0 ${WIDTH} ${height}`} role="img" aria-labelledby={`${id}-t ${id}-d`} className="h-auto w-full max-w-md">
      <title id={`${id}-t`}>{title}</title>
      <desc id={`${id}-d`}>{fillText(T.chartDesc, { values: bars.map((b) => `${b.label} ${b.text}`).join('; ') })}</desc>
      {bars.map((b, i) => {
        const w = ((b.value ?? 0) / Math.max(1, max)) * plot;
        const y = i * ROW;
        return (
          <g key={b.label}>
            <text x={LABEL - 6} y={y + 16} textAnchor="end" fontSize={12} fill="#334155">
              {b.label}
            </text>
            <rect x={LABEL} y={y + 5} width={Math.max(b.value ? 2 : 0, w)} height={ROW - 10} rx={3} fill={b.colour} />
            <text x={LABEL + w + 4} y={y + 16} fontSize={12} fill="#0f172a">
              {b.text}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

function Figure({ title, table, children }: { title: string; table: ReactNode; children: ReactNode }) {
  return (
    <figure className="grid content-start gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
      <figcaption className="font-bold text-slate-900">{title}</figcaption>
      {children}
      <details className="rounded-lg border border-slate-200">
        <summary className="cursor-pointer px-3 py-2 text-sm font-semibold text-brand-700">{T.showTable}</summary>
        <div className="overflow-x-auto">{table}</div>
      </details>
    </figure>
  );
}

const th = 'px-3 py-2';
const number = `${th} text-right`;
const percent = (p: number | null) => (p == null ? T.noData : `${formatNumber(p)}%`);

/** Above the table (issue 17, item 4): how many bridges in each kondisi, and "kemantapan" per kabupaten. */
const CHARTS_ID = 'grafik-jembatan';

/** Above the table: the province's two key figures, short enough that a phone still shows the search soon. */
export function KeyFigures() {
  const headingId = useId();
  const { data: figures } = useBridgeFigures();
  if (!figures) return null;
  const { province } = figures;
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={headingId} className="text-xl font-bold text-brand-900">
          {T.figuresHeading}
        </h2>
        <a href={`#${CHARTS_ID}`} className="text-sm font-semibold text-brand-700 underline underline-offset-4">
          {T.toCharts}
        </a>
      </div>
      <dl className="grid grid-cols-2 gap-3">
        <div className="grid content-start gap-1 rounded-xl border border-slate-200 bg-white p-3 sm:p-5">
          <dt className="text-sm font-medium text-slate-600">{T.total}</dt>
          <dd className="text-2xl font-bold text-slate-900 tabular-nums sm:text-3xl">{formatNumber(figures.total)}</dd>
          <dd className="text-xs text-slate-600">{fillText(T.withCoordinates, { n: formatNumber(figures.withCoordinates) })}</dd>
        </div>
        <div className="grid content-start gap-1 rounded-xl border border-slate-200 bg-white p-3 sm:p-5">
          <dt className="text-sm font-medium text-slate-600">{T.mantapLabel}</dt>
          <dd className="text-2xl font-bold text-slate-900 tabular-nums sm:text-3xl">{percent(province.persen)}</dd>
          <dd className="text-xs text-slate-600">
            {figures.total
              ? fillText(T.mantapNote, { mantap: formatNumber(province.mantap), total: formatNumber(province.total) })
              : T.noBridges}
          </dd>
        </div>
      </dl>
    </section>
  );
}

/** Below the table (issue 17, item 4): bridges per kondisi and "kemantapan" per kabupaten, each with its table. */
export function Charts() {
  const headingId = useId();
  const { data: figures } = useBridgeFigures();
  if (!figures) return null;
  return (
    <section id={CHARTS_ID} aria-labelledby={headingId} className="grid scroll-mt-24 gap-4">
      <h2 id={headingId} className="text-xl font-bold text-brand-900">
        {T.chartsHeading}
      </h2>
      <div className="grid gap-4 lg:grid-cols-2">
        <Figure
          title={T.perKondisiTitle}
          table={
            <table className="w-full text-left text-sm">
              <TableHead
                className="bg-slate-50 text-slate-700"
                cellClassName={th}
                cells={[T.kondisi, { label: T.count, className: number }]}
              />
              <tbody>
                {figures.perKondisi.map((r) => (
                  <tr key={r.kondisi} className="border-t border-slate-100">
                    <th scope="row" className={`${th} font-normal`}>
                      {r.kondisi}
                    </th>
                    <td className={`${th} text-right tabular-nums`}>{formatNumber(r.n)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          }
        >
          <BarChart
            title={T.perKondisiTitle}
            max={Math.max(...figures.perKondisi.map((r) => r.n))}
            bars={figures.perKondisi.map((r) => ({
              label: r.kondisi,
              value: r.n,
              text: formatNumber(r.n),
              colour: KONDISI_COLOUR[r.kondisi],
            }))}
          />
        </Figure>
        <Figure
          title={T.perKabupatenTitle}
          table={
            <table className="w-full text-left text-sm">
              <TableHead
                className="bg-slate-50 text-slate-700"
                cellClassName={th}
                cells={[T.kabupaten, ...[T.count, T.mantap, T.persen].map((label) => ({ label, className: number }))]}
              />
              <tbody>
                {figures.perKabupaten.map((r) => (
                  <tr key={r.kabupaten} className="border-t border-slate-100">
                    <th scope="row" className={`${th} font-normal`}>
                      {r.kabupaten}
                    </th>
                    <td className={`${th} text-right tabular-nums`}>{formatNumber(r.total)}</td>
                    <td className={`${th} text-right tabular-nums`}>{formatNumber(r.mantap)}</td>
                    <td className={`${th} text-right tabular-nums`}>{percent(r.persen)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          }
        >
          <BarChart
            title={T.perKabupatenTitle}
            max={100}
            bars={figures.perKabupaten.map((r) => ({
              label: r.kabupaten ?? '',
              value: r.persen,
              text: percent(r.persen),
              colour: '#0b4a8b',
            }))}
          />
        </Figure>
      </div>
    </section>
  );
}
