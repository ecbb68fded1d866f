import { eq, sql } from 'drizzle-orm';
import { PPID_ADMIN } from '../../../shared/ppid-admin-strings.ts';
import { UUID_PATTERN } from '../../../shared/admin-schemas.ts';
import { dayLabel, type AnswerFile, type PpidAdminItem } from '../../../shared/ppid.ts';
import { assertCan } from '../../context.ts';
import { ppidRequests } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { acceptFile, type AcceptedFile } from '../../uploads/accept-file.ts';
import { cleanUpload } from '../../uploads/clean-upload.ts';
import { storeWithFiles, uniqueTimestamp } from '../../uploads/store-with-files.ts';
import { mailRequester } from './mail-requester.ts';
import { lockOpen, openObjectionUntil, recordStep, reload, todayWita, type StepArgs } from './request-rows.ts';
import { queueWhatsAppStatus } from '../../whatsapp/queue.ts';

const A = PPID_ADMIN.admin;

/** The answer, with up to three attachments kept under the requester's folder (they and the PPID read them). */
export async function answerPpidRequest({
  deps,
  actor,
  id,
  input,
}: StepArgs & { input: { answer: string; files: File[] } }): Promise<PpidAdminItem> {
  assertCan(actor, 'ppid.manage');
  if (!UUID_PATTERN.test(id)) throw new AppError('NOT_FOUND', A.notFound);
  const [owner] = await deps.db.select({ userId: ppidRequests.userId }).from(ppidRequests).where(eq(ppidRequests.id, id));
  if (!owner) throw new AppError('NOT_FOUND', A.notFound);
  const accepted: { file: File; clean: AcceptedFile }[] = [];
  for (const f of input.files)
    accepted.push({ file: f, clean: await cleanUpload(await acceptFile(f, 'ppidAnswer', A.answerText), A.answerText) });
  const folder = owner.userId ?? 'tanpa-akun';
  const objects = accepted.map(({ clean }, i) => ({
    bucket: 'ppid-requests' as const,
    key: `${folder}/jawaban-${uniqueTimestamp()}-${i + 1}.${clean.ext}`,
    data: clean.data,
    label: A.answerText,
  }));
  await storeWithFiles(
    deps,
    objects,
    async (tx, urls) => {
      const row = await lockOpen(tx, id);
      const files: AnswerFile[] = urls.map((url, i) => ({
        url,
        name: displayName(accepted[i]!.file.name, accepted[i]!.clean.ext, i),
        size: accepted[i]!.clean.data.byteLength,
      }));
      await tx
        .update(ppidRequests)
        .set({ status: 'Selesai', answer: input.answer, answerFiles: files, answeredAt: sql`clock_timestamp()` })
        .where(eq(ppidRequests.id, id));
      await recordStep(tx, row, actor.id, 'Selesai', A.answeredNote);
      await queueWhatsAppStatus(tx, deps.env, { kind: 'ppid', id: row.id, status: 'Selesai' });
      const until = openObjectionUntil({ answeredAt: new Date(), dueOn: row.dueOn }, todayWita());
      await mailRequester(tx, deps.env, row, {
        subject: PPID_ADMIN.mail.answeredSubject(row.trackingCode),
        heading: PPID_ADMIN.mail.answeredHeading,
        paragraphs: [
          input.answer,
          ...(files.length ? [PPID_ADMIN.mail.attachmentsNote(files.length)] : []),
          ...(until ? [PPID_ADMIN.mail.objectionHint(dayLabel(until))] : []),
        ],
      });
    },
    null,
  );
  return reload(deps.db, id);
}

/** The name the requester sees for an attachment: theirs, with the extension of what it really is. */
function displayName(sent: string, ext: string, i: number): string {
  const base = sent
    .replace(/\.[^.]*$/, '')
    .replace(/[^\p{L}\p{N} ._-]/gu, '')
    .trim()
    .slice(0, 80);
  return `${base || `lampiran-${i + 1}`}.${ext}`;
}
