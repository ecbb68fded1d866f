import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { whatsappMessages } from '../db/schema.ts';
import { WhatsAppSendError, type WhatsAppSender } from './sender.ts';

/**
 * Sends one queued WhatsApp message, once (docs/decisions/059). The row is locked for the send and
 * only a pending row is sent, so a second job for the same message (a duplicate, a retry racing
 * another instance) sends nothing. A failure is recorded on the row: a final one (a 4xx the Cloud
 * API will not change its mind about) marks it failed and is not retried; any other is thrown after
 * the commit, so that graphile-worker tries again later, until the last try marks it failed.
 */
export async function sendWhatsAppMessage(deps: { db: Db; sender: WhatsAppSender }, id: string, attempt: { last: boolean }): Promise<void> {
  let retry: unknown = null;
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(whatsappMessages)
      .where(and(eq(whatsappMessages.id, id), eq(whatsappMessages.status, 'pending')))
      .for('update', { skipLocked: true });
    if (!row) return;
    try {
      const { providerId } = await deps.sender.sendTemplate({
        to: row.toPhone,
        template: row.template,
        language: row.language,
        params: row.params,
        reference: row.id,
      });
      await tx
        .update(whatsappMessages)
        .set({ status: 'sent', providerId, sentAt: new Date(), attempts: sql`${whatsappMessages.attempts} + 1`, lastError: null })
        .where(eq(whatsappMessages.id, id));
    } catch (err) {
      const final = err instanceof WhatsAppSendError && err.final;
      await tx
        .update(whatsappMessages)
        .set({
          attempts: sql`${whatsappMessages.attempts} + 1`,
          lastError: String(err instanceof Error ? err.message : err).slice(0, 500),
          status: final || attempt.last ? 'failed' : 'pending',
          ...(final || attempt.last ? { statusAt: new Date() } : {}),
        })
        .where(eq(whatsappMessages.id, id));
      if (!final && !attempt.last) retry = err;
    }
  });
  if (retry) throw retry;
}
