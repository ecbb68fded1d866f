import { eq } from 'drizzle-orm';
import type { ContactMessage } from '../../../shared/contact-schemas.ts';
import type { Actor } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { contactMessages } from '../../db/schema.ts';
import { insertedRow, submitOnce } from '../../http/idempotency.ts';

/**
 * DECISIONS.md rule 18: the message is stored for the super admins' inbox. Anyone may send one
 * (ARCHITECTURE.md §5), so there is no capability to check. A resend with the same
 * Idempotency-Key answers with the message that key already stored.
 */
export async function sendContactMessage({
  db,
  actor,
  input,
  idempotencyKey,
}: {
  db: Db;
  actor: Actor;
  input: ContactMessage;
  idempotencyKey: string | null;
}): Promise<{ id: string }> {
  const columns = { id: contactMessages.id, userId: contactMessages.userId };
  const row = await submitOnce({
    key: idempotencyKey,
    actor,
    find: async (k) => (await db.select(columns).from(contactMessages).where(eq(contactMessages.idempotencyKey, k)).limit(1))[0],
    create: async () =>
      insertedRow(
        await db
          .insert(contactMessages)
          .values({ ...input, userId: actor?.id ?? null, idempotencyKey })
          .onConflictDoNothing({ target: contactMessages.idempotencyKey })
          .returning(columns),
      ),
  });
  return { id: row.id };
}
