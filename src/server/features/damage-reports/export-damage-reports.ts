import { sql } from 'drizzle-orm';
import { EXPORTS } from '../../../shared/export-strings.ts';
import { serviceRequests } from '../../db/schema.ts';
import { fieldExport } from '../../exports/stream-export.ts';
import { requestExportFields, type RequestExportQueryFn } from '../../requests/request-export.ts';
import { requestOrder } from '../../requests/request-filters.ts';
import { damageWhere } from './list-damage-reports.ts';

const H = EXPORTS.headers;

/** The rows of "Unduh CSV" / "Unduh Excel" on the admin's damage report table (its search and status, all pages). */
export const damageExportQuery: RequestExportQueryFn = (db, input) => {
  const t = serviceRequests;
  const fields = requestExportFields(t, {
    reporter: [sql`${t.details}->>'reporter_name'`, H.reporter, 24],
    email: [sql`${t.details}->>'reporter_email'`, H.email, 28],
    type: [sql`${t.details}->>'report_type'`, H.reportType, 16],
    location: [t.description, H.location, 36],
    description: [sql`${t.details}->>'description'`, H.description, 60],
  });
  return fieldExport(fields, (select) =>
    db
      .select(select)
      .from(t)
      .where(damageWhere(input))
      .orderBy(...requestOrder(t, input.sort)),
  );
};
