import { and, eq, isNull, sql } from 'drizzle-orm';
import { AREA_ALERTS as T } from '../../../shared/area-alert-strings.ts';
import { areaName, selectSubscriptions } from '../../area-alerts/area-names.ts';
import { subscriptionOfStopToken } from '../../area-alerts/stop-link.ts';
import type { Deps } from '../../context.ts';
import { areaAlertSends, areaAlertSubscriptions } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';

/**
 * "Berhenti mengikuti": the page's button and the mail client's one-click POST (RFC 8058). The signed
 * link is the proof, no session. What waited for the next digest goes with it; pressing it again
 * changes nothing. Returns the area in words for the page.
 */
export async function stopAreaAlert({ deps, token }: { deps: Pick<Deps, 'db' | 'env'>; token: string }): Promise<{ area: string }> {
  const id = subscriptionOfStopToken(deps.env.AUTH_SECRET!, token);
  if (!id) throw new AppError('VALIDATION', T.stopInvalid);
  return deps.db.transaction(async (tx) => {
    const s = areaAlertSubscriptions;
    const [sub] = await selectSubscriptions(tx).where(eq(s.id, id)).for('update', { of: s });
    if (!sub) throw new AppError('VALIDATION', T.stopInvalid);
    await tx
      .update(s)
      .set({ unsubscribedAt: sql`coalesce(${s.unsubscribedAt}, now())` })
      .where(eq(s.id, id));
    await tx.delete(areaAlertSends).where(and(eq(areaAlertSends.subscriptionId, id), isNull(areaAlertSends.mailedAt)));
    return { area: areaName(sub) };
  });
}
