import { desc, isNull } from 'drizzle-orm';
import type { ContactMessageItem, InboxListQuery, InboxPage } from '../../../shared/admin-schemas.ts';
import { assertCan, type Actor } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { contactMessages as t } from '../../db/schema.ts';
import { pageOf } from '../../db/page-of.ts';

export const toMessageItem = (r: typeof t.$inferSelect): ContactMessageItem => ({
  id: r.id,
  name: r.name,
  email: r.email,
  subject: r.subject,
  message: r.message,
  createdAt: r.createdAt.toISOString(),
  readAt: r.readAt?.toISOString() ?? null,
});

/** "Semua" or "Belum dibaca": the inbox's filter, shared with its export. */
export const inboxWhere = (filter: InboxListQuery['filter']) => (filter === 'unread' ? isNull(t.readAt) : undefined);

/** DECISIONS.md rule 18: the super admin's inbox of contact-form messages, newest first. */
export async function listContactMessages({ db, actor, input }: { db: Db; actor: Actor; input: InboxListQuery }): Promise<InboxPage> {
  assertCan(actor, 'contact-inbox.manage');
  const where = inboxWhere(input.filter);
  const [rows, total, unread] = await Promise.all([
    pageOf(db.select().from(t).where(where).orderBy(desc(t.createdAt), desc(t.id)).$dynamic(), input),
    db.$count(t, where),
    db.$count(t, isNull(t.readAt)),
  ]);
  return { items: rows.map(toMessageItem), total, unread, page: input.page, pageSize: input.pageSize };
}
