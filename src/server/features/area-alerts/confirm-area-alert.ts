import { sql } from 'drizzle-orm';
import { AREA_ALERTS as T } from '../../../shared/area-alert-strings.ts';
import { areaName, selectSubscriptions } from '../../area-alerts/area-names.ts';
import type { Db } from '../../db/client.ts';
import { areaAlertSubscriptions } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { hashOfToken } from './subscribe-to-area.ts';

/** How long a confirmation link works. */
const CONFIRMATION_DAYS = 7;

/**
 * The confirmation link's button: the subscription follows its area from now on, at the frequency the
 * link's request asked for. Pressing it again changes nothing; a link replaced by a newer request, or
 * older than CONFIRMATION_DAYS, is refused. Returns the area in words for the page.
 */
export async function confirmAreaAlert({ db, token }: { db: Db; token: string }): Promise<{ area: string }> {
  const s = areaAlertSubscriptions;
  const [row] = await db
    .update(s)
    .set({
      frequency: sql`${s.requestedFrequency}`,
      confirmedAt: sql`CASE WHEN ${s.unsubscribedAt} IS NULL THEN coalesce(${s.confirmedAt}, now()) ELSE now() END`,
      unsubscribedAt: null,
    })
    .where(
      sql`${s.confirmTokenHash} = ${hashOfToken(token)} AND ${s.confirmRequestedAt} > now() - make_interval(days => ${CONFIRMATION_DAYS})`,
    )
    .returning({ id: s.id });
  if (!row) throw new AppError('VALIDATION', T.confirmInvalid);
  const [sub] = await selectSubscriptions(db).where(sql`${s.id} = ${row.id}`);
  return { area: areaName(sub!) };
}
