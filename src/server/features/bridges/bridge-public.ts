import { and, asc, count, desc, eq, isNotNull } from 'drizzle-orm';
import { UUID_PATTERN } from '../../../shared/admin-schemas.ts';
import { ELEMEN_JEMBATAN, type ElemenJembatan, type JenisInspeksi, type NilaiKondisi } from '../../../shared/bridge-bms.ts';
import type { BridgeDetail, BridgePoints, PublicInspection } from '../../../shared/bridge-public.ts';
import type { BridgeFilters } from '../../../shared/bridge-schemas.ts';
import { can } from '../../../shared/roles.ts';
import type { Actor } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { bridgePhotos, bridges as t, damageReports, images, inspections as i } from '../../db/schema.ts';
import { listPublicReportsWhere } from '../damage-reports/index.ts';
import { roadsForBridges } from './bridge-road.ts';
import { bridgeWhere, toBridgeItem } from './list-bridges.ts';

/** The most pins one map answer carries; beyond it the table (with its filters) is the way in. */
const MAX_POINTS = 5000;
const REPORTS_SHOWN = 20;

const ELEMENT_COLUMN = {
  bangunanAtas: i.nkBangunanAtas,
  bangunanBawah: i.nkBangunanBawah,
  fondasi: i.nkFondasi,
  lantai: i.nkLantai,
  sandaran: i.nkSandaran,
} as const satisfies Record<ElemenJembatan, unknown>;

/**
 * One bridge as the public sees it (issue 17, item 3): its record, photos, inspections newest first,
 * and the public damage reports that name it. The inspectors' names only for `staff` (a page with them
 * is never shared: the server caches visitors' pages only). Null when there is none.
 */
export async function findPublicBridge(db: Db, id: string, { staff = false } = {}): Promise<BridgeDetail | null> {
  if (!UUID_PATTERN.test(id)) return null;
  const [row] = await db.select().from(t).where(eq(t.id, id));
  if (!row) return null;
  const [photos, history, reports, roads] = await Promise.all([
    db
      .select({ id: images.id, width: images.width, height: images.height })
      .from(bridgePhotos)
      .innerJoin(images, eq(images.id, bridgePhotos.imageId))
      .where(eq(bridgePhotos.bridgeId, id))
      .orderBy(asc(bridgePhotos.position), asc(bridgePhotos.createdAt)),
    db
      .select({
        id: i.id,
        inspectedAt: i.inspectedAt,
        jenis: i.jenis,
        nilaiKondisi: i.nilaiKondisi,
        kondisi: i.kondisi,
        inspector: i.inspector,
        ...ELEMENT_COLUMN,
      })
      .from(i)
      .where(eq(i.bridgeId, id))
      .orderBy(desc(i.inspectedAt), desc(i.createdAt)),
    listPublicReportsWhere(db, eq(damageReports.bridgeId, id), REPORTS_SHOWN),
    roadsForBridges(db, { ids: row.roadSectionId ? [row.roadSectionId] : [] }),
  ]);
  const road = row.roadSectionId ? roads.byId.get(row.roadSectionId) : undefined;
  const inspectionsOut = history.map((h): PublicInspection => {
    const elements: PublicInspection['elements'] = {};
    for (const e of ELEMEN_JEMBATAN) if (h[e] != null) elements[e] = h[e] as NilaiKondisi;
    return {
      id: h.id,
      inspectedAt: h.inspectedAt.toISOString(),
      jenis: h.jenis as JenisInspeksi,
      nilaiKondisi: h.nilaiKondisi as NilaiKondisi | null,
      kondisi: h.kondisi,
      elements,
      ...(staff ? { inspector: h.inspector } : {}),
    };
  });
  return {
    bridge: toBridgeItem(row),
    photos,
    inspections: inspectionsOut,
    reports: reports.map((r) => ({
      trackingCode: r.trackingCode,
      reportType: r.reportType,
      location: r.location,
      status: r.status,
      reportedAt: r.reportedAt,
    })),
    ruas: road ? { id: road.id, noRuas: road.noRuas, name: road.name } : null,
  };
}

/** The map's pins (issue 17, item 4): bridges with coordinates matching the table's search and filters. */
export async function listBridgePoints(db: Db, filters: BridgeFilters): Promise<BridgePoints> {
  const where = and(bridgeWhere(filters), isNotNull(t.latitude), isNotNull(t.longitude));
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: t.id, nama: t.nama, lat: t.latitude, lng: t.longitude, kondisi: t.kondisi })
      .from(t)
      .where(where)
      .orderBy(asc(t.nama))
      .limit(MAX_POINTS),
    db.select({ n: count() }).from(t).where(where),
  ]);
  return { points: rows.map((r) => [r.id, r.nama, r.lat!, r.lng!, r.kondisi]), total: total?.n ?? 0 };
}

/** Whether the one asking may read the inspectors' names: the staff who see the bridges in the admin area. */
export const seesInspectors = (viewer: Actor | null) => can(viewer?.role, 'bridges.view_admin');
