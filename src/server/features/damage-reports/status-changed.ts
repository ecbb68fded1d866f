import { eq, sql } from 'drizzle-orm';
import { damageReports } from '../../db/schema.ts';
import type { AfterStatusChange } from '../../requests/request-kinds.ts';
import { recordAreaAlert } from '../../area-alerts/record-area-alert.ts';
import { askIfFixed } from './feedback.ts';

/**
 * A damage report's own part of a status change: the deadline's finish line (issue 15, item 6) and,
 * once it is Selesai, closing the loop (item 7), whose e-mail asks the reporter if it was fixed.
 */
export const damageReportStatusChanged: AfterStatusChange = async (tx, env, { id, from, to, note }) => {
  if (from === to || (to !== 'Selesai' && from !== 'Selesai')) return false;
  const finished = to === 'Selesai';
  await tx
    .update(damageReports)
    .set({ finishedAt: finished ? sql`clock_timestamp()` : null })
    .where(eq(damageReports.requestId, id));
  if (!finished) return false;
  // Issue 39, item 5: the area's followers hear it was fixed (once).
  await recordAreaAlert(tx, env, { requestId: id, kind: 'selesai' });
  await askIfFixed(tx, env, id, note);
  return true;
};
