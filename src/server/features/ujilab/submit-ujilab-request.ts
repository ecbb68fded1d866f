import { eq, sql } from 'drizzle-orm';
import { LAYANAN_UJILAB } from '../../../shared/layanan-ujilab-strings.ts';
import type { UjilabItem, UjilabSubmitInput } from '../../../shared/ujilab-schemas.ts';
import { assertCan, type Actor, type Deps } from '../../context.ts';
import { ujilabRequests } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { insertedRow, submitOnce } from '../../http/idempotency.ts';
import { acceptFile } from '../../uploads/accept-file.ts';
import { cleanUpload } from '../../uploads/clean-upload.ts';
import { storeWithFiles, uniqueTimestamp } from '../../uploads/store-with-files.ts';
import { mailReceipt } from '../../requests/receipt-mail.ts';
import { contactOf, type WithOptionalContact } from '../../../shared/phone.ts';
import { saveRequestContact } from '../../whatsapp/contacts.ts';
import { withTrackingCode } from '../../requests/tracking-code.ts';
import { ujilabService } from '../../requests/request-services.ts';
import { insertRequestItems, priceRequest } from '../../tariff/tariff.ts';

export type LabSubmission = WithOptionalContact<UjilabSubmitInput> & {
  suratPermohonan: File | null;
  ktp: File | null;
  idempotencyKey: string | null;
};

const T = LAYANAN_UJILAB;

/**
 * A customer's lab-test request with its application letter and ID card (both required). A resend
 * with the same Idempotency-Key answers with the request that key already made.
 */
export async function submitUjilabRequest({ deps, actor, input }: { deps: Deps; actor: Actor; input: LabSubmission }): Promise<UjilabItem> {
  assertCan(actor, 'customer.services');
  const { jenisUji, suratPermohonan, ktp: ktpFile } = input;
  if (!suratPermohonan || !ktpFile) {
    const fields: Record<string, string> = {};
    if (!suratPermohonan) fields.suratPermohonan = T.incomplete;
    if (!ktpFile) fields.ktp = T.incomplete;
    throw new AppError('VALIDATION', T.incomplete, { title: T.incompleteTitle, fields });
  }
  // Refused before anything is stored; priced again in the transaction, so a price changed meanwhile is the one kept.
  await priceRequest(deps.db, jenisUji, input.items);
  const key = input.idempotencyKey;
  const row = await submitOnce({
    key,
    actor,
    find: async (k) => (await deps.db.select().from(ujilabRequests).where(eq(ujilabRequests.idempotencyKey, k)).limit(1))[0],
    create: async () => {
      const [surat, ktp] = [
        await cleanUpload(await acceptFile(suratPermohonan, 'labDocument', T.suratPermohonanKind), T.suratPermohonanKind),
        await cleanUpload(await acceptFile(ktpFile, 'labDocument', T.ktpKind), T.ktpKind),
      ];
      const ts = uniqueTimestamp();
      return storeWithFiles(
        deps,
        [
          {
            bucket: 'lab-documents',
            key: `${actor.id}/surat-permohonan-${ts}.${surat.ext}`,
            data: surat.data,
            label: T.suratPermohonanKind,
          },
          { bucket: 'lab-documents', key: `${actor.id}/ktp-${ts}.${ktp.ext}`, data: ktp.data, label: T.ktpKind },
        ],
        (tx, [permohonanUrl, ktpUrl]) =>
          withTrackingCode(tx, 'LAB', async (sp, trackingCode) => {
            const row = insertedRow(
              await sp
                .insert(ujilabRequests)
                .values({
                  userId: actor.id,
                  jenisUji,
                  jenisUjiLainnya: jenisUji === 'Lainnya' ? input.jenisUjiLainnya : null,
                  // The box was ticked (the schema refuses the form otherwise): when, for the record.
                  ktpConsentAt: sql`now()`,
                  dokumenPermohonanUrl: permohonanUrl!,
                  dokumenKtpUrl: ktpUrl!,
                  status: 'Diajukan',
                  trackingCode,
                  idempotencyKey: key,
                })
                .onConflictDoNothing({ target: ujilabRequests.idempotencyKey })
                .returning(),
            );
            // The tests asked for, priced by the server from today's tariff (issue 40, item 2), with the request.
            await insertRequestItems(sp, row.id, await priceRequest(sp, jenisUji, input.items));
            // The receipt by e-mail, with the request or not at all (issue 37, item 4).
            await saveRequestContact(sp, { kind: 'ujilab', id: row.id }, contactOf(input));
            await mailReceipt(sp, deps.env, { kind: 'ujilab', id: row.id, submittedAt: row.createdAt });
            return row;
          }),
        actor.id,
      );
    },
  });
  return ujilabService.toItem(row);
}
