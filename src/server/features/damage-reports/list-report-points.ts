import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { PublicReportFilters, ReportPoint } from '../../../shared/public-report-schemas.ts';
import type { Db } from '../../db/client.ts';
import { damageReports as d, serviceRequests as r } from '../../db/schema.ts';
import { publicWhere } from './public-report-rows.ts';

/** The most pins one map answer carries; beyond it the list (with its filters) is the way in. */
const MAX_POINTS = 5000;

/** The pins of the map: public, not confidential, with coordinates; the same filters as the list. */
export async function listReportPoints(db: Db, filters: Partial<PublicReportFilters>): Promise<ReportPoint[]> {
  const rows = await db
    .select({ trackingCode: r.trackingCode, lat: d.latitude, lng: d.longitude, status: r.status, reportType: d.reportType })
    .from(d)
    .innerJoin(r, eq(r.id, d.requestId))
    .where(and(publicWhere(filters), eq(d.confidential, false), isNotNull(d.latitude), isNotNull(d.longitude)))
    .orderBy(desc(d.reportedAt))
    .limit(MAX_POINTS);
  return rows.map((row) => ({ ...row, lat: row.lat!, lng: row.lng! }));
}
