import { sql } from 'drizzle-orm';
import type { Paged, PageQuery } from '../../../shared/admin-schemas.ts';
import type { RoadPriorityItem } from '../../../shared/road-overview.ts';
import { ROAD_OVERVIEW } from '../../../shared/road-overview-strings.ts';
import type { RoadStatus } from '../../../shared/roads.ts';
import { assertCan, type Actor } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { lateSql, openSql } from './report-groups.ts';

/** (baik + sedang) / all four figures, in per cent with one decimal; null without figures. */
const kemantapanSql = sql`round((100 * (coalesce(s.kondisi_baik_km, 0) + coalesce(s.kondisi_sedang_km, 0)) / nullif(
  coalesce(s.kondisi_baik_km, 0) + coalesce(s.kondisi_sedang_km, 0) + coalesce(s.kondisi_rusak_ringan_km, 0)
  + coalesce(s.kondisi_rusak_berat_km, 0), 0))::numeric, 1)::float8`;

/**
 * GET /api/admin/road-overview/prioritas (issue 39, item 6), "worst first": every ruas ranked by its
 * late reports, then all its open reports (late ones included), then its kemantapan, lowest first
 * (a ruas without condition figures after those with), then by number. Paged. `late` and `open`
 * are the ruas page's groups: `open` is still open and not late.
 */
export async function listRoadPriorities({
  db,
  actor,
  input,
}: {
  db: Db;
  actor: Actor;
  input: PageQuery;
}): Promise<Paged<RoadPriorityItem>> {
  assertCan(actor, 'roads.manage', ROAD_OVERVIEW.forbidden);
  const { page, pageSize } = input;
  const [rows, total] = await Promise.all([
    db.execute<{
      id: string;
      no_ruas: string;
      name: string;
      status: RoadStatus;
      kabupaten: string | null;
      length_km: number | null;
      late: number;
      open: number;
      kemantapan: number | null;
      kondisi_year: number | null;
    }>(sql`
      select s.id, s.no_ruas, s.name, s.status, s.kabupaten, s.length_km, s.kondisi_year,
        coalesce(c.late, 0)::int as late, coalesce(c.open, 0)::int as open, ${kemantapanSql} as kemantapan
      from road_sections s
      left join (
        select d.road_section_id, count(*) filter (where ${lateSql}) as late, count(*) filter (where ${openSql} and not ${lateSql}) as open
        from damage_reports d join service_requests r on r.id = d.request_id
        where d.road_section_id is not null
        group by 1
      ) c on c.road_section_id = s.id
      order by late desc, coalesce(c.late, 0) + coalesce(c.open, 0) desc, kemantapan asc nulls last, s.no_ruas asc
      limit ${pageSize} offset ${(page - 1) * pageSize}`),
    db.execute<{ n: number }>(sql`select count(*)::int as n from road_sections`),
  ]);
  return {
    items: rows.rows.map((r) => ({
      id: r.id,
      noRuas: r.no_ruas,
      name: r.name,
      status: r.status,
      kabupaten: r.kabupaten,
      lengthKm: r.length_km,
      late: r.late,
      open: r.open,
      kemantapan: r.kemantapan,
      conditionYear: r.kondisi_year,
    })),
    total: total.rows[0]?.n ?? 0,
    page,
    pageSize,
  };
}
