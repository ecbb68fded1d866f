import { fileTypeFromBuffer } from 'file-type';
import { PPID_UPLOAD_LIMITS } from '../../shared/ppid-uploads.ts';
import { UPLOAD_LIMITS as SERVICE_LIMITS } from '../../shared/constants.ts';
import { fillText } from '../../shared/strings.ts';
import { LAYANAN_UPLOADS } from '../../shared/layanan-uploads-strings.ts';
import { AppError } from '../http/errors.ts';

const UPLOAD_LIMITS = { ...SERVICE_LIMITS, ...PPID_UPLOAD_LIMITS };
export type UploadKind = keyof typeof UPLOAD_LIMITS;

/** A file whose size and real type have been checked; `ext` comes from the sniffed type. */
export type AcceptedFile = { data: Uint8Array; mime: string; ext: string };

// file-type reports the sniffed type; we store the extension of that type, never the client's name.
const EXT_OF: Record<string, string> = {
  'application/pdf': 'pdf',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

// A legacy .doc is an OLE compound file; file-type names the container, not the Word format.
const ALIASES: Record<string, string> = { 'application/x-cfb': 'application/msword' };

const TYPE_NAMES: Record<string, string> = {
  'application/pdf': 'PDF',
  'application/msword': 'DOC',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'DOCX',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'XLSX',
  'image/jpeg': 'JPG',
  'image/png': 'PNG',
  'image/webp': 'WEBP',
};

function allowedTypesText(kind: UploadKind): string {
  const names = [...new Set(UPLOAD_LIMITS[kind].mime.map((m) => TYPE_NAMES[m] ?? m))];
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} atau ${names.at(-1)}` : names[0]!;
}

/**
 * DECISIONS.md rule 10: size first (413), then the type sniffed from the content (415).
 * `label` names the file in the message, e.g. 'Gagal mengunggah KTP: …'.
 */
export async function acceptFile(file: File, kind: UploadKind, label: string): Promise<AcceptedFile> {
  const limit = UPLOAD_LIMITS[kind];
  if (file.size > limit.maxBytes) {
    throw new AppError('TOO_LARGE', fillText(LAYANAN_UPLOADS.tooLarge, { kind: label, max: limit.maxBytes / (1024 * 1024) }));
  }
  const data = new Uint8Array(await file.arrayBuffer());
  const sniffed = await fileTypeFromBuffer(data);
  const mime = sniffed ? (ALIASES[sniffed.mime] ?? sniffed.mime) : null;
  if (!mime || !(limit.mime as readonly string[]).includes(mime) || !EXT_OF[mime]) {
    throw new AppError('UNSUPPORTED_TYPE', fillText(LAYANAN_UPLOADS.wrongType, { kind: label, types: allowedTypesText(kind) }));
  }
  return { data, mime, ext: EXT_OF[mime]! };
}
