import { desc, sql } from 'drizzle-orm';
import type { InboxExportQuery } from '../../../shared/admin-schemas.ts';
import { EXPORTS } from '../../../shared/export-strings.ts';
import { assertCan, type Actor } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { contactMessages as t } from '../../db/schema.ts';
import { exportFilename, exportStream, fieldExport, type ExportField } from '../../exports/stream-export.ts';
import { inboxWhere } from './list-contact-messages.ts';

const H = EXPORTS.headers;

/** "Unduh CSV" / "Unduh Excel" of the contact inbox, all or unread only, newest first. */
export function exportContactMessages({
  db,
  pool,
  actor,
  input,
}: {
  db: Db;
  pool: import('pg').Pool;
  actor: Actor;
  input: InboxExportQuery;
}) {
  assertCan(actor, 'contact-inbox.manage');
  const fields = {
    at: [t.createdAt, H.receivedAt, 20],
    name: [t.name, H.sender, 24],
    email: [t.email, H.email, 28],
    subject: [t.subject, H.subject, 32],
    message: [t.message, H.message, 60],
    read: [sql`case when ${t.readAt} is null then ${EXPORTS.no} else ${EXPORTS.yes} end`, H.read, 12],
  } satisfies Record<string, ExportField>;
  return exportStream(pool, {
    ...fieldExport(fields, (select) => db.select(select).from(t).where(inboxWhere(input.filter)).orderBy(desc(t.createdAt), desc(t.id))),
    format: input.format,
    filename: exportFilename(EXPORTS.files['contact-inbox']),
    sheet: EXPORTS.sheets['contact-inbox'],
  });
}
