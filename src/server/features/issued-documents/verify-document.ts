import { and, desc, eq } from 'drizzle-orm';
import type { DocumentCheckResult, DocumentSummary } from '../../../shared/issued-document-schemas.ts';
import { DOCUMENTS } from '../../../shared/issued-document-strings.ts';
import type { Db } from '../../db/client.ts';
import { issuedDocuments, sirekananRequests, ujilabRequests } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';

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
 * replaced document is still genuine, and says so.
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
  if (!row) return { match: false };
  return {
    match: true,
    kind: row.kind,
    issuedAt: row.issuedAt.toISOString(),
    replacedAt: row.replacedAt?.toISOString() ?? null,
    testType: request.testType,
  };
}

/** For the page's real 404 (src/server/pages/routes.ts). */
export async function documentCodeExists(db: Db, code: string): Promise<boolean> {
  return (await requestOf(db, code)) !== null;
}
