import { sql } from 'drizzle-orm';
import type { RequestExportQuery } from '../../../shared/admin-schemas.ts';
import { EXPORTS } from '../../../shared/export-strings.ts';
import type { Db } from '../../db/client.ts';
import { serviceRequests } from '../../db/schema.ts';
import { columnsInOrder as columns, type ExportColumn, type ExportQuery } from '../../exports/stream-export.ts';
import { requestOrder } from '../../requests/request-filters.ts';
import { damageWhere } from './list-damage-reports.ts';

const H = EXPORTS.headers;

/** The rows of "Unduh CSV" / "Unduh Excel" on the admin's damage report table (its search and status, all pages). */
export function damageExportQuery(db: Db, input: RequestExportQuery): { q: ExportQuery; cols: ExportColumn[] } {
  const t = serviceRequests;
  const { sql: text, params } = db
    .select({
      code: t.trackingCode,
      at: t.createdAt,
      reporter: sql`${t.details}->>'reporter_name'`,
      email: sql`${t.details}->>'reporter_email'`,
      type: sql`${t.details}->>'report_type'`,
      location: t.description,
      description: sql`${t.details}->>'description'`,
      status: t.status,
    })
    .from(t)
    .where(damageWhere(input))
    .orderBy(...requestOrder(t, input.sort))
    .toSQL();
  return {
    q: { sql: text, params },
    cols: columns([
      [H.code, 18],
      [H.submittedAt, 20],
      [H.reporter, 24],
      [H.email, 28],
      [H.reportType, 16],
      [H.location, 36],
      [H.description, 60],
      [H.status, 12],
    ]),
  };
}
