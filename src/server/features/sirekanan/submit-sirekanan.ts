import { eq } from 'drizzle-orm';
import type { SirekananInput, SirekananItem } from '../../../shared/sirekanan-schemas.ts';
import { LAYANAN_SIREKANAN } from '../../../shared/layanan-sirekanan-strings.ts';
import { assertCan, type Actor, type Deps } from '../../context.ts';
import { sirekananRequests } from '../../db/schema.ts';
import { insertedRow, submitOnce } from '../../http/idempotency.ts';
import { acceptFile } from '../../uploads/accept-file.ts';
import { cleanUpload } from '../../uploads/clean-upload.ts';
import { storeWithFiles, uniqueTimestamp, type PendingObject } from '../../uploads/store-with-files.ts';
import { mailReceipt } from '../../requests/receipt-mail.ts';
import { withTrackingCode } from '../../requests/tracking-code.ts';
import { sirekananService } from '../../requests/request-services.ts';
import { contactOf, type WithOptionalContact } from '../../../shared/phone.ts';
import { saveRequestContact } from '../../whatsapp/contacts.ts';

export type SirekananSubmission = WithOptionalContact<SirekananInput> & { attachment: File | null; idempotencyKey: string | null };

/**
 * A customer's letter request; it starts as Diajukan with a fresh tracking code. A resend with the
 * same Idempotency-Key answers with the request that key already made.
 */
export async function submitSirekanan({
  deps,
  actor,
  input,
}: {
  deps: Deps;
  actor: Actor;
  input: SirekananSubmission;
}): Promise<SirekananItem> {
  assertCan(actor, 'customer.services');
  const fields = input;
  const key = input.idempotencyKey;
  const row = await submitOnce({
    key,
    actor,
    find: async (k) => (await deps.db.select().from(sirekananRequests).where(eq(sirekananRequests.idempotencyKey, k)).limit(1))[0],
    create: async () => {
      const objects: PendingObject[] = [];
      if (input.attachment) {
        const label = LAYANAN_SIREKANAN.attachmentKind;
        const file = await cleanUpload(await acceptFile(input.attachment, 'sirekananAttachment', label), label);
        objects.push({
          bucket: 'service-documents',
          key: `${actor.id}/sirekanan-${uniqueTimestamp()}.${file.ext}`,
          data: file.data,
          label,
        });
      }
      return storeWithFiles(
        deps,
        objects,
        (tx, urls) =>
          withTrackingCode(tx, 'SRK', async (sp, trackingCode) => {
            const row = insertedRow(
              await sp
                .insert(sirekananRequests)
                .values({
                  userId: actor.id,
                  subject: fields.subject,
                  details: fields.details,
                  attachmentUrl: urls[0] ?? null,
                  status: 'Diajukan',
                  trackingCode,
                  idempotencyKey: key,
                })
                .onConflictDoNothing({ target: sirekananRequests.idempotencyKey })
                .returning(),
            );
            // The receipt by e-mail, with the request or not at all (issue 37, item 4).
            await saveRequestContact(sp, { kind: 'sirekanan', id: row.id }, contactOf(fields));
            await mailReceipt(sp, deps.env, { kind: 'sirekanan', id: row.id, submittedAt: row.createdAt });
            return row;
          }),
        actor.id,
      );
    },
  });
  return sirekananService.toItem(row);
}
