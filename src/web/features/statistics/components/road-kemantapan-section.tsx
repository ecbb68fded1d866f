import type { RoadKemantapan, RoadKemantapanRow } from '../../../../shared/statistics.ts';
import { STATS } from '../../../../shared/statistics-strings.ts';
import { TitledSection } from '../../../components/titled-section.tsx';
import { DataTable, type Column } from '../../../components/data-table.tsx';
import { formatNumber } from '../../../lib/format.ts';

const km = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 2 });
const pct = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 1 });
const H = STATS.roadsHeaders;
const number = (v: number | null) => <span className="tabular-nums">{v === null ? STATS.none : km.format(v)}</span>;

// A table on wide screens, a card per ruas on a phone (DataTable): nothing scrolls sideways.
const COLUMNS: Column<RoadKemantapanRow>[] = [
  {
    header: H.ruas,
    cell: (r) => (
      <>
        <span className="font-mono">{r.noRuas}</span> {r.name}
      </>
    ),
  },
  { header: H.status, cell: (r) => r.status },
  { header: H.panjang, cell: (r) => number(r.lengthKm) },
  { header: H.baik, cell: (r) => number(r.baikKm) },
  { header: H.sedang, cell: (r) => number(r.sedangKm) },
  { header: H.rusakRingan, cell: (r) => number(r.rusakRinganKm) },
  { header: H.rusakBerat, cell: (r) => number(r.rusakBeratKm) },
  { header: H.mantap, cell: (r) => <strong className="tabular-nums">{pct.format(r.kemantapan)}%</strong> },
  { header: H.year, cell: (r) => r.year ?? STATS.none },
];

/** "Kemantapan jalan" on /statistik (issue 39, item 6): the province's provincial roads, then each ruas surveyed. */
export function RoadKemantapanSection({ roads, csv }: { roads: RoadKemantapan; csv: string }) {
  return (
    <TitledSection id="stat-jalan" title={STATS.roadsTitle} size="2xl" className="grid gap-5">
      <p className="text-slate-700">{STATS.roadsIntro}</p>
      {roads.province && (
        <dl className="grid gap-1 rounded-xl border border-slate-200 bg-white p-5 sm:max-w-md">
          <dt className="text-sm font-medium text-slate-600">{STATS.roadsProvince}</dt>
          <dd className="text-3xl font-bold text-slate-900 tabular-nums">{pct.format(roads.province.kemantapan)}%</dd>
          <dd className="text-xs text-slate-600">
            {STATS.roadsProvinceNote(
              km.format(roads.province.mantapKm),
              km.format(roads.province.totalKm),
              formatNumber(roads.province.ruas),
            )}
          </dd>
        </dl>
      )}
      {roads.rows.length === 0 ? (
        <p className="text-slate-700">{STATS.roadsNone}</p>
      ) : (
        <figure className="grid gap-3 rounded-xl border border-slate-200 bg-white p-5">
          <figcaption className="flex flex-wrap items-baseline justify-between gap-2">
            <span className="font-bold text-slate-900">{STATS.roadsTable}</span>
            <a
              href={csv}
              className="text-sm font-semibold text-brand-700 underline underline-offset-4"
              aria-label={STATS.csvOf(STATS.roadsTable)}
            >
              {STATS.csv}
            </a>
          </figcaption>
          <DataTable caption={STATS.roadsTable} columns={COLUMNS} rows={roads.rows} rowKey={(r) => r.noRuas} empty={STATS.roadsNone} />
        </figure>
      )}
    </TitledSection>
  );
}
