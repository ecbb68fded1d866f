import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { damageReports as d, laporTickets, serviceRequests as r } from '../db/schema.ts';
import { LaporError, type LaporClient, type LaporReport } from './client.ts';
import { requeueUnauthorised } from './queue.ts';

/** The report as the public reads it (the moderated text, no reporter), or null when it is not public (any more). */
async function publicReport(tx: Tx, requestId: string, baseUrl: string): Promise<LaporReport | null> {
  const [row] = await tx
    .select({
      code: r.trackingCode,
      title: r.title,
      content: sql<string>`coalesce(${d.publicDescription}, ${r.details}->>'description', '')`,
      reportType: d.reportType,
      location: sql<string>`coalesce(${d.publicLocation}, ${r.description})`,
      kabupaten: d.kabupaten,
      confidential: d.confidential,
      lat: d.latitude,
      lng: d.longitude,
      reportedAt: d.reportedAt,
    })
    .from(d)
    .innerJoin(r, eq(r.id, d.requestId))
    .where(and(eq(d.requestId, requestId), eq(d.visibility, 'publik')));
  if (!row) return null;
  return {
    code: row.code,
    title: row.title,
    content: row.content,
    reportType: row.reportType,
    location: row.location,
    kabupaten: row.kabupaten,
    // A confidential report's pin is not public: LAPOR! gets its kabupaten only.
    pin: !row.confidential && row.lat != null && row.lng != null ? { lat: row.lat, lng: row.lng } : null,
    reportedAt: row.reportedAt,
    url: `${baseUrl}/laporan/${row.code}`,
  };
}

export type SendOutcome = 'sent' | 'retry' | 'failed' | 'unauthorised' | 'withdrawn' | 'nothing';

/**
 * Sends one queued report to LAPOR! (docs/decisions/066). The row is locked for the send and only a pending
 * one is sent, so a second job for the same report sends nothing; LAPOR! itself answers a repeat of the code
 * (a send whose answer was lost) with the ticket it gave, which counts as sent. A refused token marks the
 * report `unauthorised` and stops (no retry can help); a complaint LAPOR! refuses, or the last try, marks it
 * failed; anything else (5xx, timeout, no connection) is recorded and thrown after the commit, so that
 * graphile-worker tries again later. A report hidden again before it went out is taken off the queue.
 */
export async function sendLaporReport(
  deps: { db: Db; client: LaporClient; baseUrl: string },
  requestId: string,
  attempt: { last: boolean },
): Promise<SendOutcome> {
  let retry: unknown = null;
  const outcome = await deps.db.transaction(async (tx): Promise<SendOutcome> => {
    const [row] = await tx
      .select({ state: laporTickets.state })
      .from(laporTickets)
      .where(and(eq(laporTickets.requestId, requestId), eq(laporTickets.state, 'pending')))
      .for('update', { skipLocked: true });
    if (!row) return 'nothing';
    const report = await publicReport(tx, requestId, deps.baseUrl);
    if (!report) {
      await tx.delete(laporTickets).where(eq(laporTickets.requestId, requestId));
      return 'withdrawn';
    }
    try {
      const { ticket } = await deps.client.submit(report);
      await tx
        .update(laporTickets)
        .set({ state: 'sent', ticket, sentAt: sql`now()`, attempts: sql`${laporTickets.attempts} + 1`, lastError: null })
        .where(eq(laporTickets.requestId, requestId));
      // The token works (again): what a refused one held back goes now.
      await requeueUnauthorised(tx);
      return 'sent';
    } catch (err) {
      const kind = err instanceof LaporError ? err.kind : 'transient';
      const state = kind === 'unauthorised' ? 'unauthorised' : kind === 'refused' || attempt.last ? 'failed' : 'pending';
      await tx
        .update(laporTickets)
        .set({
          state,
          attempts: sql`${laporTickets.attempts} + 1`,
          lastError: String(err instanceof Error ? err.message : err).slice(0, 500),
        })
        .where(eq(laporTickets.requestId, requestId));
      if (state !== 'pending') return state;
      retry = err;
      return 'retry';
    }
  });
  if (retry) throw retry;
  return outcome;
}
