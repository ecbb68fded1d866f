import { eq } from 'drizzle-orm';
import { PPID_ADMIN } from '../../../shared/ppid-admin-strings.ts';
import { UUID_PATTERN } from '../../../shared/admin-schemas.ts';
import type { DipDocument } from '../../../shared/ppid.ts';
import type { DipInput } from '../../../shared/ppid-schemas.ts';
import { assertCan, type Actor, type Deps } from '../../context.ts';
import { auditLog, ppidDocuments } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { acceptFile } from '../../uploads/accept-file.ts';
import { storeWithFiles, uniqueTimestamp, type PendingObject } from '../../uploads/store-with-files.ts';
import { removeFile, toDocument } from './dip-rows.ts';

const D = PPID_ADMIN.dipAdmin;

/** The name a download is saved under: the office's own words, safe in a header. */
function fileNameOf(input: DipInput, ext: string): string {
  const base = `${input.nomor} ${input.ringkasan}`
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9 ._-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .slice(0, 80);
  return `${base || 'dokumen'}.${ext}`;
}

/** Adds (id null) or changes an entry; a new file replaces the old one, which is removed after the row is saved. */
export async function saveDip({
  deps,
  actor,
  id,
  input,
  file,
}: {
  deps: Deps;
  actor: Actor;
  id: string | null;
  input: DipInput;
  file: File | null;
}): Promise<DipDocument> {
  assertCan(actor, 'ppid.manage');
  if (id !== null && !UUID_PATTERN.test(id)) throw new AppError('NOT_FOUND', D.notFound);
  const accepted = file && file.size > 0 ? await acceptFile(file, 'dipDocument', D.documentKind) : null;
  const objects: PendingObject[] = accepted
    ? [{ bucket: 'ppid-documents', key: `dip/${uniqueTimestamp()}.${accepted.ext}`, data: accepted.data, label: D.documentKind }]
    : [];
  const { saved, replaced } = await storeWithFiles(
    deps,
    objects,
    async (tx, [url]) => {
      const [before] = id ? await tx.select().from(ppidDocuments).where(eq(ppidDocuments.id, id)).for('update') : [];
      if (id && !before) throw new AppError('NOT_FOUND', D.notFound);
      const fileFields = url
        ? { fileUrl: url, fileName: fileNameOf(input, accepted!.ext), fileSize: accepted!.data.byteLength }
        : input.removeFile
          ? { fileUrl: null, fileName: null, fileSize: null }
          : {};
      const values = {
        category: input.category,
        nomor: input.nomor,
        ringkasan: input.ringkasan,
        pejabat: input.pejabat,
        penanggungJawab: input.penanggungJawab,
        waktuTempat: input.waktuTempat,
        bentuk: input.bentuk,
        jangkaWaktu: input.jangkaWaktu,
        published: input.published,
        ...fileFields,
      };
      const [row] = before
        ? await tx
            .update(ppidDocuments)
            .set({ ...values, updatedAt: new Date() })
            .where(eq(ppidDocuments.id, before.id))
            .returning()
        : await tx
            .insert(ppidDocuments)
            .values({ ...values, createdBy: actor.id })
            .returning();
      await tx.insert(auditLog).values({
        actorId: actor.id,
        action: before ? 'ppid.dip.update' : 'ppid.dip.create',
        target: row!.id,
        details: { nomor: input.nomor, published: input.published },
      });
      const old = before?.fileUrl && before.fileUrl !== row!.fileUrl ? before.fileUrl : null;
      return { saved: row!, replaced: old };
    },
    null,
  );
  if (replaced) await removeFile(deps, replaced);
  return toDocument(saved);
}
