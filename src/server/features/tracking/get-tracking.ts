import { forwardedToSql } from '../../requests/forwarded-to.ts';
import { publicHistory } from '../../requests/public-history.ts';
import { laporTicketOf } from '../../lapor/tickets.ts';
import { eq, sql } from 'drizzle-orm';
import type { RequestStatus } from '../../../shared/constants.ts';
import type { PpidTracking } from '../../../shared/ppid.ts';
import type { TrackedService, TrackingResult } from '../../../shared/tracking-schemas.ts';
import { LACAK } from '../../../shared/tracking-strings.ts';
import type { Db } from '../../db/client.ts';
import { ppidObjections, ppidRequests, serviceRequests, sirekananRequests, ujilabRequests } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { witaDate } from '../../calendar/working-days.ts';

const BY_PREFIX = {
  SRK: { service: 'sirekanan', table: sirekananRequests, tableName: 'sirekanan_requests' },
  LAB: { service: 'ujilab', table: ujilabRequests, tableName: 'pengajuan_uji' },
  LPR: { service: 'damage-reports', table: serviceRequests, tableName: 'service_requests' },
  PPID: { service: 'ppid', table: ppidRequests, tableName: 'ppid_requests' },
} as const satisfies Record<string, { service: TrackedService; table: unknown; tableName: string }>;

/** The submission a code names: its service, table and row, or null. */
async function findTracked(db: Db, trackingCode: string) {
  const cfg = BY_PREFIX[trackingCode.split('-')[0] as keyof typeof BY_PREFIX];
  if (!cfg) return null;
  const [row] = await db
    .select({
      id: cfg.table.id,
      status: cfg.table.status,
      createdAt: cfg.table.createdAt,
      // Only service_requests holds forwarded reports (issue 39, item 3).
      forwardedTo: cfg.service === 'damage-reports' ? forwardedToSql() : sql<string | null>`null`,
    })
    .from(cfg.table)
    .where(eq(cfg.table.trackingCode, trackingCode))
    .limit(1);
  return row ? { cfg, row } : null;
}

/**
 * Anyone holding a code sees its status, the date of each change and the note staff wrote for the
 * public (DECISIONS.md rule 19, extended to every service by issue 13) and nothing else.
 */
export async function getTracking({ db, trackingCode }: { db: Db; trackingCode: string }): Promise<TrackingResult> {
  const found = await findTracked(db, trackingCode);
  if (!found) throw new AppError('NOT_FOUND', LACAK.notFound, { title: LACAK.notFoundTitle });
  const { cfg, row } = found;
  const history = await publicHistory(db, cfg.tableName, row.id);
  const laporTicket = cfg.service === 'damage-reports' ? await laporTicketOf(db, row.id) : null;
  return {
    trackingCode,
    service: cfg.service,
    status: row.status as RequestStatus,
    createdAt: row.createdAt.toISOString(),
    history,
    ...(row.forwardedTo ? { forwardedTo: row.forwardedTo } : {}),
    ...(cfg.service === 'ppid' ? { ppid: await ppidTracking(db, row.id) } : {}),
    ...(laporTicket ? { laporTicket } : {}),
  };
}

/** A PPID request's kind of answer and its objection's course (issue 38, item 3): dates and decisions, no texts. */
async function ppidTracking(db: Db, id: string): Promise<PpidTracking> {
  const [r] = await db
    .select({ answerType: ppidRequests.answerType, o: ppidObjections })
    .from(ppidRequests)
    .leftJoin(ppidObjections, eq(ppidObjections.requestId, ppidRequests.id))
    .where(eq(ppidRequests.id, id));
  const o = r?.o ?? null;
  const today = witaDate(new Date());
  return {
    answerType: r?.answerType ?? null,
    objection: o && {
      submittedAt: o.createdAt.toISOString(),
      dueOn: o.dueOn,
      decision: o.decision,
      decidedAt: o.answeredAt?.toISOString() ?? null,
      orderDueOn: o.orderDueOn,
      carriedOutAt: o.carriedOutAt?.toISOString() ?? null,
      orderLate: o.orderDueOn ? (o.carriedOutAt ? witaDate(o.carriedOutAt) > o.orderDueOn : o.orderDueOn < today) : false,
    },
  };
}

/** Whether a code exists, for the page's 404 (src/server/pages/routes.ts). */
export async function trackingExists(db: Db, trackingCode: string): Promise<boolean> {
  return (await findTracked(db, trackingCode)) !== null;
}
