import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { laporTickets } from '../db/schema.ts';
import type { Env } from '../env.ts';
import { laporConfig } from './client.ts';

/** The job that sends one report to LAPOR! (send-report.ts); graphile-worker retries it with its exponential backoff. */
export const LAPOR_SUBMIT_TASK = 'lapor_submit';
/** The recurring job that reads LAPOR!'s answers on open tickets (poll-tickets.ts). */
export const LAPOR_POLL_TASK = 'lapor_poll';
/** Tries before a report is marked failed: graphile-worker waits e^n seconds after the n-th, about a day in all. */
const LAPOR_MAX_ATTEMPTS = 14;

/**
 * Queues a damage report for SP4N-LAPOR! in the transaction that made it public (moderate-damage-report.ts),
 * so that it is sent once that commits, and never lost (docs/decisions/066). Nothing while LAPOR! is off. A
 * report already queued, sent or waiting for a good token is not queued again; one LAPOR! gave up on
 * (failed) is, when a moderator makes it public again.
 */
export async function queueLaporReport(tx: Tx, env: Env, requestId: string): Promise<boolean> {
  if (!laporConfig(env)) return false;
  const [row] = await tx
    .insert(laporTickets)
    .values({ requestId })
    .onConflictDoUpdate({
      target: laporTickets.requestId,
      set: { state: 'pending', attempts: 0, lastError: null, queuedAt: sql`now()` },
      setWhere: eq(laporTickets.state, 'failed'),
    })
    .returning({ requestId: laporTickets.requestId });
  if (!row) return false;
  await enqueueLaporSubmit(tx, requestId);
  return true;
}

/** One job per report (its job key): a second add while the first waits replaces it instead of doubling it. */
async function enqueueLaporSubmit(tx: Db | Tx, requestId: string): Promise<void> {
  await tx.execute(
    sql`select graphile_worker.add_job(${LAPOR_SUBMIT_TASK}, json_build_object('id', ${requestId}::text),
      max_attempts => ${LAPOR_MAX_ATTEMPTS}, job_key => ${`${LAPOR_SUBMIT_TASK}:${requestId}`})`,
  );
}

/**
 * Reports LAPOR! refused the token for wait (state `unauthorised`): once the token works again, all of them
 * are sent. The poll tries the oldest one again each time it runs (poll-tickets.ts); its success sends the
 * rest (send-report.ts).
 */
export async function retryOneUnauthorised(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ requestId: laporTickets.requestId })
      .from(laporTickets)
      .where(eq(laporTickets.state, 'unauthorised'))
      .orderBy(laporTickets.queuedAt)
      .limit(1)
      .for('update', { skipLocked: true });
    if (!row) return false;
    await tx.update(laporTickets).set({ state: 'pending' }).where(eq(laporTickets.requestId, row.requestId));
    await enqueueLaporSubmit(tx, row.requestId);
    return true;
  });
}

/** After a send that worked, every report held back by a refused token is queued again. */
export async function requeueUnauthorised(tx: Tx): Promise<number> {
  const rows = await tx
    .update(laporTickets)
    .set({ state: 'pending' })
    .where(eq(laporTickets.state, 'unauthorised'))
    .returning({ requestId: laporTickets.requestId });
  for (const r of rows) await enqueueLaporSubmit(tx, r.requestId);
  return rows.length;
}
