import { sql } from 'drizzle-orm';
import type { RoadKemantapan, RoadKemantapanRow } from '../../../shared/statistics.ts';
import type { Db } from '../../db/client.ts';

const round = (v: number, digits: number) => Math.round(v * 10 ** digits) / 10 ** digits;

/**
 * Kemantapan jalan (issue 39, item 6): every ruas with condition figures, national first, by number,
 * and the provincial roads together: (baik + sedang) km over the km surveyed, in per cent.
 */
export async function roadKemantapan(db: Db): Promise<RoadKemantapan> {
  const { rows } = await db.execute<{
    no_ruas: string;
    name: string;
    status: string;
    kabupaten: string | null;
    length_km: number | null;
    baik: number;
    sedang: number;
    ringan: number;
    berat: number;
    year: number | null;
  }>(sql`
    select no_ruas, name, status::text as status, kabupaten, length_km, coalesce(kondisi_baik_km, 0) as baik,
      coalesce(kondisi_sedang_km, 0) as sedang, coalesce(kondisi_rusak_ringan_km, 0) as ringan,
      coalesce(kondisi_rusak_berat_km, 0) as berat, kondisi_year as year
    from road_sections
    where coalesce(kondisi_baik_km, 0) + coalesce(kondisi_sedang_km, 0) + coalesce(kondisi_rusak_ringan_km, 0)
      + coalesce(kondisi_rusak_berat_km, 0) > 0
    order by road_sections.status, no_ruas`);
  let ruas = 0;
  let totalKm = 0;
  let mantapKm = 0;
  const out = rows.map((r): RoadKemantapanRow => {
    const total = r.baik + r.sedang + r.ringan + r.berat;
    if (r.status === 'Provinsi') {
      ruas++;
      totalKm += total;
      mantapKm += r.baik + r.sedang;
    }
    return {
      noRuas: r.no_ruas,
      name: r.name,
      status: r.status,
      kabupaten: r.kabupaten,
      lengthKm: r.length_km,
      baikKm: r.baik,
      sedangKm: r.sedang,
      rusakRinganKm: r.ringan,
      rusakBeratKm: r.berat,
      kemantapan: round((100 * (r.baik + r.sedang)) / total, 1),
      year: r.year,
    };
  });
  return {
    rows: out,
    province:
      ruas === 0
        ? null
        : { ruas, totalKm: round(totalKm, 3), mantapKm: round(mantapKm, 3), kemantapan: round((100 * mantapKm) / totalKm, 1) },
  };
}
