import { eq } from 'drizzle-orm';
import { UUID_PATTERN } from '../../../shared/admin-schemas.ts';
import { OUTBOX } from '../../../shared/outbox-strings.ts';
import { assertCan, type Actor } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { auditLog, outboxMails } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { enqueueSend } from '../../mail/outbox.ts';

/** "Kirim ulang": the same message back to pending with a fresh job, audited. */
export async function resendMail({ db, actor, id }: { db: Db; actor: Actor; id: string }): Promise<void> {
  assertCan(actor, 'outbox.manage');
  if (!UUID_PATTERN.test(id)) throw new AppError('NOT_FOUND', OUTBOX.notFound);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(outboxMails)
      .set({ status: 'pending', attempts: 0, lastError: null, sentAt: null, transport: null })
      .where(eq(outboxMails.id, id))
      .returning({ id: outboxMails.id, to: outboxMails.toAddress });
    if (!row) throw new AppError('NOT_FOUND', OUTBOX.notFound);
    await enqueueSend(tx, row.id);
    await tx.insert(auditLog).values({ actorId: actor.id, action: 'mail.resend', target: row.id, details: { to: row.to } });
  });
}
