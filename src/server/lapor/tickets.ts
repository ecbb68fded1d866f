import { eq, sql, type AnyColumn } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { laporTickets } from '../db/schema.ts';
import { laporConfig } from './client.ts';
import type { Env } from '../env.ts';

/** A report's "No. Tiket LAPOR!", or null before LAPOR! gave one (or when it was never sent). */
export async function laporTicketOf(db: Db, requestId: string): Promise<string | null> {
  const [row] = await db.select({ ticket: laporTickets.ticket }).from(laporTickets).where(eq(laporTickets.requestId, requestId));
  return row?.ticket ?? null;
}

/** The same, as a column of a query that has the report's id (the admin's item, made by PostgreSQL). */
export const laporTicketSql = (requestId: AnyColumn) =>
  sql<string | null>`(SELECT ${laporTickets.ticket} FROM ${laporTickets} WHERE ${laporTickets.requestId} = ${requestId})`;

export type LaporHealth = {
  /** LAPOR_API_URL and LAPOR_API_TOKEN are set. */
  configured: boolean;
  pending: number;
  sent: number;
  failed: number;
  /** Reports held back because LAPOR! refused the token (401/403). */
  unauthorised: number;
  /** The latest error of a report not sent, as LAPOR! or the connection gave it. */
  lastError: string | null;
};

/** How sending to LAPOR! goes, for the super admin (/admin/sistem and the morning digest). */
export async function readLaporHealth(db: Db, env: Env): Promise<LaporHealth> {
  const [row] = await db
    .select({
      pending: sql<number>`count(*) filter (where ${laporTickets.state} = 'pending')::int`,
      sent: sql<number>`count(*) filter (where ${laporTickets.state} = 'sent')::int`,
      failed: sql<number>`count(*) filter (where ${laporTickets.state} = 'failed')::int`,
      unauthorised: sql<number>`count(*) filter (where ${laporTickets.state} = 'unauthorised')::int`,
      lastError: sql<string | null>`(array_agg(${laporTickets.lastError} order by ${laporTickets.queuedAt} desc)
        filter (where ${laporTickets.state} in ('failed', 'unauthorised') and ${laporTickets.lastError} is not null))[1]`,
    })
    .from(laporTickets);
  return {
    configured: laporConfig(env) !== null,
    pending: row?.pending ?? 0,
    sent: row?.sent ?? 0,
    failed: row?.failed ?? 0,
    unauthorised: row?.unauthorised ?? 0,
    lastError: row?.lastError ?? null,
  };
}
