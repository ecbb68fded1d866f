import { eq, sql } from 'drizzle-orm';
import type { RequestExportQuery, RequestKind } from '../../../shared/admin-schemas.ts';
import { EXPORTS } from '../../../shared/export-strings.ts';
import { assertCan, type Actor } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { profiles, sirekananRequests, ujilabRequests } from '../../db/schema.ts';
import { columnsInOrder, exportFilename, exportStream, type ExportColumn, type ExportQuery } from '../../exports/stream-export.ts';
import { requestOrder } from '../../requests/request-filters.ts';
import { REQUEST_KIND_CONFIG } from '../../requests/request-kinds.ts';
import { sirekananWhere } from './list-sirekanan-requests.ts';
import { ujilabWhere } from './list-ujilab-requests.ts';

const H = EXPORTS.headers;
const columns = columnsInOrder;

/** What a service's table exports: its query and the columns of the file, in the query's order. */
export type RequestExportQueryFn = (db: Db, input: RequestExportQuery) => { q: ExportQuery; cols: ExportColumn[] };

export const sirekananExportQuery: RequestExportQueryFn = (db, input) => {
  const t = sirekananRequests;
  const { sql: text, params } = db
    .select({
      code: t.trackingCode,
      at: t.createdAt,
      name: profiles.fullName,
      email: profiles.email,
      subject: t.subject,
      details: t.details,
      attachment: sql`case when ${t.attachmentUrl} is null then 'Tidak' else 'Ya' end`,
      status: t.status,
    })
    .from(t)
    .innerJoin(profiles, eq(profiles.id, t.userId))
    .where(sirekananWhere(input))
    .orderBy(...requestOrder(t, input.sort))
    .toSQL();
  return {
    q: { sql: text, params },
    cols: columns([
      [H.code, 18],
      [H.submittedAt, 20],
      [H.name, 24],
      [H.email, 28],
      [H.subject, 36],
      [H.details, 60],
      [H.attachment, 10],
      [H.status, 12],
    ]),
  };
};

export const ujilabExportQuery: RequestExportQueryFn = (db, input) => {
  const t = ujilabRequests;
  const { sql: text, params } = db
    .select({
      code: t.trackingCode,
      at: t.createdAt,
      name: profiles.fullName,
      email: profiles.email,
      jenis: t.jenisUji,
      status: t.status,
    })
    .from(t)
    .innerJoin(profiles, eq(profiles.id, t.userId))
    .where(ujilabWhere(input))
    .orderBy(...requestOrder(t, input.sort))
    .toSQL();
  return {
    q: { sql: text, params },
    cols: columns([
      [H.code, 18],
      [H.submittedAt, 20],
      [H.name, 24],
      [H.email, 28],
      [H.testType, 14],
      [H.status, 12],
    ]),
  };
};

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
  const { q, cols } = query(db, input);
  return exportStream(pool, {
    query: q,
    columns: cols,
    format: input.format,
    filename: exportFilename(EXPORTS.files[kind]),
    sheet: EXPORTS.sheets[kind],
  });
}
