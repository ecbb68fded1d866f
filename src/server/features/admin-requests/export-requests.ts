import { eq, sql, type SQL } from 'drizzle-orm';
import type { RequestExportQuery, RequestKind } from '../../../shared/admin-schemas.ts';
import { EXPORTS } from '../../../shared/export-strings.ts';
import { assertCan, type Actor } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { profiles, sirekananRequests, ujilabRequests } from '../../db/schema.ts';
import { exportFilename, exportStream, fieldExport, type ExportField } from '../../exports/stream-export.ts';
import { requestExportFields, type RequestExportQueryFn } from '../../requests/request-export.ts';
import { requestOrder } from '../../requests/request-filters.ts';
import { REQUEST_KIND_CONFIG } from '../../requests/request-kinds.ts';
import { sirekananWhere } from './list-sirekanan-requests.ts';
import { ujilabWhere } from './list-ujilab-requests.ts';

const H = EXPORTS.headers;

/** A Sirekanan or Uji Lab download: the request's code and day, who asked (its profile), the service's own fields, the status. */
function requesterExport(
  db: Db,
  t: typeof sirekananRequests | typeof ujilabRequests,
  own: Record<string, ExportField>,
  { where, input }: { where: SQL | undefined; input: RequestExportQuery },
) {
  const fields = requestExportFields(t, { name: [profiles.fullName, H.name, 24], email: [profiles.email, H.email, 28], ...own });
  return fieldExport(fields, (select) =>
    db
      .select(select)
      .from(t)
      .innerJoin(profiles, eq(profiles.id, t.userId))
      .where(where)
      .orderBy(...requestOrder(t, input.sort)),
  );
}

export const sirekananExportQuery: RequestExportQueryFn = (db, input) => {
  const t = sirekananRequests;
  return requesterExport(
    db,
    t,
    {
      subject: [t.subject, H.subject, 36],
      details: [t.details, H.details, 60],
      attachment: [sql`case when ${t.attachmentUrl} is null then 'Tidak' else 'Ya' end`, H.attachment, 10],
    },
    { where: sirekananWhere(input), input },
  );
};

export const ujilabExportQuery: RequestExportQueryFn = (db, input) =>
  requesterExport(db, ujilabRequests, { jenis: [ujilabRequests.jenisUji, H.testType, 14] }, { where: ujilabWhere(input), input });

/** "Unduh CSV" / "Unduh Excel": the rows the table shows with its current search and status, all pages. */
export function exportRequests({
  db,
  pool,
  actor,
  kind,
  query,
  input,
}: {
  db: Db;
  pool: import('pg').Pool;
  actor: Actor;
  kind: RequestKind;
  query: RequestExportQueryFn;
  input: RequestExportQuery;
}) {
  assertCan(actor, REQUEST_KIND_CONFIG[kind].capability);
  return exportStream(pool, {
    ...query(db, input),
    format: input.format,
    filename: exportFilename(EXPORTS.files[kind]),
    sheet: EXPORTS.sheets[kind],
  });
}
