// The morning mail to the super admins (issue 37, item 3): sent only when something needs them, so that an
// office which gets it reads it. The same warnings as /admin/sistem, plus the database's outages of the day.
import { and, eq, sql } from 'drizzle-orm';
import { SYSTEM } from '../../../shared/system-strings.ts';
import type { Deps } from '../../context.ts';
import { outboxMails } from '../../db/schema.ts';
import { queueMail } from '../../mail/outbox.ts';
import { activeSuperAdmins } from '../../mail/super-admins.ts';
import { dailyDigestMail } from '../../mail/templates.ts';
import { readSystemStatus } from './get-system-status.ts';

/** The job that sends it; jobs/runner.ts runs it each morning at 07:00 WITA (23:00 UTC). */
export const DAILY_DIGEST_TASK = 'daily_digest';
const DAILY_DIGEST_MAIL_KIND = 'system_digest';
/**
 * The WITA day a digest is of, on its outbox row: what makes a second run of the same day (a retry, a
 * run by hand, two instances) queue nothing. A header because the outbox has no column for it; it is
 * harmless in the sent mail.
 */
const DAY_HEADER = 'X-Portal-Digest-Day';

const WITA_MS = 8 * 3600_000;
const DAY_MS = 86_400_000;

export type DigestResult = { queued: number; reason?: 'all-well' | 'already-sent' | 'database-down' };

/**
 * Reads the portal's status as /admin/sistem does (no actor: no one asks for this mail) and, when there is
 * a warning or the database was away in the last 24 hours, queues one mail per active super admin, once
 * per WITA day.
 */
export async function sendDailyDigest(deps: Pick<Deps, 'db' | 'pool' | 'env'>, now: Date): Promise<DigestResult> {
  const status = await readSystemStatus(deps);
  // Nothing can be queued without the database; the outage is told by its own mail when it ends (issue 34).
  if (!status.database.up) return { queued: 0, reason: 'database-down' };
  const incidents = status.incidents
    .filter((i) => now.getTime() - Date.parse(i.endedAt) < DAY_MS)
    .map((i) => ({ startedAt: new Date(i.startedAt), endedAt: new Date(i.endedAt) }));
  if (status.warnings.length === 0 && incidents.length === 0) return { queued: 0, reason: 'all-well' };

  const day = new Date(now.getTime() + WITA_MS).toISOString().slice(0, 10);
  const latest = status.backups.items[0];
  return deps.db.transaction(async (tx) => {
    // Two runs of the same morning take turns, so that the second sees the first's rows.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${DAILY_DIGEST_TASK}, 0))`);
    const [sent] = await tx
      .select({ id: outboxMails.id })
      .from(outboxMails)
      .where(and(eq(outboxMails.kind, DAILY_DIGEST_MAIL_KIND), sql`${outboxMails.headers} ->> ${DAY_HEADER} = ${day}`))
      .limit(1);
    if (sent) return { queued: 0, reason: 'already-sent' as const };
    const admins = await activeSuperAdmins(tx);
    for (const admin of admins) {
      await queueMail(tx, {
        kind: DAILY_DIGEST_MAIL_KIND,
        to: admin.email,
        userId: admin.id,
        headers: { [DAY_HEADER]: day },
        ...dailyDigestMail({
          name: admin.fullName,
          day: now,
          warnings: status.warnings.map((w) => SYSTEM.warnings[w]),
          backupError: latest?.status === 'failed' ? latest.error : null,
          incidents,
          systemUrl: `${deps.env.baseUrl}/admin/sistem`,
        }),
      });
    }
    return { queued: admins.length };
  });
}
