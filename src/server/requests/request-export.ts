import type { PgColumn } from 'drizzle-orm/pg-core';
import type { RequestExportQuery } from '../../shared/admin-schemas.ts';
import { EXPORTS } from '../../shared/export-strings.ts';
import type { Db } from '../db/client.ts';
import type { ExportColumn, ExportField, ExportQuery } from '../exports/stream-export.ts';

const H = EXPORTS.headers;

/** What a request table downloads with its current search and filters: the query and the file's columns (fieldExport). */
export type RequestExportQueryFn = (db: Db, input: RequestExportQuery) => { query: ExportQuery; columns: ExportColumn[] };

/** Every request table's download opens with the code and the day it came and ends with the status; `own` is the service's fields between. */
export const requestExportFields = (
  t: { trackingCode: PgColumn; createdAt: PgColumn; status: PgColumn },
  own: Record<string, ExportField>,
): Record<string, ExportField> => ({
  code: [t.trackingCode, H.code, 18],
  at: [t.createdAt, H.submittedAt, 20],
  ...own,
  status: [t.status, H.status, 12],
});
