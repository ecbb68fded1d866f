import { desc, sql } from 'drizzle-orm';
import type { InboxExportQuery } from '../../../shared/admin-schemas.ts';
import { EXPORTS } from '../../../shared/export-strings.ts';
import { contactMessages as t } from '../../db/schema.ts';
import { tableExport } from '../../exports/stream-export.ts';
import { inboxWhere } from './list-contact-messages.ts';

const H = EXPORTS.headers;

/** "Unduh CSV" / "Unduh Excel" of the contact inbox, all or unread only, newest first. */
export const exportContactMessages = tableExport({
  query: (rows, input: InboxExportQuery) => rows.from(t).where(inboxWhere(input.filter)).orderBy(desc(t.createdAt), desc(t.id)),
  fields: {
    at: [t.createdAt, H.receivedAt, 20],
    name: [t.name, H.sender, 24],
    email: [t.email, H.email, 28],
    subject: [t.subject, H.subject, 32],
    message: [t.message, H.message, 60],
    read: [sql`case when ${t.readAt} is null then ${EXPORTS.no} else ${EXPORTS.yes} end`, H.read, 12],
  },
  name: 'contact-inbox',
  capability: 'contact-inbox.manage',
});
