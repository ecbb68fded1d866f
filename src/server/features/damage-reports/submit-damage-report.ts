import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DamageReportInput, DamageReportReceipt } from '../../../shared/damage-report-schemas.ts';
import { LAYANAN_DAMAGE } from '../../../shared/layanan-damage-strings.ts';
import type { Actor, Deps } from '../../context.ts';
import { damageReportPhotos, damageReports, serviceRequests } from '../../db/schema.ts';
import { insertedRow, submitOnce } from '../../http/idempotency.ts';
import { acceptFile } from '../../uploads/accept-file.ts';
import { cleanUpload } from '../../uploads/clean-upload.ts';
import { storeWithFiles, uniqueTimestamp, type PendingObject } from '../../uploads/store-with-files.ts';
import { withTrackingCode } from '../../requests/tracking-code.ts';
import { receiptToken } from '../../requests/receipt-token.ts';
import { dueDateFor } from './targets.ts';
import { existingBridge } from './bridge-choices.ts';
import { AppError } from '../../http/errors.ts';
import { REPORT_FORM } from '../../../shared/report-form-strings.ts';
import { askToConfirm, confirmedAlready } from '../../mail/address-confirmations.ts';
import { mailReceipt } from '../../requests/receipt-mail.ts';
import { contactOf, type WithOptionalContact } from '../../../shared/phone.ts';
import { saveRequestContact } from '../../whatsapp/contacts.ts';
import { nearestRoad } from '../../roads/nearest-road.ts';
import { stillThere } from '../../roads/still-there.ts';

export type DamageSubmission = WithOptionalContact<DamageReportInput> & { photos: File[]; idempotencyKey: string | null };

const T = LAYANAN_DAMAGE;

/**
 * Open to everyone (ARCHITECTURE.md §5); a signed-in reporter is linked by user_id. Up to three
 * photos, each re-encoded so that its EXIF and GPS data never reach storage; the pin (if any) and
 * the kabupaten go to damage_reports, in the same transaction. A resend with the same
 * Idempotency-Key answers with the report that key already made.
 */
export async function submitDamageReport({
  deps,
  actor,
  input,
}: {
  deps: Deps;
  actor: Actor;
  input: DamageSubmission;
}): Promise<DamageReportReceipt> {
  const fields = input;
  const key = input.idempotencyKey;
  const row = await submitOnce({
    key,
    actor,
    find: async (k) => (await deps.db.select().from(serviceRequests).where(eq(serviceRequests.idempotencyKey, k)).limit(1))[0],
    create: async () => {
      // Issue 39: the ruas under the pin and who owns it, found by the server whatever the form showed.
      const road =
        fields.latitude != null && fields.longitude != null ? await nearestRoad(deps.db, fields.latitude, fields.longitude) : null;
      const objects: PendingObject[] = [];
      for (const file of input.photos) {
        const photo = await cleanUpload(await acceptFile(file, 'damagePhoto', T.photoKind), T.photoKind);
        const objectKey = `public/${uniqueTimestamp()}-${randomBytes(6).toString('hex')}.${photo.ext}`;
        objects.push({ bucket: 'damage-photos', key: objectKey, data: photo.data, label: T.photoKind });
      }
      return storeWithFiles(
        deps,
        objects,
        (tx, urls) =>
          withTrackingCode(tx, 'LPR', async (sp, trackingCode) => {
            const request = insertedRow(
              await sp
                .insert(serviceRequests)
                .values({
                  userId: actor?.id ?? null,
                  serviceType: 'lapor_kerusakan',
                  title: `${T.titlePrefix} ${fields.reportType}`,
                  description: fields.location,
                  details: {
                    reporter_name: fields.reporterName,
                    reporter_email: fields.reporterEmail,
                    description: fields.description,
                    report_type: fields.reportType,
                    // The cover, where the lists and the receipt have always looked for it.
                    photo_url: urls[0] ?? null,
                  },
                  status: 'Diajukan',
                  trackingCode,
                  idempotencyKey: key,
                })
                .onConflictDoNothing({ target: serviceRequests.idempotencyKey })
                .returning(),
            );
            const bridge = fields.reportType === 'Jembatan' ? await existingBridge(sp, fields.bridgeId) : null;
            if (fields.reportType === 'Jembatan' && fields.bridgeId && !bridge) {
              throw new AppError('VALIDATION', REPORT_FORM.bridgeNotFound, {
                title: T.incompleteTitle,
                fields: { bridgeId: REPORT_FORM.bridgeNotFound },
              });
            }
            const dueOn = await dueDateFor(sp, fields.reportType, request.createdAt);
            // Held until the report commits; one deleted since the index was built is left out, not refused.
            const onRoad = await stillThere(sp, road);
            await sp.insert(damageReports).values({
              requestId: request.id,
              reportType: fields.reportType,
              kabupaten: fields.kabupaten,
              latitude: fields.latitude,
              longitude: fields.longitude,
              reportedAt: request.createdAt,
              dueOn,
              bridgeId: bridge?.id ?? null,
              roadSectionId: onRoad.roadSectionId,
              roadDistanceM: onRoad.roadDistanceM,
              ownerInstansiId: onRoad.ownerInstansiId,
            });
            if (urls.length) {
              await sp.insert(damageReportPhotos).values(urls.map((url, position) => ({ requestId: request.id, position, url })));
            }
            // Issue 38: the optional phone and the WhatsApp opt-in.
            await saveRequestContact(sp, { kind: 'damage-reports', id: request.id }, contactOf(fields));
            // The typed address hears nothing of this report until it confirms itself (issue 33, item 4),
            // unless it is the signed-in reporter's own verified one.
            const email = fields.reporterEmail;
            if (email && actor?.emailVerified && actor.email.toLowerCase() === email) {
              await confirmedAlready(sp, { requestId: request.id, email });
              // Its receipt by e-mail at once (issue 37, item 4); a typed address gets it in the confirmation mail.
              await mailReceipt(sp, deps.env, { kind: 'damage-reports', id: request.id, submittedAt: request.createdAt, dueOn });
            } else if (email) {
              await askToConfirm(sp, deps.env, { requestId: request.id, code: trackingCode, email });
            }
            return request;
          }),
        actor?.id ?? null,
      );
    },
  });
  return {
    trackingCode: row.trackingCode,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    // Whoever sent it (with or without an account) can take the receipt with this link.
    receiptUrl: `/api/receipts/${row.trackingCode}?t=${receiptToken(deps.env.AUTH_SECRET!, row.trackingCode)}`,
  };
}
