import { and, ne, sql } from 'drizzle-orm';
import type { MailKind } from '../../shared/outbox-schemas.ts';
import { OUTBOX } from '../../shared/outbox-strings.ts';
import type { Db, Tx } from '../db/client.ts';
import { outboxMails } from '../db/schema.ts';
import type { RenderedMail } from './templates.ts';

/** The job that sends one outbox row; graphile-worker retries it with exponential backoff. */
export const SEND_MAIL_TASK = 'send_mail';
/** Tries before a mail is marked failed: the waits between them add up to about an hour and a half. */
const MAIL_MAX_ATTEMPTS = 8;

/**
 * How many mails one address gets (issue 33, item 4; docs/decisions/046): every kind together per
 * hour and per day, and fewer of the kinds a visitor can ask for with nothing but the address (a
 * verification, a password reset, a confirmation link). Counted in PostgreSQL, so every instance
 * shares the count.
 */
export const MAIL_LIMITS = { perHour: 30, perDay: 100, askedPerHour: 5, askedPerDay: 10 } as const;

export type QueuedMail = RenderedMail & { kind: MailKind; to: string; userId?: string | null; headers?: Record<string, string> };

/** The kinds anyone can make the portal send by typing an address (sign-up, "Lupa kata sandi", a report's e-mail, "Ikuti laporan"). */
const ASKED_KINDS: readonly MailKind[] = ['verification', 'password_reset', 'address_confirmation', 'area_alert_confirmation'];

/**
 * Writes the mail to the outbox and queues the job that sends it, in the caller's transaction: the
 * mail exists exactly when the change that caused it does (docs/decisions/016-mail-outbox.md). Past
 * the address's limit (MAIL_LIMITS) the row is still written, as 'held' with the reason, and no job
 * is queued: /admin/surel shows it and a super admin may still send it with "Kirim ulang".
 */
export async function queueMail(tx: Db | Tx, mail: QueuedMail): Promise<string> {
  const held = await overLimit(tx, mail);
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
      ...(held ? { status: 'held' as const, lastError: OUTBOX.heldReason(held) } : {}),
    })
    .returning({ id: outboxMails.id });
  if (!held) await enqueueSend(tx, row!.id);
  return row!.id;
}

/** Which limit this mail would pass, in words for the outbox, or null when it may go. */
async function overLimit(tx: Db | Tx, mail: QueuedMail): Promise<string | null> {
  const to = mail.to.toLowerCase();
  // Two transactions mailing one address at once take turns, so that both cannot pass the count.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`mail-limit:${to}`}, 0))`);
  const asked = ASKED_KINDS.includes(mail.kind);
  const [counts] = (await tx
    .select({
      hour: sql<number>`count(*) filter (where ${outboxMails.createdAt} > now() - interval '1 hour')::int`,
      day: sql<number>`count(*)::int`,
      askedHour: sql<number>`count(*) filter (where ${outboxMails.kind} = ${mail.kind} and ${outboxMails.createdAt} > now() - interval '1 hour')::int`,
      askedDay: sql<number>`count(*) filter (where ${outboxMails.kind} = ${mail.kind})::int`,
    })
    .from(outboxMails)
    .where(
      and(
        sql`lower(${outboxMails.toAddress}) = ${to}`,
        sql`${outboxMails.createdAt} > now() - interval '1 day'`,
        ne(outboxMails.status, 'held'),
      ),
    )) as [{ hour: number; day: number; askedHour: number; askedDay: number }];
  const L = MAIL_LIMITS;
  if (asked && counts.askedHour >= L.askedPerHour) return `${L.askedPerHour} email sejenis dalam satu jam`;
  if (asked && counts.askedDay >= L.askedPerDay) return `${L.askedPerDay} email sejenis dalam sehari`;
  if (counts.hour >= L.perHour) return `${L.perHour} email dalam satu jam`;
  if (counts.day >= L.perDay) return `${L.perDay} email dalam sehari`;
  return null;
}

/** Queues the job for an outbox row (again, for /admin/surel's "Kirim ulang"). */
export async function enqueueSend(tx: Db | Tx, id: string): Promise<void> {
  await tx.execute(
    sql`select graphile_worker.add_job(${SEND_MAIL_TASK}, json_build_object('id', ${id}::text), max_attempts => ${MAIL_MAX_ATTEMPTS})`,
  );
}
