import type { RoadKemantapan } from '../../../../shared/statistics.ts';
import { STATS } from '../../../../shared/statistics-strings.ts';
import { TitledSection } from '../../../components/titled-section.tsx';
import { TableHead } from '../../../components/table-head.tsx';
import { formatNumber } from '../../../lib/format.ts';

const km = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 2 });
const pct = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 1 });
const H = STATS.roadsHeaders;

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
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{STATS.roadsTable}</caption>
              <TableHead
                className="bg-slate-50 text-slate-700"
                cellClassName="px-3 py-2 whitespace-nowrap"
                cells={[
                  H.ruas,
                  H.status,
                  ...[H.panjang, H.baik, H.sedang, H.rusakRingan, H.rusakBerat, H.mantap, H.year].map((label) => ({
                    label,
                    className: 'px-3 py-2 text-right whitespace-nowrap',
                  })),
                ]}
              />
              <tbody>
                {roads.rows.map((r) => (
                  <tr key={r.noRuas} className="border-t border-slate-100">
                    <th scope="row" className="px-3 py-2 font-normal">
                      <span className="font-mono">{r.noRuas}</span> {r.name}
                    </th>
                    <td className="px-3 py-2">{r.status}</td>
                    {[r.lengthKm, r.baikKm, r.sedangKm, r.rusakRinganKm, r.rusakBeratKm].map((v, i) => (
                      <td key={i} className="px-3 py-2 text-right tabular-nums">
                        {v === null ? STATS.none : km.format(v)}
                      </td>
                    ))}
                    <td className="px-3 py-2 text-right font-semibold tabular-nums">{pct.format(r.kemantapan)}%</td>
                    <td className="px-3 py-2 text-right tabular-nums">{r.year ?? STATS.none}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </figure>
      )}
    </TitledSection>
  );
}
