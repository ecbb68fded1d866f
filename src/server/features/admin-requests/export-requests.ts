import type { RequestExportQuery, RequestKind } from '../../../shared/admin-schemas.ts';
import { EXPORTS } from '../../../shared/export-strings.ts';
import { assertCan, type Actor } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { exportFilename, exportStream } from '../../exports/stream-export.ts';
import type { RequestExportQueryFn } from '../../requests/request-export.ts';
import { REQUEST_KIND_CONFIG } from '../../requests/request-kinds.ts';

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
