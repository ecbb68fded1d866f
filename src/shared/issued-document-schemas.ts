import { z } from 'zod';
import type { JenisUji } from './constants.ts';
import { DOCUMENTS } from './issued-document-strings.ts';

export type IssuedDocumentKind = 'reply_letter' | 'lab_result';

/** One document the office issued on a request, as staff and the request's owner see it. */
export type IssuedDocumentItem = {
  id: string;
  kind: IssuedDocumentKind;
  url: string;
  sizeBytes: number;
  sha256: string;
  issuedAt: string;
  /** Set when a newer document took its place; the old copy still verifies, marked as replaced. */
  replacedAt: string | null;
};

const codeOf = (message: string) =>
  z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^(SRK|LAB)-\d{4}-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{6}$/, message);
/** /verifikasi/{code}: SRK (reply letters) and LAB (result reports) only. */
export const documentCodeSchema = codeOf(DOCUMENTS.verify.notFound);
/** /verifikasi's box, as a form (its code opens /verifikasi/{code}). */
export const documentLookupSchema = z.object({ kode: documentCodeSchema });
/** /dashboard/permohonan/{code}: a customer's own Sirekanan or Uji Lab request. */
export const ownRequestCodeSchema = codeOf(DOCUMENTS.notFound);

export const documentCheckSchema = z.object({
  sha256: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[0-9a-f]{64}$/, DOCUMENTS.verify.hashInvalid),
});

/** What anyone holding a code may know: which documents exist and when they were issued; nothing of the requester. */
export type DocumentSummary = {
  trackingCode: string;
  service: 'sirekanan' | 'ujilab';
  testType: JenisUji | null;
  documents: Array<{ kind: IssuedDocumentKind; issuedAt: string; replacedAt: string | null }>;
};

export type DocumentCheckResult =
  { match: true; kind: IssuedDocumentKind; issuedAt: string; replacedAt: string | null; testType: JenisUji | null } | { match: false };
