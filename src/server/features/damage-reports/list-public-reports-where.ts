import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { PublicReportItem } from '../../../shared/public-report-schemas.ts';
import type { Db } from '../../db/client.ts';
import { damageReports as d, serviceRequests as r } from '../../db/schema.ts';
import { columns, itemOf, type Row } from './public-report-rows.ts';

/** Public reports matching `where` (besides being public), newest first, at most `limit`. */
export async function listPublicReportsWhere(db: Db, where: SQL | undefined, limit: number): Promise<PublicReportItem[]> {
  const rows = await db
    .select(columns)
    .from(d)
    .innerJoin(r, eq(r.id, d.requestId))
    .where(and(eq(d.visibility, 'publik'), where))
    .orderBy(desc(d.reportedAt))
    .limit(limit);
  return (rows as Row[]).map(itemOf);
}
