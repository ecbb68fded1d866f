import { randomBytes } from 'node:crypto';
import { damageReportInputSchema, type DamageReportReceipt } from '../../../shared/damage-report-schemas.ts';
import { LAYANAN } from '../../../shared/strings.ts';
import type { Actor, Deps } from '../../context.ts';
import { serviceRequests } from '../../db/schema.ts';
import { acceptFile } from '../../uploads/accept-file.ts';
import { parseFields } from '../../uploads/parse-fields.ts';
import { reencodePhoto } from '../../uploads/reencode-photo.ts';
import { storeWithFiles, uniqueTimestamp, type PendingObject } from '../../uploads/store-with-files.ts';
import { withTrackingCode } from '../tracking/tracking-code.ts';

export type DamageSubmission = {
  reporterName: string;
  reporterEmail: string;
  location: string;
  description: string;
  reportType: string;
  photo: File | null;
};

const T = LAYANAN.damage;

/**
 * Open to everyone (ARCHITECTURE.md §5); a signed-in reporter is linked by user_id. The photo is
 * re-encoded so that its EXIF and GPS data never reach storage.
 */
export async function submitDamageReport({ deps, actor, input }: { deps: Deps; actor: Actor; input: DamageSubmission }): Promise<DamageReportReceipt> {
  const fields = parseFields(damageReportInputSchema, input, T.incompleteTitle);
  const objects: PendingObject[] = [];
  if (input.photo) {
    const photo = await reencodePhoto(await acceptFile(input.photo, 'damagePhoto', T.photoKind), T.photoKind);
    const key = `public/${uniqueTimestamp()}-${randomBytes(6).toString('hex')}.${photo.ext}`;
    objects.push({ bucket: 'damage-photos', key, data: photo.data, label: T.photoKind });
  }
  const row = await storeWithFiles(deps, objects, (tx, urls) =>
    withTrackingCode(tx, 'LPR', async (sp, trackingCode) => {
      const [inserted] = await sp
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
            photo_url: urls[0] ?? null,
          },
          status: 'Diajukan',
          trackingCode,
        })
        .returning();
      return inserted!;
    }),
  );
  return { trackingCode: row.trackingCode, status: row.status, createdAt: row.createdAt.toISOString() };
}
