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
  /** How it was signed when issued (issue 40); null for a document issued before the portal signed. */
  signature: { provider: 'lokal' | 'bsre'; signer: string | null; signedAt: string | null } | null;
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

/** How the portal signs the documents it issues, for the "Ubah status" form: what staff must type, if anything. */
export type SigningInfo = { provider: 'lokal' | 'bsre'; ask: 'passphrase' | 'sealCode' | null };

/** Why a PDF's signature is not valid (issue 40, item 5). */
type SignatureProblem = 'unsigned' | 'damaged' | 'badSignature' | 'changed';

/** What the portal found of a PDF's own signature: who signed and when, or why it is not valid. */
export type SignatureVerdict =
  | { valid: true; signer: string | null; signedAt: string | null }
  | { valid: false; problem: SignatureProblem; signer: string | null; signedAt: string | null };

/**
 * A copy checked against the code's documents: by its SHA-256 alone (the file stays in the browser), or
 * sent as a file, when its own signature is checked too. `signature` of a match: the issued document's
 * (null when it was issued before the portal signed); of a mismatch: the sent file's, when one was sent.
 */
export type DocumentCheckResult =
  | {
      match: true;
      kind: IssuedDocumentKind;
      issuedAt: string;
      replacedAt: string | null;
      testType: JenisUji | null;
      signature: SignatureVerdict | null;
    }
  | { match: false; signature: SignatureVerdict | null };
