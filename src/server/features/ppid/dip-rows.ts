// The list of public information (DIP, issue 16, item 5): entries with the DIP's columns and their
// documents, written by the PPID officer; a published entry's document is anyone's to download.
// What the DIP's verbs share: an entry as the pages see it, the order of the list and the removal of a
// replaced file.

import { asc, sql } from 'drizzle-orm';
import type { DipDocument } from '../../../shared/ppid.ts';
import type { Deps } from '../../context.ts';
import { ppidDocuments } from '../../db/schema.ts';
import { parseFileUrl } from '../../storage/blob-store.ts';

type Row = typeof ppidDocuments.$inferSelect;

export const toDocument = (r: Row): DipDocument => ({
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
export const ORDER = [
  sql`array_position(array['berkala', 'serta-merta', 'setiap-saat', 'dikecualikan'], ${ppidDocuments.category})`,
  asc(ppidDocuments.nomor),
  asc(ppidDocuments.createdAt),
];

export async function removeFile(deps: Pick<Deps, 'store' | 'log'>, url: string) {
  const parsed = parseFileUrl(url);
  if (!parsed) return;
  await deps.store.delete(parsed.bucket, parsed.key).catch((err: unknown) => deps.log.error({ err, url }, 'could not remove a DIP file'));
}
