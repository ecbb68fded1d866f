import type { RequestKind } from '../../../shared/admin-schemas.ts';
import { FORM_MARGIN, type Bucket } from '../../../shared/constants.ts';
import { MAX_MESSAGE_FILES, type MessageFile } from '../../../shared/request-thread-schemas.ts';
import { REQUEST_THREAD as T } from '../../../shared/request-thread-strings.ts';
import { UPLOAD_LIMITS } from '../../../shared/constants.ts';
import { AppError } from '../../http/errors.ts';
import { acceptFile } from '../../uploads/accept-file.ts';
import { cleanUpload } from '../../uploads/clean-upload.ts';
import { uniqueTimestamp, type PendingObject } from '../../uploads/store-with-files.ts';

/**
 * Where a thread's files go and what they may be: the same rules as the service's own form (a
 * Sirekanan attachment, an Uji Lab document, a damage photo), in the service's bucket.
 */
const THREAD_UPLOADS = {
  sirekanan: { upload: 'sirekananAttachment', bucket: 'service-documents' },
  ujilab: { upload: 'labDocument', bucket: 'lab-documents' },
  'damage-reports': { upload: 'damagePhoto', bucket: 'damage-photos' },
} as const satisfies Record<RequestKind, { upload: keyof typeof UPLOAD_LIMITS; bucket: Bucket }>;

/** The largest message body a service's thread takes: its files at their limit, and the text. */
export const threadFormBytes = (kind: RequestKind) => MAX_MESSAGE_FILES * UPLOAD_LIMITS[THREAD_UPLOADS[kind].upload].maxBytes + FORM_MARGIN;

/** A message's files read and checked before anything is written: what to store, and what the row keeps. */
export type PreparedFiles = { objects: PendingObject[]; files: Omit<MessageFile, 'url'>[] };

/**
 * Checks each file (size first, then the type sniffed from its content; an image is re-encoded
 * without its metadata) and names where it will be kept: in the requester's own folder, so the
 * file rule lets only them and the service's staff read it; a damage report's under `pesan/`
 * (its bucket is staff's only).
 */
export async function prepareMessageFiles(
  kind: RequestKind,
  owner: string | null,
  requestId: string,
  list: File[],
): Promise<PreparedFiles> {
  const files = list.filter((f) => f.size > 0);
  if (files.length > MAX_MESSAGE_FILES)
    throw new AppError('VALIDATION', T.tooManyFiles, { title: T.failed, fields: { files: T.tooManyFiles } });
  const { upload, bucket } = THREAD_UPLOADS[kind];
  const ts = uniqueTimestamp();
  const prepared: PreparedFiles = { objects: [], files: [] };
  for (const [i, file] of files.entries()) {
    const clean = await cleanUpload(await acceptFile(file, upload, T.fileKind), T.fileKind);
    const folder = owner ?? `pesan/${requestId}`;
    prepared.objects.push({ bucket, key: `${folder}/pesan-${ts}-${i + 1}.${clean.ext}`, data: clean.data, label: T.fileKind });
    prepared.files.push({ name: displayName(file.name, clean.ext), sizeBytes: clean.data.byteLength, contentType: clean.mime });
  }
  return prepared;
}

/** The sender's file name, for reading only (the stored key never uses it), with the extension of its real type. */
function displayName(name: string, ext: string): string {
  const base = name
    .replace(/[\\/]/g, ' ')
    .replace(/[\p{Cc}]/gu, '')
    .replace(/\.[^.]*$/, '')
    .trim()
    .slice(0, 100);
  return `${base || 'lampiran'}.${ext}`;
}

export const withUrls = (files: PreparedFiles['files'], urls: string[]): MessageFile[] => files.map((f, i) => ({ ...f, url: urls[i]! }));
