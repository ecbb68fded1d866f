// The portal heals itself from a database outage (issue 34) and tells the super admins what happened:
// an office that cannot call anyone at night should find, in the morning, an e-mail that says when
// the database was away, for how long, and that nothing needs doing.
import { and, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../../db/client.ts';
import { databaseReachable } from '../../db/reachable.ts';
import { profiles, systemIncidents } from '../../db/schema.ts';
import { outageMail } from '../../mail/templates.ts';
import { queueMail } from '../../mail/outbox.ts';

/** Shorter blips (one connection reset, a query that failed over) are not worth a super admin's e-mail. */
const MIN_OUTAGE_MS = 3_000;
/** An outage seen by several processes, or one that comes back within a minute, is one incident. */
const SAME_INCIDENT_MS = 60_000;
/** How often a process that saw the database go away asks whether it is back. */
const PROBE_MS = 1_000;

export type Outage = { startedAt: Date; endedAt: Date; detail?: string | undefined };

export type OutageWatch = {
  /** A request or a job found PostgreSQL unreachable: watch for its return (idempotent). */
  noticed: () => void;
  /** An outage another part saw (the primary restarting the embedded database): record it. */
  record: (outage: Outage) => Promise<void>;
  /** Whether the database is away, or came back less than 10 s ago (a failure then is most likely the outage's). */
  recently: () => boolean;
  stop: () => void;
};

/**
 * One per serving process. Costs nothing while the database answers: it probes (SELECT 1, once a
 * second) only after something failed for want of it, and stops when it answers again.
 */
export function createOutageWatch(db: Db, log: Pick<Logger, 'warn' | 'info' | 'error'>, baseUrl: string): OutageWatch {
  let since: Date | undefined;
  let backAt = 0;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const record = async (outage: Outage) => {
    try {
      await recordOutage(db, outage, baseUrl);
    } catch (err) {
      log.error({ err }, 'the outage could not be recorded');
    }
  };
  const probe = async () => {
    timer = undefined;
    if (stopped || !since) return;
    if (!(await databaseReachable(db, 2_000))) {
      timer = setTimeout(() => void probe(), PROBE_MS).unref();
      return;
    }
    const outage = { startedAt: since, endedAt: new Date() };
    since = undefined;
    backAt = Date.now();
    log.info({ seconds: Math.round((outage.endedAt.getTime() - outage.startedAt.getTime()) / 1000) }, 'database reachable again');
    await record(outage);
  };
  return {
    noticed: () => {
      if (since || stopped) return;
      since = new Date();
      log.warn('database unreachable: answering 503 until it is back');
      timer = setTimeout(() => void probe(), PROBE_MS).unref();
    },
    record,
    recently: () => !!since || Date.now() - backAt < 10_000,
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
  };
}

/**
 * Records an outage once however many processes report it: the first report inserts the row and
 * mails every active super admin; a later one of the same outage only widens the row's times.
 */
export async function recordOutage(db: Db, outage: Outage, baseUrl: string): Promise<'mailed' | 'merged' | 'recorded' | 'too short'> {
  if (outage.endedAt.getTime() - outage.startedAt.getTime() < MIN_OUTAGE_MS && !outage.detail) return 'too short';
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('system_incidents', 0))`);
    const [same] = await tx
      .select({ id: systemIncidents.id })
      .from(systemIncidents)
      .where(
        and(
          eq(systemIncidents.kind, 'database_unavailable'),
          gte(systemIncidents.endedAt, new Date(outage.startedAt.getTime() - SAME_INCIDENT_MS)),
          sql`${systemIncidents.startedAt} <= ${new Date(outage.endedAt.getTime() + SAME_INCIDENT_MS)}`,
        ),
      )
      .limit(1);
    if (same) {
      await tx
        .update(systemIncidents)
        .set({
          startedAt: sql`least(${systemIncidents.startedAt}, ${outage.startedAt})`,
          endedAt: sql`greatest(${systemIncidents.endedAt}, ${outage.endedAt})`,
          detail: sql`coalesce(${systemIncidents.detail}, ${outage.detail ?? null})`,
        })
        .where(eq(systemIncidents.id, same.id));
      return 'merged';
    }
    // A database that keeps failing is told once an hour, not once a restart: the rows keep the count.
    const [mailedLately] = await tx
      .select({ id: systemIncidents.id })
      .from(systemIncidents)
      .where(gte(systemIncidents.createdAt, sql`now() - interval '1 hour'`))
      .limit(1);
    await tx.insert(systemIncidents).values({ kind: 'database_unavailable', ...outage, detail: outage.detail ?? null });
    if (mailedLately) return 'recorded';
    const admins = await tx
      .select({ id: profiles.id, email: profiles.email, fullName: profiles.fullName })
      .from(profiles)
      .where(and(eq(profiles.role, 'super_admin'), isNull(profiles.deactivatedAt)));
    for (const admin of admins) {
      await queueMail(tx, {
        kind: 'system_incident',
        to: admin.email,
        userId: admin.id,
        ...outageMail({
          name: admin.fullName,
          ...outage,
          restarted: outage.detail === 'embedded_restarted',
          outboxUrl: `${baseUrl}/admin/surel`,
        }),
      });
    }
    return 'mailed';
  });
}
