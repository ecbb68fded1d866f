import { LAYANAN } from '../../../shared/strings.ts';
import { ujiLabInputSchema, type UjiLabItem } from '../../../shared/ujilab-schemas.ts';
import { assertCan, type Actor, type Deps } from '../../context.ts';
import { pengajuanUji } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { acceptFile } from '../../uploads/accept-file.ts';
import { parseFields } from '../../uploads/parse-fields.ts';
import { storeWithFiles, uniqueTimestamp } from '../../uploads/store-with-files.ts';
import { withTrackingCode } from '../tracking/tracking-code.ts';
import { toUjiLabItem } from './list-lab-requests.ts';

export type LabSubmission = { jenisUji: string; suratPermohonan: File | null; ktp: File | null };

const T = LAYANAN.ujilab;

/** A customer's lab-test request with its application letter and ID card (both required). */
export async function submitLabRequest({ deps, actor, input }: { deps: Deps; actor: Actor; input: LabSubmission }): Promise<UjiLabItem> {
  assertCan(actor, 'customer.services');
  const { jenisUji } = parseFields(ujiLabInputSchema, input, T.incompleteTitle);
  if (!input.suratPermohonan || !input.ktp) {
    const fields: Record<string, string> = {};
    if (!input.suratPermohonan) fields.suratPermohonan = T.incomplete;
    if (!input.ktp) fields.ktp = T.incomplete;
    throw new AppError('VALIDATION', T.incomplete, { title: T.incompleteTitle, fields });
  }
  const [surat, ktp] = [
    await acceptFile(input.suratPermohonan, 'labDocument', T.suratPermohonanKind),
    await acceptFile(input.ktp, 'labDocument', T.ktpKind),
  ];
  const ts = uniqueTimestamp();
  const row = await storeWithFiles(
    deps,
    [
      { bucket: 'lab-documents', key: `${actor.id}/surat-permohonan-${ts}.${surat.ext}`, data: surat.data, label: T.suratPermohonanKind },
      { bucket: 'lab-documents', key: `${actor.id}/ktp-${ts}.${ktp.ext}`, data: ktp.data, label: T.ktpKind },
    ],
    (tx, [permohonanUrl, ktpUrl]) =>
      withTrackingCode(tx, 'LAB', async (sp, trackingCode) => {
        const [inserted] = await sp
          .insert(pengajuanUji)
          .values({ userId: actor.id, jenisUji, dokumenPermohonanUrl: permohonanUrl!, dokumenKtpUrl: ktpUrl!, status: 'Diajukan', trackingCode })
          .returning();
        return inserted!;
      }),
  );
  return toUjiLabItem(row);
}
