import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { likePattern, UUID_PATTERN } from '../../../shared/admin-schemas.ts';
import type { OutboxItem, OutboxListQuery, OutboxMessage, OutboxPage } from '../../../shared/outbox-schemas.ts';
import { OUTBOX } from '../../../shared/outbox-strings.ts';
import { assertCan, type Actor, type Deps } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import { outboxMails as t } from '../../db/schema.ts';
import { pageOf } from '../../db/page-of.ts';
import { AppError } from '../../http/errors.ts';

const toItem = (r: typeof t.$inferSelect): OutboxItem => ({
  id: r.id,
  kind: r.kind,
  to: r.toAddress,
  subject: r.subject,
  status: r.status,
  transport: r.transport === 'smtp' || r.transport === 'log' ? r.transport : null,
  attempts: r.attempts,
  lastError: r.lastError,
  createdAt: r.createdAt.toISOString(),
  sentAt: r.sentAt?.toISOString() ?? null,
});

/** /admin/surel: every e-mail, newest first; q finds a recipient, status narrows. */
export async function listOutbox({
  deps: { db, env },
  actor,
  input,
}: {
  deps: Deps;
  actor: Actor;
  input: OutboxListQuery;
}): Promise<OutboxPage> {
  assertCan(actor, 'outbox.manage');
  const conditions: SQL[] = [];
  if (input.q) conditions.push(sql`lower(${t.toAddress}) like ${`%${likePattern(input.q.toLowerCase())}%`}`);
  if (input.status) conditions.push(eq(t.status, input.status));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, total] = await Promise.all([
    pageOf(db.select().from(t).where(where).orderBy(desc(t.createdAt), desc(t.id)).$dynamic(), input),
    db.$count(t, where),
  ]);
  return { items: rows.map(toItem), total, page: input.page, pageSize: input.pageSize, smtp: !!env.SMTP_URL };
}

// A link's token in the text or the HTML (where `&` is `&amp;`): `token=` of a reset, invitation or
// verification link, `t=` of an address confirmation or an unsubscribe link.
const TOKEN_IN_LINK = /([?&](?:amp;)?(?:token|t)=)[^&\s"'<>]+/g;
const withoutTokens = (body: string) => body.replace(TOKEN_IN_LINK, `$1${OUTBOX.hiddenToken}`);

/**
 * One message as it was sent: the plain text and the HTML. With a mail server (SMTP_URL) its links'
 * tokens are hidden (issue 33: a reset or invitation link read here would let the reader set someone
 * else's password); "Kirim ulang" still sends the mail whole, to its addressee only. Without one the
 * outbox is how mail is delivered (README), so the links are shown.
 */
export async function getOutboxMessage({ db, env, actor, id }: { db: Db; env: Env; actor: Actor; id: string }): Promise<OutboxMessage> {
  assertCan(actor, 'outbox.manage');
  if (!UUID_PATTERN.test(id)) throw new AppError('NOT_FOUND', OUTBOX.notFound);
  const [row] = await db.select().from(t).where(eq(t.id, id));
  if (!row) throw new AppError('NOT_FOUND', OUTBOX.notFound);
  const shown = env.SMTP_URL ? withoutTokens : (body: string) => body;
  return { ...toItem(row), text: shown(row.textBody), html: shown(row.htmlBody) };
}
