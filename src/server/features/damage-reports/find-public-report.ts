import { publicHistory } from '../../requests/public-history.ts';
import { laporTicketOf } from '../../lapor/tickets.ts';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { PublicReportDetail } from '../../../shared/public-report-schemas.ts';
import { REPORTS } from '../../../shared/report-strings.ts';
import { fillText } from '../../../shared/strings.ts';
import type { Db } from '../../db/client.ts';
import { damageReportPhotos as p, damageReports as d, serviceRequests as r } from '../../db/schema.ts';
import { FEEDBACK } from '../../../shared/feedback-strings.ts';
import { existingBridge } from './bridge-choices.ts';
import { columns, itemOf, photoUrl, type Row } from './public-report-rows.ts';

/** A public report by its code (any case); null when there is none or it is not public. */
export async function findPublicReport(db: Db, code: string): Promise<PublicReportDetail | null> {
  const trackingCode = code.trim().toUpperCase();
  const [row] = (await db
    .select(columns)
    .from(d)
    .innerJoin(r, eq(r.id, d.requestId))
    .where(and(eq(r.trackingCode, trackingCode), eq(d.visibility, 'publik')))
    .limit(1)) as Row[];
  if (!row) return null;
  const [photos, changes, bridge, laporTicket] = await Promise.all([
    db
      .select({ id: p.id, kind: p.kind })
      .from(p)
      .where(and(eq(p.requestId, row.id), isNull(p.redactedAt), inArray(p.kind, ['laporan', 'sesudah'])))
      .orderBy(asc(p.position)),
    publicHistory(db, 'service_requests', row.id),
    existingBridge(db, row.bridgeId),
    laporTicketOf(db, row.id),
  ]);
  const after = photos.find((photo) => photo.kind === 'sesudah');
  return {
    ...itemOf(row),
    description: row.description,
    photos: photos
      .filter((photo) => photo.kind === 'laporan')
      .map((photo, i) => ({ url: photoUrl(photo.id), alt: fillText(REPORTS.photoAlt, { n: i + 1, code: row.trackingCode }) })),
    // Only while it is Selesai: a report reopened since is not "after" anything.
    afterPhoto: after && row.status === 'Selesai' ? { url: photoUrl(after.id), alt: FEEDBACK.afterPhotoAlt(row.trackingCode) } : null,
    reopenCount: row.reopenCount,
    bridge,
    confirmed: row.confirmedAt != null,
    timeline: changes,
    laporTicket,
  };
}
