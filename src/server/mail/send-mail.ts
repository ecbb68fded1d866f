import { and, eq, sql } from 'drizzle-orm';
import type { Bucket } from '../../shared/constants.ts';
import type { Db } from '../db/client.ts';
import { outboxMails } from '../db/schema.ts';
import type { BlobStore } from '../storage/blob-store.ts';
import type { MailTransport } from './transport.ts';

export type SendMailDeps = { db: Db; store: BlobStore; transport: MailTransport };

type SentMark = { transport: MailTransport['kind']; sentAt: Date; writing: boolean };

/**
 * Mails the SMTP server has accepted whose 'sent' this process could not write yet (the database went
 * away between the acceptance and the commit), by outbox id. Kept until written, and read before
 * every send: a database that goes away after the send never makes this process send the mail again
 * (issue 34, item 3; docs/decisions/050).
 */
const sentMarks = new Map<string, SentMark>();
const MARK_RETRY_MS = { first: 500, max: 10_000 };

/**
 * Sends one outbox row, once. The row is locked for the send, so two jobs for the same mail (a
 * "Kirim ulang" while a retry is due) cannot both send it; a sent row is left alone. On failure
 * the row keeps the error and the job is retried, until the last try marks it failed.
 */
export async function sendOutboxMail(deps: SendMailDeps, id: string, attempt: { number: number; last: boolean }): Promise<void> {
  const { db, transport } = deps;
  if (sentMarks.has(id)) return void writeSentMark(db, id);
  let failure: unknown = null;
  let accepted = false;
  try {
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
      accepted = true;
      sentMarks.set(id, { transport: transport.kind, sentAt: new Date(), writing: true });
      await tx.update(outboxMails).set(sentValues(transport.kind, new Date())).where(eq(outboxMails.id, id));
    });
  } catch (err) {
    if (!accepted) throw err;
    // The SMTP server has the mail; only its 'sent' is missing. Kept here and written when the database answers.
    const mark = sentMarks.get(id);
    if (mark) mark.writing = false;
    void writeSentMark(db, id);
    return;
  }
  if (accepted) sentMarks.delete(id);
  // Thrown after the commit, so the error is recorded and graphile-worker schedules the next try.
  if (failure && !attempt.last) throw failure;
}

const sentValues = (kind: MailTransport['kind'], sentAt: Date) => ({
  status: 'sent' as const,
  transport: kind,
  sentAt,
  attempts: sql`${outboxMails.attempts} + 1`,
  lastError: null,
});

/** Writes a kept 'sent' mark, again with a growing wait until the database takes it; one writer per mail. */
async function writeSentMark(db: Db, id: string, wait = MARK_RETRY_MS.first): Promise<void> {
  const mark = sentMarks.get(id);
  if (!mark || mark.writing) return;
  mark.writing = true;
  try {
    await db.update(outboxMails).set(sentValues(mark.transport, mark.sentAt)).where(eq(outboxMails.id, id));
    sentMarks.delete(id);
  } catch {
    mark.writing = false;
    setTimeout(() => void writeSentMark(db, id, Math.min(wait * 2, MARK_RETRY_MS.max)), wait).unref();
  }
}
