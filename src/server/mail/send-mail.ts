import { and, eq, sql } from 'drizzle-orm';
import type { Bucket } from '../../shared/constants.ts';
import type { Db } from '../db/client.ts';
import { outboxMails } from '../db/schema.ts';
import type { BlobStore } from '../storage/blob-store.ts';
import type { MailTransport } from './transport.ts';

export type SendMailDeps = { db: Db; store: BlobStore; transport: MailTransport };

/**
 * Sends one outbox row, once. The row is locked for the send, so two jobs for the same mail (a
 * "Kirim ulang" while a retry is due) cannot both send it; a sent row is left alone. On failure
 * the row keeps the error and the job is retried, until the last try marks it failed.
 */
export async function sendOutboxMail(deps: SendMailDeps, id: string, attempt: { number: number; last: boolean }): Promise<void> {
  const { db, transport } = deps;
  let failure: unknown = null;
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(outboxMails)
      .where(and(eq(outboxMails.id, id), eq(outboxMails.status, 'pending')))
      .for('update', { skipLocked: true });
    if (!row) return;
    try {
      const attachments = await Promise.all(
        row.attachments.map(async (a) => {
          const object = await deps.store.get(a.bucket as Bucket, a.key);
          if (!object) throw new Error(`attachment ${a.bucket}/${a.key} is missing`);
          const content = Buffer.from(await new Response(object.body).arrayBuffer());
          return { filename: a.filename, contentType: a.contentType, content };
        }),
      );
      await transport.send({
        to: row.toAddress,
        subject: row.subject,
        text: row.textBody,
        html: row.htmlBody,
        headers: row.headers,
        attachments,
      });
    } catch (err) {
      failure = err;
      await tx
        .update(outboxMails)
        .set({
          attempts: sql`${outboxMails.attempts} + 1`,
          lastError: String(err instanceof Error ? err.message : err).slice(0, 500),
          status: attempt.last ? 'failed' : 'pending',
        })
        .where(eq(outboxMails.id, id));
      return;
    }
    await tx
      .update(outboxMails)
      .set({ status: 'sent', transport: transport.kind, sentAt: new Date(), attempts: sql`${outboxMails.attempts} + 1`, lastError: null })
      .where(eq(outboxMails.id, id));
  });
  // Thrown after the commit, so the error is recorded and graphile-worker schedules the next try.
  if (failure && !attempt.last) throw failure;
}
