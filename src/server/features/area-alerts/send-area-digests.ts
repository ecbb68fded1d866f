import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { areaName, following, selectSubscriptions } from '../../area-alerts/area-names.ts';
import { publicReportOf } from '../../area-alerts/record-area-alert.ts';
import { stopLinks } from '../../area-alerts/stop-link.ts';
import type { Deps } from '../../context.ts';
import { areaAlertSends, areaAlertSubscriptions } from '../../db/schema.ts';
import { queueMail } from '../../mail/outbox.ts';
import { areaAlertDigestMail } from '../../mail/templates.ts';
import { isOptedOut } from '../../mail/unsubscribe.ts';

/** The morning job of the "ringkasan harian" subscriptions (07:00 WITA, jobs/runner.ts). */
export const AREA_DIGEST_TASK = 'area_alert_digest';

/**
 * One digest per "harian" subscription with something new since its last one: the reports made public
 * and the ones finished, each from the sent log's rows still waiting (mailed_at null), which the mail's
 * transaction marks as mailed. A digest therefore never repeats a report, a second run the same morning
 * finds nothing, and nothing new means no mail. A report hidden again since is left out (and not told).
 */
export async function sendAreaDigests(deps: Pick<Deps, 'db' | 'env'>): Promise<{ mailed: number }> {
  const waiting = await deps.db
    .selectDistinct({ id: areaAlertSends.subscriptionId })
    .from(areaAlertSends)
    .innerJoin(areaAlertSubscriptions, eq(areaAlertSubscriptions.id, areaAlertSends.subscriptionId))
    .where(and(isNull(areaAlertSends.mailedAt), following));
  let mailed = 0;
  for (const { id } of waiting) {
    mailed += await deps.db.transaction(async (tx) => {
      const [sub] = await selectSubscriptions(tx).where(and(eq(areaAlertSubscriptions.id, id), following));
      if (!sub) return 0;
      const rows = await tx
        .select({ requestId: areaAlertSends.requestId, kind: areaAlertSends.kind })
        .from(areaAlertSends)
        .where(and(eq(areaAlertSends.subscriptionId, id), isNull(areaAlertSends.mailedAt)))
        .orderBy(areaAlertSends.createdAt)
        .for('update', { skipLocked: true });
      if (!rows.length) return 0;
      await tx
        .update(areaAlertSends)
        .set({ mailedAt: sql`now()` })
        .where(
          and(
            eq(areaAlertSends.subscriptionId, id),
            isNull(areaAlertSends.mailedAt),
            inArray(
              areaAlertSends.requestId,
              rows.map((r) => r.requestId),
            ),
          ),
        );
      const items = {
        baru: [] as Parameters<typeof areaAlertDigestMail>[0]['fresh'],
        selesai: [] as Parameters<typeof areaAlertDigestMail>[0]['fixed'],
      };
      for (const row of rows) {
        const report = await publicReportOf(tx, row.requestId);
        if (report?.visibility !== 'publik') continue;
        items[row.kind].push({ ...report, url: `${deps.env.baseUrl}/laporan/${report.code}` });
      }
      if (!items.baru.length && !items.selesai.length) return 0;
      await tx
        .update(areaAlertSubscriptions)
        .set({ lastDigestAt: sql`now()` })
        .where(eq(areaAlertSubscriptions.id, id));
      if (await isOptedOut(tx, sub.email)) return 0;
      const links = stopLinks(deps.env, id);
      await queueMail(tx, {
        kind: 'area_alert_digest',
        to: sub.email,
        headers: links.headers,
        ...areaAlertDigestMail({
          area: areaName(sub),
          fresh: items.baru,
          fixed: items.selesai,
          listUrl: `${deps.env.baseUrl}/laporan${sub.kabupaten ? `?kabupaten=${encodeURIComponent(sub.kabupaten)}` : ''}`,
          stopUrl: links.page,
        }),
      });
      return 1;
    });
  }
  return { mailed };
}
