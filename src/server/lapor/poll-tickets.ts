import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../db/client.ts';
import { laporTickets, laporUpdates, serviceRequests, statusChanges } from '../db/schema.ts';
import { historyNoteOf, isFinalLaporStatus, LaporError, type LaporClient, type LaporStatus } from './client.ts';
import { retryOneUnauthorised } from './queue.ts';

/** Tickets asked about per run (the least recently asked first); the rest wait for the next run. */
const POLL_BATCH = 200;

/**
 * Writes what LAPOR! answered on one ticket into the report's history: each answer LAPOR! has not told us
 * before becomes a row of status_changes with its public note (the report's own status unchanged), once:
 * lapor_updates remembers it, in the same transaction. Then the ticket's last LAPOR! status; a final one
 * (selesai, diarsipkan) ends the polling.
 */
async function writeAnswer(db: Db, requestId: string, answer: LaporStatus): Promise<number> {
  return db.transaction(async (tx) => {
    const [ticket] = await tx
      .select({ sentAt: laporTickets.sentAt, status: serviceRequests.status })
      .from(laporTickets)
      .innerJoin(serviceRequests, eq(serviceRequests.id, laporTickets.requestId))
      .where(and(eq(laporTickets.requestId, requestId), eq(laporTickets.state, 'sent')))
      .for('update', { of: laporTickets, skipLocked: true });
    if (!ticket) return 0;
    const now = new Date();
    const updates = [...answer.updates].sort((a, b) => (a.at?.getTime() ?? 0) - (b.at?.getTime() ?? 0));
    let written = 0;
    for (const update of updates) {
      const [fresh] = await tx
        .insert(laporUpdates)
        .values({ requestId, updateId: update.id, laporStatus: update.status })
        .onConflictDoNothing()
        .returning({ id: laporUpdates.updateId });
      if (!fresh) continue;
      // When LAPOR! says it happened, but never before the report went to LAPOR! nor in the future.
      const at = update.at && update.at < now ? (ticket.sentAt && update.at < ticket.sentAt ? ticket.sentAt : update.at) : now;
      await tx.insert(statusChanges).values({
        requestTable: 'service_requests',
        requestId,
        actorId: null,
        fromStatus: ticket.status,
        toStatus: ticket.status,
        publicNote: historyNoteOf(update),
        changedAt: at,
      });
      written++;
    }
    await tx
      .update(laporTickets)
      .set({
        laporStatus: answer.status,
        polledAt: sql`now()`,
        lastError: null,
        ...(isFinalLaporStatus(answer.status) ? { closedAt: sql`now()` } : {}),
      })
      .where(eq(laporTickets.requestId, requestId));
    return written;
  });
}

/**
 * The recurring LAPOR! job (docs/decisions/066): asks LAPOR! about every open ticket and writes its new
 * answers into the reports' histories. A refused token stops the run (the next one tries again); a ticket
 * LAPOR! does not know, or a failed answer, is noted on the ticket and asked about again next time. Also
 * tries again one report held back by a refused token, so that a token put right sends them all.
 */
export async function pollLaporTickets(deps: { db: Db; client: LaporClient; log?: Logger }): Promise<{ polled: number; written: number }> {
  await retryOneUnauthorised(deps.db);
  const open = await deps.db
    .select({ requestId: laporTickets.requestId, ticket: laporTickets.ticket })
    .from(laporTickets)
    .where(and(eq(laporTickets.state, 'sent'), isNull(laporTickets.closedAt)))
    .orderBy(sql`${laporTickets.polledAt} asc nulls first`, asc(laporTickets.sentAt))
    .limit(POLL_BATCH);
  let polled = 0;
  let written = 0;
  for (const { requestId, ticket } of open) {
    if (!ticket) continue;
    let answer: LaporStatus;
    try {
      answer = await deps.client.status(ticket);
    } catch (err) {
      const message = String(err instanceof Error ? err.message : err).slice(0, 500);
      if (err instanceof LaporError && err.kind === 'unauthorised') {
        deps.log?.error({ ticket, err: message }, 'LAPOR! refused the token while polling');
        break;
      }
      deps.log?.warn({ ticket, err: message }, 'LAPOR! status not read; asked again at the next poll');
      await deps.db
        .update(laporTickets)
        .set({ polledAt: sql`now()`, lastError: message })
        .where(eq(laporTickets.requestId, requestId));
      continue;
    }
    polled++;
    written += await writeAnswer(deps.db, requestId, answer);
  }
  return { polled, written };
}
