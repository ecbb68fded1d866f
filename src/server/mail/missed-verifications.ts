import { createEmailVerificationToken } from 'better-auth/api';
import { and, eq, sql } from 'drizzle-orm';
import { queueVerificationMail, VERIFICATION_LINK_SECONDS } from '../auth.ts';
import type { Db } from '../db/client.ts';
import { accounts, outboxMails, users } from '../db/schema.ts';

/** Accounts looked at per sweep; the next sweep takes the rest. */
const BATCH = 100;

/**
 * Queues the verification mail of every account that was committed without one (issue 34, item 3a):
 * better-auth commits the account first and calls our sendVerificationEmail after it, so a process or
 * database failing in between leaves an unverified account with no mail, and a new sign-up with the
 * address only warns the owner. Looked for among self-registered accounts (a password, no proof of the
 * address) of the last day, more than a minute old (the mail of a sign-up in progress is still on its way),
 * with no verification mail in the outbox. One sweeper at a time across the instances. Returns how many.
 */
export async function queueMissedVerifications(deps: { db: Db; baseUrl: string; secret: string }): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ ok: boolean }>(
      sql`select pg_try_advisory_xact_lock(hashtextextended('missed-verifications', 0)) as ok`,
    );
    if (!rows[0]?.ok) return 0;
    const missed = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(
        and(
          eq(users.emailVerified, false),
          sql`${users.createdAt} < now() - interval '1 minute'`,
          sql`${users.createdAt} > now() - interval '1 day'`,
          sql`exists (select 1 from ${accounts} where ${accounts.userId} = ${users.id} and ${accounts.providerId} = 'credential')`,
          sql`not exists (select 1 from ${outboxMails} where ${outboxMails.userId} = ${users.id} and ${outboxMails.kind} = 'verification')`,
        ),
      )
      .limit(BATCH);
    for (const user of missed) {
      // The token better-auth itself makes (api/routes/email-verification: sendVerificationEmailFn).
      const token = await createEmailVerificationToken(deps.secret, user.email, undefined, VERIFICATION_LINK_SECONDS, {
        userId: user.id,
      });
      await queueVerificationMail(tx, deps.baseUrl, user, token);
    }
    return missed.length;
  });
}
