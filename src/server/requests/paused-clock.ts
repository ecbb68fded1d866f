import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { RequestKind } from '../../shared/admin-schemas.ts';
import type { RequestStatus } from '../../shared/constants.ts';
import { addWorkingDays, witaDate, workingDaysBetween } from '../calendar/working-days.ts';
import type { Db, Tx } from '../db/client.ts';
import { damageReports, sirekananRequests, statusChanges, ujilabRequests } from '../db/schema.ts';
import { REQUEST_KIND_CONFIG } from './request-kinds.ts';

/**
 * "Perlu Dilengkapi" pauses the service clock (issue 38, item 2; docs/decisions/063): while a request
 * waits for its requester, its working-day deadline does not run. The time paused is read from the
 * request's history (status_changes), so nothing else has to be kept in step with it.
 */
export const PAUSE_STATUS: RequestStatus = 'Perlu Dilengkapi';

type Step = { toStatus: RequestStatus; changedAt: Date };
type Span = { from: Date; to: Date | null };

/** Each stay in Perlu Dilengkapi, from the change into it to the change out of it (null while it lasts); steps oldest first. */
function pauseSpans(steps: Step[]): Span[] {
  const spans: Span[] = [];
  let open: Date | null = null;
  for (const s of steps) {
    if (s.toStatus === PAUSE_STATUS && !open) open = s.changedAt;
    else if (s.toStatus !== PAUSE_STATUS && open) {
      spans.push({ from: open, to: s.changedAt });
      open = null;
    }
  }
  if (open) spans.push({ from: open, to: null });
  return spans;
}

/**
 * The working days (WITA) a stay took: those after the day it began up to and including the day it
 * ended, so a stay begun and ended on one day takes none, and Monday to Thursday takes three.
 */
const spanWorkingDays = (span: Span, now: Date): number => workingDaysBetween(witaDate(span.from), witaDate(span.to ?? now));

async function stepsOf(db: Db | Tx, kind: RequestKind, ids: string[]) {
  return db
    .select({ requestId: statusChanges.requestId, toStatus: statusChanges.toStatus, changedAt: statusChanges.changedAt })
    .from(statusChanges)
    .where(and(eq(statusChanges.requestTable, REQUEST_KIND_CONFIG[kind].tableName), inArray(statusChanges.requestId, ids)))
    .orderBy(asc(statusChanges.changedAt));
}

/**
 * Working days requests have spent in Perlu Dilengkapi, by id (the current stay counted up to `now`).
 * A queue that measures a Sirekanan or Uji Lab request against its service standard subtracts these
 * days from the days it has been open. A damage report's due_on already has them added
 * (damage-reports' status change), so it is not to be counted twice.
 */
export async function pausedWorkingDays(db: Db | Tx, kind: RequestKind, ids: string[], now = new Date()): Promise<Map<string, number>> {
  const days = new Map(ids.map((id) => [id, 0]));
  if (ids.length === 0) return days;
  const byId = new Map<string, Step[]>();
  for (const s of await stepsOf(db, kind, ids)) {
    const list = byId.get(s.requestId) ?? [];
    list.push(s);
    byId.set(s.requestId, list);
  }
  for (const [id, steps] of byId)
    days.set(
      id,
      pauseSpans(steps).reduce((sum, span) => sum + spanWorkingDays(span, now), 0),
    );
  return days;
}

/** The stay in Perlu Dilengkapi a request is leaving now: its working days (0 if it was not paused). */
async function endingPauseDays(tx: Tx, kind: RequestKind, id: string, now = new Date()): Promise<number> {
  const spans = pauseSpans(await stepsOf(tx, kind, [id]));
  const last = spans.at(-1);
  return last ? spanWorkingDays({ from: last.from, to: now }, now) : 0;
}

/**
 * A request leaves Perlu Dilengkapi: the working days it waited are added to a Sirekanan or Uji Lab
 * request's `clock_paused_days`, which the deadline (service-clock.ts) adds to the service standard's
 * days, and move a damage report's due_on.
 */
export async function resumeServiceClock(tx: Tx, kind: RequestKind, id: string, now = new Date()): Promise<void> {
  const days = await endingPauseDays(tx, kind, id, now);
  if (days === 0) return;
  if (kind === 'damage-reports') {
    // Its due day is kept: it moves by the days waited.
    const [row] = await tx.select({ dueOn: damageReports.dueOn }).from(damageReports).where(eq(damageReports.requestId, id));
    if (row?.dueOn)
      await tx
        .update(damageReports)
        .set({ dueOn: addWorkingDays(row.dueOn, days) })
        .where(eq(damageReports.requestId, id));
    return;
  }
  const t = kind === 'sirekanan' ? sirekananRequests : ujilabRequests;
  await tx
    .update(t)
    .set({ clockPausedDays: sql`${t.clockPausedDays} + ${days}` })
    .where(eq(t.id, id));
}
