import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { outboxMails } from '../db/schema.ts';
import type { RenderedMail } from './templates.ts';

/** The job that sends one outbox row; graphile-worker retries it with exponential backoff. */
export const SEND_MAIL_TASK = 'send_mail';
/** Tries before a mail is marked failed: the waits between them add up to about an hour and a half. */
const MAIL_MAX_ATTEMPTS = 8;

export type QueuedMail = RenderedMail & { kind: string; to: string; userId?: string | null; headers?: Record<string, string> };

/**
 * Writes the mail to the outbox and queues the job that sends it, in the caller's transaction: the
 * mail exists exactly when the change that caused it does (docs/decisions/016-mail-outbox.md).
 */
export async function queueMail(tx: Db | Tx, mail: QueuedMail): Promise<string> {
  const [row] = await tx
    .insert(outboxMails)
    .values({
      kind: mail.kind,
      toAddress: mail.to,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html,
      headers: mail.headers ?? {},
      userId: mail.userId ?? null,
    })
    .returning({ id: outboxMails.id });
  await enqueueSend(tx, row!.id);
  return row!.id;
}

/** Queues the job for an outbox row (again, for /admin/surel's "Kirim ulang"). */
export async function enqueueSend(tx: Db | Tx, id: string): Promise<void> {
  await tx.execute(
    sql`select graphile_worker.add_job(${SEND_MAIL_TASK}, json_build_object('id', ${id}::text), max_attempts => ${MAIL_MAX_ATTEMPTS})`,
  );
}
