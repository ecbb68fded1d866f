import { desc, sql } from 'drizzle-orm';
import type { InboxExportQuery } from '../../../shared/admin-schemas.ts';
import { EXPORTS } from '../../../shared/export-strings.ts';
import { assertCan, type Actor } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { contactMessages as t } from '../../db/schema.ts';
import { columnsInOrder, exportFilename, exportStream } from '../../exports/stream-export.ts';
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
  const { sql: text, params } = db
    .select({
      at: t.createdAt,
      name: t.name,
      email: t.email,
      subject: t.subject,
      message: t.message,
      read: sql`case when ${t.readAt} is null then ${EXPORTS.no} else ${EXPORTS.yes} end`,
    })
    .from(t)
    .where(inboxWhere(input.filter))
    .orderBy(desc(t.createdAt), desc(t.id))
    .toSQL();
  return exportStream(pool, {
    query: { sql: text, params },
    columns: columnsInOrder([
      [H.receivedAt, 20],
      [H.sender, 24],
      [H.email, 28],
      [H.subject, 32],
      [H.message, 60],
      [H.read, 12],
    ]),
    format: input.format,
    filename: exportFilename(EXPORTS.files['contact-inbox']),
    sheet: EXPORTS.sheets['contact-inbox'],
  });
}
