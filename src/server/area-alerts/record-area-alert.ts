import { eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { areaAlertSubscriptions, damageReports, serviceRequests } from '../db/schema.ts';
import { isOptedOut } from '../mail/unsubscribe.ts';
import { queueMail } from '../mail/outbox.ts';
import { areaAlertMail } from '../mail/templates.ts';
import { areaName, selectSubscriptions } from './area-names.ts';
import { stopLinks } from './stop-link.ts';

export type AreaAlertKind = 'baru' | 'selesai';

/** A public report as the alerts show it: never the reporter, the location in its public words. */
export async function publicReportOf(tx: Tx, requestId: string) {
  const [report] = await tx
    .select({
      code: serviceRequests.trackingCode,
      reportType: damageReports.reportType,
      location: sql<string>`coalesce(${damageReports.publicLocation}, ${serviceRequests.description})`,
      kabupaten: damageReports.kabupaten,
      roadSectionId: damageReports.roadSectionId,
      visibility: damageReports.visibility,
    })
    .from(damageReports)
    .innerJoin(serviceRequests, eq(serviceRequests.id, damageReports.requestId))
    .where(eq(damageReports.requestId, requestId));
  return report ?? null;
}

/**
 * "Ikuti laporan di sini" (issue 39, item 5): a public report made public ('baru') or finished
 * ('selesai'), told to every confirmed subscription of its area (the province, its kabupaten, its
 * ruas). In the caller's transaction: a "segera" subscription's mail is queued now through the outbox,
 * a "harian" one's waits for the morning digest. The sent log's key (subscription, report, kind) makes
 * a second publish or a reopened-and-finished-again report tell nobody twice. Returns the mails queued.
 */
export async function recordAreaAlert(
  tx: Tx,
  env: { baseUrl: string; AUTH_SECRET?: string },
  event: { requestId: string; kind: AreaAlertKind },
): Promise<number> {
  const report = await publicReportOf(tx, event.requestId);
  if (!report || report.visibility !== 'publik') return 0;
  const { rows } = await tx.execute<{ subscription_id: string }>(sql`
    INSERT INTO area_alert_sends (subscription_id, request_id, kind, mailed_at)
    SELECT s.id, ${event.requestId}, ${event.kind}, CASE WHEN s.frequency = 'segera' THEN now() END
    FROM area_alert_subscriptions s
    WHERE s.confirmed_at IS NOT NULL AND s.unsubscribed_at IS NULL
      AND ((s.kabupaten IS NULL AND s.road_section_id IS NULL)
        OR s.kabupaten = ${report.kabupaten}
        OR s.road_section_id = ${report.roadSectionId})
    ON CONFLICT DO NOTHING
    RETURNING subscription_id, mailed_at IS NOT NULL AS now`);
  const now = (rows as Array<{ subscription_id: string; now: boolean }>).filter((r) => r.now).map((r) => r.subscription_id);
  if (!now.length) return 0;
  const subscriptions = await selectSubscriptions(tx).where(inArray(areaAlertSubscriptions.id, now));
  let queued = 0;
  for (const s of subscriptions) {
    if (await isOptedOut(tx, s.email)) continue;
    const links = stopLinks(env, s.id);
    await queueMail(tx, {
      kind: 'area_alert',
      to: s.email,
      headers: links.headers,
      ...areaAlertMail({
        kind: event.kind,
        area: areaName(s),
        report: { ...report, url: `${env.baseUrl}/laporan/${report.code}` },
        stopUrl: links.page,
      }),
    });
    queued += 1;
  }
  return queued;
}
