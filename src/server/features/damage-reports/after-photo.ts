import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { UUID_PATTERN } from '../../../shared/admin-schemas.ts';
import { ADMIN } from '../../../shared/admin-strings.ts';
import { FEEDBACK } from '../../../shared/feedback-strings.ts';
import { assertCan, type Actor, type Deps } from '../../context.ts';
import { auditLog, damageReportPhotos, damageReports, serviceRequests } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { acceptFile } from '../../uploads/accept-file.ts';
import { cleanUpload } from '../../uploads/clean-upload.ts';
import { storeWithFiles, uniqueTimestamp } from '../../uploads/store-with-files.ts';

/**
 * Staff's photo of the repair (issue 15, item 7): one per report, on a Selesai report; the public
 * page shows it beside the reporter's first photo. A new one replaces the old (whose file the
 * hourly sweep removes); both in the audit log.
 */
export async function saveAfterPhoto({ deps, actor, id, file }: { deps: Deps; actor: Actor; id: string; file: File | null }) {
  assertCan(actor, 'damage-reports.manage');
  if (!UUID_PATTERN.test(id)) throw new AppError('NOT_FOUND', ADMIN.requests.notFound);
  if (!file)
    throw new AppError('VALIDATION', FEEDBACK.afterPhotoFailed, {
      fields: { foto: FEEDBACK.afterPhotoFailed },
      title: FEEDBACK.afterPhotoFailed,
    });
  const photo = await cleanUpload(await acceptFile(file, 'damagePhoto', FEEDBACK.photoKind), FEEDBACK.photoKind);
  const object = {
    bucket: 'damage-photos' as const,
    key: `public/${uniqueTimestamp()}-${randomBytes(6).toString('hex')}.${photo.ext}`,
    data: photo.data,
    label: FEEDBACK.photoKind,
  };
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
      await tx.delete(damageReportPhotos).where(and(eq(damageReportPhotos.requestId, id), eq(damageReportPhotos.kind, 'sesudah')));
      const [row] = await tx
        .insert(damageReportPhotos)
        .values({ requestId: id, kind: 'sesudah', position: 0, url: url! })
        .returning({ id: damageReportPhotos.id, url: damageReportPhotos.url });
      await tx
        .insert(auditLog)
        .values({ actorId: actor.id, action: 'damage-report.after-photo', target: report.code, details: { photo: row!.id } });
      return row!;
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
