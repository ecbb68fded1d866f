import { eq, sql } from 'drizzle-orm';
import { UUID_PATTERN, type ContactMessageItem } from '../../../shared/admin-schemas.ts';
import { ADMIN } from '../../../shared/admin-strings.ts';
import { assertCan, type Actor } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { contactMessages as t } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { toMessageItem } from './list-contact-messages.ts';

/** Marks a message read (keeping the first read time) or unread again. */
export async function markContactMessage({
  db,
  actor,
  id,
  read,
}: {
  db: Db;
  actor: Actor;
  id: string;
  read: boolean;
}): Promise<ContactMessageItem> {
  assertCan(actor, 'contact-inbox.manage');
  if (!UUID_PATTERN.test(id)) throw new AppError('NOT_FOUND', ADMIN.inbox.notFound);
  const [row] = await db
    .update(t)
    .set({ readAt: read ? sql`coalesce(${t.readAt}, now())` : null })
    .where(eq(t.id, id))
    .returning();
  if (!row) throw new AppError('NOT_FOUND', ADMIN.inbox.notFound);
  return toMessageItem(row);
}
