import { eq, sql } from 'drizzle-orm';
import type { RequestExportQuery, RequestKind } from '../../../shared/admin-schemas.ts';
import { EXPORTS } from '../../../shared/export-strings.ts';
import { assertCan, type Actor } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { profiles, serviceRequests, sirekananRequests, ujilabRequests } from '../../db/schema.ts';
import { columnsInOrder, exportFilename, exportStream, type ExportColumn, type ExportQuery } from '../../exports/stream-export.ts';
import { requestOrder } from './request-filters.ts';
import { REQUEST_KIND_CONFIG } from './request-kinds.ts';
import { damageWhere } from './list-damage-reports.ts';
import { sirekananWhere } from './list-sirekanan-requests.ts';
import { ujilabWhere } from './list-ujilab-requests.ts';

const H = EXPORTS.headers;
const columns = columnsInOrder;

function query(db: Db, kind: RequestKind, input: RequestExportQuery): { q: ExportQuery; cols: ExportColumn[] } {
  if (kind === 'sirekanan') {
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
  }
  if (kind === 'ujilab') {
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
  }
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

/** "Unduh CSV" / "Unduh Excel": the rows the table shows with its current search and status, all pages. */
export function exportRequests({
  db,
  pool,
  actor,
  kind,
  input,
}: {
  db: Db;
  pool: import('pg').Pool;
  actor: Actor;
  kind: RequestKind;
  input: RequestExportQuery;
}) {
  assertCan(actor, REQUEST_KIND_CONFIG[kind].capability);
  const { q, cols } = query(db, kind, input);
  return exportStream(pool, {
    query: q,
    columns: cols,
    format: input.format,
    filename: exportFilename(EXPORTS.files[kind]),
    sheet: EXPORTS.sheets[kind],
  });
}
