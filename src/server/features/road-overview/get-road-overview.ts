import { sql } from 'drizzle-orm';
import { UUID_PATTERN } from '../../../shared/admin-schemas.ts';
import type { Kondisi } from '../../../shared/constants.ts';
import {
  conditionOf,
  ROAD_REPORT_GROUPS,
  ROAD_REPORTS_SHOWN,
  type RoadOverview,
  type RoadReportGroup,
  type RoadReportItem,
} from '../../../shared/road-overview.ts';
import { ROAD_OVERVIEW } from '../../../shared/road-overview-strings.ts';
import { formatSta } from '../../../shared/road-sta.ts';
import type { RoadGeometry, RoadStatus } from '../../../shared/roads.ts';
import { assertCan, type Actor } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { groupSql } from './report-groups.ts';

const T = ROAD_OVERVIEW;

type RoadRow = {
  id: string;
  no_ruas: string;
  name: string;
  status: RoadStatus;
  kabupaten: string | null;
  length_km: number | null;
  surface: string | null;
  geometry: RoadGeometry;
  kondisi_baik_km: number | null;
  kondisi_sedang_km: number | null;
  kondisi_rusak_ringan_km: number | null;
  kondisi_rusak_berat_km: number | null;
  kondisi_year: number | null;
};

/**
 * GET /api/admin/road-overview/:id (issue 39, item 6): one ruas for its engineers — its facts and
 * condition, its damage reports late / open / done (counts of all, the newest of each), and its
 * bridges by STA. Road engineers and super admins only.
 */
export async function getRoadOverview({ db, actor, id }: { db: Db; actor: Actor; id: string }): Promise<RoadOverview> {
  assertCan(actor, 'roads.manage', T.forbidden);
  if (!UUID_PATTERN.test(id)) throw new AppError('NOT_FOUND', T.notFound);
  const { rows } = await db.execute<RoadRow>(sql`
    select id, no_ruas, name, status, kabupaten, length_km, surface, geometry, kondisi_baik_km, kondisi_sedang_km,
      kondisi_rusak_ringan_km, kondisi_rusak_berat_km, kondisi_year
    from road_sections where id = ${id}`);
  const road = rows[0];
  if (!road) throw new AppError('NOT_FOUND', T.notFound);

  const [counts, reports, bridges] = await Promise.all([
    db.execute<{ grp: RoadReportGroup; n: number }>(sql`
      select ${groupSql} as grp, count(*)::int as n
      from damage_reports d join service_requests r on r.id = d.request_id
      where d.road_section_id = ${id} group by 1`),
    db.execute<{
      grp: RoadReportGroup;
      tracking_code: string;
      report_type: string;
      location: string;
      status: string;
      reported_at: string;
      due_on: string | null;
      latitude: number | null;
      longitude: number | null;
    }>(sql`
      select * from (
        select ${groupSql} as grp, r.tracking_code, d.report_type, r.description as location, r.status,
          d.reported_at, d.due_on::text as due_on, d.latitude, d.longitude,
          row_number() over (partition by ${groupSql} order by d.reported_at desc, r.id) as nth
        from damage_reports d join service_requests r on r.id = d.request_id
        where d.road_section_id = ${id}
      ) x where grp is not null and nth <= ${ROAD_REPORTS_SHOWN}
      order by reported_at desc`),
    db.execute<{ id: string; nama: string; sta_m: number | null; kondisi: Kondisi }>(sql`
      select id, nama, sta_m, kondisi from bridges where road_section_id = ${id} order by sta_m asc nulls last, nama asc`),
  ]);

  const byGroup = Object.fromEntries(ROAD_REPORT_GROUPS.map((g) => [g, [] as RoadReportItem[]])) as RoadOverview['reports'];
  for (const r of reports.rows) {
    byGroup[r.grp].push({
      trackingCode: r.tracking_code,
      reportType: r.report_type,
      location: r.location,
      status: r.status,
      reportedAt: new Date(r.reported_at).toISOString(),
      dueOn: r.due_on,
      latitude: r.latitude,
      longitude: r.longitude,
    });
  }
  const countOf = new Map(counts.rows.map((c) => [c.grp, c.n]));
  return {
    ruas: {
      id: road.id,
      noRuas: road.no_ruas,
      name: road.name,
      status: road.status,
      kabupaten: road.kabupaten,
      lengthKm: road.length_km,
      surface: road.surface,
      condition: conditionOf({
        kondisiBaikKm: road.kondisi_baik_km,
        kondisiSedangKm: road.kondisi_sedang_km,
        kondisiRusakRinganKm: road.kondisi_rusak_ringan_km,
        kondisiRusakBeratKm: road.kondisi_rusak_berat_km,
        kondisiYear: road.kondisi_year,
      }),
      geometry: road.geometry,
    },
    counts: { late: countOf.get('late') ?? 0, open: countOf.get('open') ?? 0, done: countOf.get('done') ?? 0 },
    reports: byGroup,
    bridges: bridges.rows.map((b) => ({ id: b.id, nama: b.nama, sta: b.sta_m === null ? null : formatSta(b.sta_m), kondisi: b.kondisi })),
  };
}
