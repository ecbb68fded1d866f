import type { ContactMessage } from '../../../shared/contact-schemas.ts';
import type { Db } from '../../db/client.ts';
import { contactMessages } from '../../db/schema.ts';

/**
 * DECISIONS.md rule 18: the message is stored for the super admins' inbox. Anyone may send one
 * (ARCHITECTURE.md §5), so there is no capability to check.
 */
export async function sendContactMessage({ db, input }: { db: Db; input: ContactMessage }): Promise<{ id: string }> {
  const [row] = await db.insert(contactMessages).values(input).returning({ id: contactMessages.id });
  return { id: row!.id };
}
