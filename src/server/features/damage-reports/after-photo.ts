import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { UUID_PATTERN } from '../../../shared/admin-schemas.ts';
import { ADMIN } from '../../../shared/admin-strings.ts';
import { FEEDBACK } from '../../../shared/feedback-strings.ts';
import { assertCan, type Actor, type Deps } from '../../context.ts';
import { auditLog, damageReportPhotos, damageReports, serviceRequests } from '../../db/schema.ts';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import type { StatusAttachment } from '../../requests/request-kinds.ts';
import { acceptFile } from '../../uploads/accept-file.ts';
import { cleanUpload } from '../../uploads/clean-upload.ts';
import { storeWithFiles, uniqueTimestamp } from '../../uploads/store-with-files.ts';

/**
 * Staff's photo of the repair (issue 15, item 7): one per report, on a Selesai report; the public
 * page shows it beside the reporter's first photo. A new one replaces the old (whose file the
 * hourly sweep removes); both in the audit log.
 */
/** The repair's photo cleaned and named before anything is written. */
async function preparePhoto(file: File) {
  const photo = await cleanUpload(await acceptFile(file, 'damagePhoto', FEEDBACK.photoKind), FEEDBACK.photoKind);
  return {
    bucket: 'damage-photos' as const,
    key: `public/${uniqueTimestamp()}-${randomBytes(6).toString('hex')}.${photo.ext}`,
    data: photo.data,
    label: FEEDBACK.photoKind,
  };
}

/** The one after-photo takes the place of the one before, with its audit entry. */
async function recordAfterPhoto(tx: Tx, d: { id: string; code: string; actorId: string; url: string }) {
  await tx.delete(damageReportPhotos).where(and(eq(damageReportPhotos.requestId, d.id), eq(damageReportPhotos.kind, 'sesudah')));
  const [row] = await tx
    .insert(damageReportPhotos)
    .values({ requestId: d.id, kind: 'sesudah', position: 0, url: d.url })
    .returning({ id: damageReportPhotos.id, url: damageReportPhotos.url });
  await tx
    .insert(auditLog)
    .values({ actorId: d.actorId, action: 'damage-report.after-photo', target: d.code, details: { photo: row!.id } });
  return row!;
}

/** The after-photo as part of the change to Selesai (issue 38): one step, one e-mail. */
export const afterPhotoAttachment: StatusAttachment = {
  async prepare(_db, _id, file) {
    const object = await preparePhoto(file);
    return {
      objects: [object],
      record: (tx, change) => recordAfterPhoto(tx, { ...change, url: change.urls[0]! }).then(() => undefined),
    };
  },
  async present(tx, id) {
    const [row] = await tx
      .select({ id: damageReportPhotos.id })
      .from(damageReportPhotos)
      .where(and(eq(damageReportPhotos.requestId, id), eq(damageReportPhotos.kind, 'sesudah')))
      .limit(1);
    return row !== undefined;
  },
  links: (baseUrl, code) => ({ url: `${baseUrl}/laporan/${code}`, verifyUrl: null }),
};

export async function saveAfterPhoto({ deps, actor, id, file }: { deps: Deps; actor: Actor; id: string; file: File | null }) {
  assertCan(actor, 'damage-reports.manage');
  if (!UUID_PATTERN.test(id)) throw new AppError('NOT_FOUND', ADMIN.requests.notFound);
  if (!file)
    throw new AppError('VALIDATION', FEEDBACK.afterPhotoFailed, {
      fields: { foto: FEEDBACK.afterPhotoFailed },
      title: FEEDBACK.afterPhotoFailed,
    });
  const object = await preparePhoto(file);
  return storeWithFiles(
    deps,
    [object],
    async (tx, [url]) => {
      const [report] = await tx
        .select({ code: serviceRequests.trackingCode, status: serviceRequests.status })
        .from(damageReports)
        .innerJoin(serviceRequests, eq(serviceRequests.id, damageReports.requestId))
        .where(eq(damageReports.requestId, id))
        .for('update');
      if (!report) throw new AppError('NOT_FOUND', ADMIN.requests.notFound);
      if (report.status !== 'Selesai') throw new AppError('CONFLICT', FEEDBACK.afterPhotoNotFinished, { title: FEEDBACK.afterPhotoFailed });
      return recordAfterPhoto(tx, { id, code: report.code, actorId: actor.id, url: url! });
    },
    null,
  );
}

export async function removeAfterPhoto({ deps, actor, id }: { deps: Deps; actor: Actor; id: string }) {
  assertCan(actor, 'damage-reports.manage');
  if (!UUID_PATTERN.test(id)) throw new AppError('NOT_FOUND', ADMIN.requests.notFound);
  return deps.db.transaction(async (tx) => {
    const [report] = await tx.select({ code: serviceRequests.trackingCode }).from(serviceRequests).where(eq(serviceRequests.id, id));
    if (!report) throw new AppError('NOT_FOUND', ADMIN.requests.notFound);
    const removed = await tx
      .delete(damageReportPhotos)
      .where(and(eq(damageReportPhotos.requestId, id), eq(damageReportPhotos.kind, 'sesudah')))
      .returning({ id: damageReportPhotos.id });
    if (removed.length) {
      await tx.insert(auditLog).values({
        actorId: actor.id,
        action: 'damage-report.after-photo-removed',
        target: report.code,
        details: { photo: removed[0]!.id },
      });
    }
    return { removed: removed.length > 0 };
  });
}
