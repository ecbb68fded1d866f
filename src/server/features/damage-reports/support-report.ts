import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { NEARBY_METRES, type NearbyReport } from '../../../shared/public-report-schemas.ts';
import { REPORTS } from '../../../shared/report-strings.ts';
import { fillText } from '../../../shared/strings.ts';
import { distanceMetres } from '../../../shared/sulbar-geo.ts';
import type { Db } from '../../db/client.ts';
import { damageReports as d, damageReportSupporters, serviceRequests as r } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { askToConfirm } from '../../mail/address-confirmations.ts';
import { findPublicReport } from './find-public-report.ts';
import { listPublicReportsWhere } from './list-public-reports-where.ts';

/** Reports that still wait for work: the ones a neighbour can join. */
const OPEN_STATUSES = ['Diajukan', 'Diproses'] as const;

/**
 * Open public reports of the same type within NEARBY_METRES of a new pin (issue 15, item 5), nearest
 * first. The index on (latitude, longitude) narrows a box first; the exact distance decides. A
 * confidential report is never offered: that would tell where its pin is.
 */
export async function nearbyOpenReports(db: Db, q: { lat: number; lng: number; jenis: string }): Promise<NearbyReport[]> {
  const dLat = NEARBY_METRES / 111_320;
  const dLng = NEARBY_METRES / (111_320 * Math.cos((q.lat * Math.PI) / 180));
  const items = await listPublicReportsWhere(
    db,
    and(
      eq(d.reportType, q.jenis),
      eq(d.confidential, false),
      inArray(r.status, OPEN_STATUSES),
      gte(d.latitude, q.lat - dLat),
      lte(d.latitude, q.lat + dLat),
      gte(d.longitude, q.lng - dLng),
      lte(d.longitude, q.lng + dLng),
    ),
    20,
  );
  return items
    .map((item) => ({ ...item, distance: Math.round(distanceMetres(q, item.pin!)) }))
    .filter((item) => item.distance <= NEARBY_METRES)
    .sort((a, b) => a.distance - b.distance)
    .slice(0, 5);
}

/**
 * "Saya juga mengalami ini": one more person with the same damage. Counted once per browser and
 * once per e-mail (unique indexes decide, also between two clicks at the same moment); a repeat
 * changes nothing and is answered kindly (`alreadyCounted`), not as an error. The count and the row are written together, with the
 * confirmation mail to the address, if one was given.
 */
export async function supportReport(db: Db, env: { baseUrl: string }, input: { code: string; browserKey: string; email: string | null }) {
  const report = await findPublicReport(db, input.code);
  if (!report) throw new AppError('NOT_FOUND', REPORTS.notFound, { title: REPORTS.notFoundTitle });
  if (!(OPEN_STATUSES as readonly string[]).includes(report.status)) {
    throw new AppError('CONFLICT', REPORTS.supportClosed, { title: REPORTS.supportFailedTitle });
  }
  return db.transaction(async (tx) => {
    const [request] = await tx.select({ id: r.id }).from(r).where(eq(r.trackingCode, report.trackingCode));
    const added = await tx
      .insert(damageReportSupporters)
      .values({ requestId: request!.id, browserKey: input.browserKey, email: input.email })
      .onConflictDoNothing()
      .returning({ id: damageReportSupporters.id });
    if (!added.length) {
      // Already counted (issue 38: "Dukungan Gagal" was the wrong tone): said kindly, with the count, and nothing changes.
      const [current] = await tx.select({ supporters: d.supporters }).from(d).where(eq(d.requestId, request!.id));
      const supporters = current!.supporters;
      return {
        trackingCode: report.trackingCode,
        supporters,
        alreadyCounted: true,
        message: fillText(REPORTS.alreadySupported, { n: supporters, code: report.trackingCode }),
      };
    }
    const [row] = await tx
      .update(d)
      .set({ supporters: sql`${d.supporters} + 1` })
      .where(eq(d.requestId, request!.id))
      .returning({ supporters: d.supporters });
    const supporters = row!.supporters;
    // The closing question goes to a supporter's address only once it has confirmed itself (issue 33, item 4).
    if (input.email) await askToConfirm(tx, env, { requestId: request!.id, code: report.trackingCode, email: input.email });
    return {
      trackingCode: report.trackingCode,
      supporters,
      alreadyCounted: false,
      message: fillText(REPORTS.supported, { n: supporters, code: report.trackingCode }),
    };
  });
}
