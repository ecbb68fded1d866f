import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { ADMIN } from '../../../shared/admin-strings.ts';
import { FORWARDED_PHOTO_DAYS } from '../../../shared/forwarding-schemas.ts';
import { FORWARDING } from '../../../shared/forwarding-strings.ts';
import type { RequestStatus } from '../../../shared/constants.ts';
import { mayForward } from '../../../shared/request-transitions.ts';
import { forwardedStatus } from '../../../shared/strings.ts';
import type { Tx } from '../../db/client.ts';
import {
  auditLog,
  damageReportPhotos as p,
  damageReports as d,
  instansi,
  reportForwardings,
  roadSections,
  serviceRequests as r,
  statusChanges,
} from '../../db/schema.ts';
import type { Env } from '../../env.ts';
import { AppError } from '../../http/errors.ts';
import { queueMail } from '../../mail/outbox.ts';
import { forwardMail } from '../../mail/templates.ts';
import { queueStatusNotice } from '../../requests/status-notice.ts';
import { forwardedPhotoUrl } from './forwarded-photo-link.ts';

/** The report's row, locked for the change; a NOT_FOUND for anything that is not a damage report. */
export async function lockReport(tx: Tx, id: string) {
  const [row] = await tx
    .select({ status: r.status, code: r.trackingCode, visibility: d.visibility })
    .from(r)
    .innerJoin(d, eq(d.requestId, r.id))
    .where(and(eq(r.id, id), eq(r.serviceType, 'lapor_kerusakan')))
    .for('update', { of: r });
  if (!row) throw new AppError('NOT_FOUND', ADMIN.requests.notFound);
  return { ...row, status: row.status as RequestStatus };
}

type Forwarding = {
  id: string;
  instansiId: string;
  /** Who moved it: the moderator who approved it (automatic) or the staff member who forwarded it. */
  actorId: string;
  /** Forwarded by a moderator's approval rather than by hand (`forwarded_by` stays empty). */
  automatic: boolean;
  note: string | null;
};

/**
 * Hands a damage report to the authority that owns its road (issue 39, item 3; docs/decisions/065), in the
 * caller's transaction: its status becomes Diteruskan with a history row, the forwarding is recorded
 * (to whom, by whom, when) with its audit row, the authority gets the report by e-mail with its photos as
 * signed links, and the reporter reads "Diteruskan ke {instansi}".
 */
export async function forwardReport(tx: Tx, env: Env, f: Forwarding): Promise<{ instansi: string }> {
  const report = await lockReport(tx, f.id);
  if (!mayForward('damage-reports', report.status)) throw new AppError('CONFLICT', FORWARDING.errors.notForwardable);
  const [to] = await tx.select().from(instansi).where(eq(instansi.id, f.instansiId));
  if (to?.isThisOffice)
    throw new AppError('VALIDATION', FORWARDING.errors.thisOffice, { fields: { instansiId: FORWARDING.errors.thisOffice } });
  if (!to?.email) {
    throw new AppError('VALIDATION', FORWARDING.errors.instansiNotFound, { fields: { instansiId: FORWARDING.errors.instansiNotFound } });
  }
  await tx.update(r).set({ status: 'Diteruskan' }).where(eq(r.id, f.id));
  // Forwarded after Selesai (reopened elsewhere), it is no longer this office's finished work.
  if (report.status === 'Selesai') await tx.update(d).set({ finishedAt: null }).where(eq(d.requestId, f.id));
  const [change] = await tx
    .insert(statusChanges)
    .values({
      requestTable: 'service_requests',
      requestId: f.id,
      actorId: f.actorId,
      fromStatus: report.status,
      toStatus: 'Diteruskan',
      internalNote: f.note,
      changedAt: sql`clock_timestamp()`,
    })
    .returning({ id: statusChanges.id, at: statusChanges.changedAt });
  await tx.insert(reportForwardings).values({
    requestId: f.id,
    instansiId: to.id,
    instansiName: to.name,
    instansiEmail: to.email,
    statusChangeId: change!.id,
    forwardedBy: f.automatic ? null : f.actorId,
    forwardedAt: change!.at,
    note: f.note,
  });
  await tx.insert(auditLog).values({
    actorId: f.actorId,
    action: 'damage-report.forward',
    target: report.code,
    details: { instansiId: to.id, instansi: to.name, automatic: f.automatic, note: f.note },
  });
  await queueMail(tx, {
    kind: 'forward',
    to: to.email,
    ...(await forwardMailOf(tx, env, f.id, to.name, f.note, report.visibility, change!.at)),
  });
  await queueStatusNotice(tx, env, { kind: 'damage-reports', id: f.id, status: forwardedStatus(to.name), note: null });
  return { instansi: to.name };
}

/** The authority's e-mail: what it needs to act (no reporter's name or address), and the way back to the report. */
async function forwardMailOf(tx: Tx, env: Env, id: string, name: string, note: string | null, visibility: string, at: Date) {
  const [row] = await tx
    .select({
      code: r.trackingCode,
      reportType: d.reportType,
      kabupaten: d.kabupaten,
      place: r.description,
      description: sql<string>`coalesce(${r.details}->>'description', '')`,
      latitude: d.latitude,
      longitude: d.longitude,
      noRuas: roadSections.noRuas,
      roadName: roadSections.name,
    })
    .from(r)
    .innerJoin(d, eq(d.requestId, r.id))
    .leftJoin(roadSections, eq(roadSections.id, d.roadSectionId))
    .where(eq(r.id, id));
  const photos = await tx
    .select({ id: p.id })
    .from(p)
    .where(and(eq(p.requestId, id), eq(p.kind, 'laporan'), isNull(p.redactedAt)))
    .orderBy(asc(p.position));
  const report = row!;
  const secret = env.AUTH_SECRET!;
  return forwardMail({
    instansi: name,
    code: report.code,
    reportType: report.reportType,
    kabupaten: report.kabupaten,
    road: report.noRuas && report.roadName ? { no: report.noRuas, name: report.roadName } : null,
    place: report.place,
    description: report.description,
    position: report.latitude != null && report.longitude != null ? { lat: report.latitude, lon: report.longitude } : null,
    note,
    photoUrls: photos.map((photo) => forwardedPhotoUrl(env.baseUrl, secret, photo.id, at)),
    photoDays: FORWARDED_PHOTO_DAYS,
    // The public page once a moderator has approved it; before that, its public status.
    reportUrl: `${env.baseUrl}/${visibility === 'publik' ? 'laporan' : 'lacak'}/${report.code}`,
  });
}
