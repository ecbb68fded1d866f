import { eq, sql } from 'drizzle-orm';
import { addWorkingDays } from '../../calendar/working-days.ts';
import type { Tx } from '../../db/client.ts';
import { damageReports } from '../../db/schema.ts';
import type { AfterStatusChange } from '../../requests/request-kinds.ts';
import { endingPauseDays, PAUSE_STATUS } from '../../requests/paused-clock.ts';
import { askIfFixed } from './feedback.ts';

/**
 * A damage report's own part of a status change: the deadline's finish line (issue 15, item 6), its
 * pause while it waited in Perlu Dilengkapi (issue 38, item 2) and,
 * once it is Selesai, closing the loop (item 7), whose e-mail asks the reporter if it was fixed.
 */
export const damageReportStatusChanged: AfterStatusChange = async (tx, env, { id, from, to, note }) => {
  if (from === PAUSE_STATUS && to !== from) await resumeClock(tx, id);
  if (from === to || (to !== 'Selesai' && from !== 'Selesai')) return false;
  const finished = to === 'Selesai';
  await tx
    .update(damageReports)
    .set({ finishedAt: finished ? sql`clock_timestamp()` : null })
    .where(eq(damageReports.requestId, id));
  if (!finished) return false;
  await askIfFixed(tx, env, id, note);
  return true;
};

/**
 * The report leaves Perlu Dilengkapi: its deadline moves by the working days it waited there, so the
 * time the office waited for the reporter is not counted against it (issue 38, item 2).
 */
async function resumeClock(tx: Tx, id: string): Promise<void> {
  const days = await endingPauseDays(tx, 'damage-reports', id);
  if (days === 0) return;
  const [row] = await tx.select({ dueOn: damageReports.dueOn }).from(damageReports).where(eq(damageReports.requestId, id));
  if (!row?.dueOn) return;
  await tx
    .update(damageReports)
    .set({ dueOn: addWorkingDays(row.dueOn, days) })
    .where(eq(damageReports.requestId, id));
}
