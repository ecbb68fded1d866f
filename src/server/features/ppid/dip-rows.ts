// The list of public information (DIP, issue 16, item 5): entries with the DIP's columns and their
// documents, written by the PPID officer; a published entry's document is anyone's to download.
import { asc, eq, sql } from 'drizzle-orm';
import { PPID_ADMIN } from '../../../shared/ppid-admin-strings.ts';
import { UUID_PATTERN } from '../../../shared/admin-schemas.ts';
import type { DipDocument } from '../../../shared/ppid.ts';
import type { DipInput } from '../../../shared/ppid-schemas.ts';
import { can } from '../../../shared/roles.ts';
import { assertCan, type Actor, type Deps } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { auditLog, ppidDocuments } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { parseFileUrl } from '../../storage/blob-store.ts';
import { acceptFile } from '../../uploads/accept-file.ts';
import { storeWithFiles, uniqueTimestamp, type PendingObject } from '../../uploads/store-with-files.ts';
import { contentTypeOf } from '../../storage/content-type.ts';

const D = PPID_ADMIN.dipAdmin;
type Row = typeof ppidDocuments.$inferSelect;

const toDocument = (r: Row): DipDocument => ({
  id: r.id,
  category: r.category,
  nomor: r.nomor,
  ringkasan: r.ringkasan,
  pejabat: r.pejabat,
  penanggungJawab: r.penanggungJawab,
  waktuTempat: r.waktuTempat,
  bentuk: r.bentuk,
  jangkaWaktu: r.jangkaWaktu,
  downloadUrl: r.fileUrl ? `/api/ppid/dip/${r.id}/berkas` : null,
  fileName: r.fileName,
  fileSize: r.fileSize,
  published: r.published,
  updatedAt: r.updatedAt.toISOString(),
});

// The law's order of the categories, then the office's numbering.
const ORDER = [
  sql`array_position(array['berkala', 'serta-merta', 'setiap-saat', 'dikecualikan'], ${ppidDocuments.category})`,
  asc(ppidDocuments.nomor),
  asc(ppidDocuments.createdAt),
];

/** What /ppid shows: the published entries. */
export async function listPublishedDip(db: Db): Promise<DipDocument[]> {
  const rows = await db
    .select()
    .from(ppidDocuments)
    .where(eq(ppidDocuments.published, true))
    .orderBy(...ORDER);
  return rows.map(toDocument);
}

export async function listDip({ db, actor }: { db: Db; actor: Actor }): Promise<DipDocument[]> {
  assertCan(actor, 'ppid.manage');
  return (
    await db
      .select()
      .from(ppidDocuments)
      .orderBy(...ORDER)
  ).map(toDocument);
}

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

async function removeFile(deps: Pick<Deps, 'store' | 'log'>, url: string) {
  const parsed = parseFileUrl(url);
  if (!parsed) return;
  await deps.store.delete(parsed.bucket, parsed.key).catch((err: unknown) => deps.log.error({ err, url }, 'could not remove a DIP file'));
}

export async function deleteDip({ deps, actor, id }: { deps: Deps; actor: Actor; id: string }): Promise<void> {
  assertCan(actor, 'ppid.manage');
  if (!UUID_PATTERN.test(id)) throw new AppError('NOT_FOUND', D.notFound);
  const removed = await deps.db.transaction(async (tx) => {
    const [row] = await tx.delete(ppidDocuments).where(eq(ppidDocuments.id, id)).returning();
    if (!row) throw new AppError('NOT_FOUND', D.notFound);
    await tx.insert(auditLog).values({ actorId: actor.id, action: 'ppid.dip.delete', target: id, details: { nomor: row.nomor } });
    return row;
  });
  if (removed.fileUrl) await removeFile(deps, removed.fileUrl);
}

/** A DIP document: anyone's once published, otherwise only the PPID's staff (a preview before publishing). */
export async function readDipFile({ deps, actor, id }: { deps: Deps; actor: Actor; id: string }) {
  if (!UUID_PATTERN.test(id)) throw new AppError('NOT_FOUND', D.notFound);
  const [row] = await deps.db.select().from(ppidDocuments).where(eq(ppidDocuments.id, id));
  const staff = can(actor?.role, 'ppid.manage');
  if (!row?.fileUrl || (!row.published && !staff)) throw new AppError('NOT_FOUND', D.notFound);
  const parsed = parseFileUrl(row.fileUrl);
  if (!parsed) throw new AppError('NOT_FOUND', D.notFound);
  const object = await deps.store.get(parsed.bucket, parsed.key);
  if (!object) throw new AppError('NOT_FOUND', D.notFound);
  return { object, type: contentTypeOf(parsed.key), name: row.fileName ?? parsed.key, published: row.published, updatedAt: row.updatedAt };
}
