import { and, desc, eq } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import type { DocumentCheckResult, DocumentSummary, SignatureVerdict } from '../../../shared/issued-document-schemas.ts';
import { DOCUMENTS } from '../../../shared/issued-document-strings.ts';
import type { Db } from '../../db/client.ts';
import { issuedDocuments, sirekananRequests, ujilabRequests } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { padesVerify } from '../../signing/index.ts';
import { acceptFile } from '../../uploads/accept-file.ts';

/** The request a code names (SRK or LAB), with the test type of a lab request; null if none. */
async function requestOf(db: Db, code: string) {
  if (code.startsWith('LAB-')) {
    const [row] = await db.select({ testType: ujilabRequests.jenisUji }).from(ujilabRequests).where(eq(ujilabRequests.trackingCode, code));
    return row ? { service: 'ujilab' as const, testType: row.testType } : null;
  }
  const [row] = await db.select({ id: sirekananRequests.id }).from(sirekananRequests).where(eq(sirekananRequests.trackingCode, code));
  return row ? { service: 'sirekanan' as const, testType: null } : null;
}

/**
 * /verifikasi/{code}: which documents were issued for the code and when. Nothing of the requester:
 * no name, no subject, no file.
 */
export async function getDocumentSummary(db: Db, code: string): Promise<DocumentSummary> {
  const request = await requestOf(db, code);
  if (!request) throw new AppError('NOT_FOUND', DOCUMENTS.verify.notFound, { title: DOCUMENTS.verify.notFoundTitle });
  const rows = await db
    .select({ kind: issuedDocuments.kind, issuedAt: issuedDocuments.issuedAt, replacedAt: issuedDocuments.replacedAt })
    .from(issuedDocuments)
    .where(eq(issuedDocuments.trackingCode, code))
    .orderBy(desc(issuedDocuments.issuedAt));
  return {
    trackingCode: code,
    service: request.service,
    testType: request.testType,
    documents: rows.map((r) => ({ kind: r.kind, issuedAt: r.issuedAt.toISOString(), replacedAt: r.replacedAt?.toISOString() ?? null })),
  };
}

/**
 * Whether a copy is one the office issued for this code: its SHA-256, computed by the visitor's
 * browser (the file itself never leaves their device), against the recorded ones. A copy of a
 * replaced document is still genuine, and says so; a match tells who signed it and when (the signed
 * file's signature was checked when it was issued, and these are its very bytes).
 */
export async function checkDocument(db: Db, code: string, sha256: string): Promise<DocumentCheckResult> {
  const request = await requestOf(db, code);
  if (!request) throw new AppError('NOT_FOUND', DOCUMENTS.verify.notFound, { title: DOCUMENTS.verify.notFoundTitle });
  const [row] = await db
    .select()
    .from(issuedDocuments)
    .where(and(eq(issuedDocuments.trackingCode, code), eq(issuedDocuments.sha256, sha256)))
    .orderBy(desc(issuedDocuments.issuedAt))
    .limit(1);
  if (!row) return { match: false, signature: null };
  return {
    match: true,
    kind: row.kind,
    issuedAt: row.issuedAt.toISOString(),
    replacedAt: row.replacedAt?.toISOString() ?? null,
    testType: request.testType,
    signature: row.signatureProvider ? { valid: true, signer: row.signerName, signedAt: row.signedAt?.toISOString() ?? null } : null,
  };
}

/**
 * The same check of a copy the visitor chose to send (issue 40, item 5): besides its SHA-256, the PDF's
 * own signature, so that a changed copy says why it is not valid ("diubah setelah ditandatangani"). The
 * file is read in memory and dropped; nothing is stored. A file that is not a PDF is refused (415).
 */
export async function checkDocumentFile(db: Db, code: string, file: File | null): Promise<DocumentCheckResult> {
  const request = await requestOf(db, code);
  if (!request) throw new AppError('NOT_FOUND', DOCUMENTS.verify.notFound, { title: DOCUMENTS.verify.notFoundTitle });
  if (!file || file.size === 0)
    throw new AppError('VALIDATION', DOCUMENTS.verify.notPdf, { fields: { document: DOCUMENTS.verify.notPdf } });
  const pdf = Buffer.from((await acceptFile(file, 'issuedDocument', DOCUMENTS.verify.fileLabel)).data);
  const check = padesVerify(pdf);
  const signature: SignatureVerdict = check.valid
    ? { valid: true, signer: check.signer, signedAt: check.signedAt?.toISOString() ?? null }
    : { valid: false, problem: check.problem, signer: check.signer ?? null, signedAt: check.signedAt?.toISOString() ?? null };
  const byHash = await checkDocument(db, code, createHash('sha256').update(pdf).digest('hex'));
  if (!byHash.match) return { match: false, signature };
  // An issued document's copy: its own signature as read now (null when it was issued unsigned).
  return { ...byHash, signature: byHash.signature && signature };
}

/** For the page's real 404 (src/server/pages/routes.ts). */
export async function documentCodeExists(db: Db, code: string): Promise<boolean> {
  return (await requestOf(db, code)) !== null;
}
