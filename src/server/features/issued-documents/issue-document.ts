import { createHash } from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { UUID_PATTERN } from '../../../shared/admin-schemas.ts';
import type { RequestStatus } from '../../../shared/constants.ts';
import type { IssuedDocumentItem, IssuedDocumentKind } from '../../../shared/issued-document-schemas.ts';
import { DOCUMENTS } from '../../../shared/issued-document-strings.ts';
import { assertCan, type Actor, type Deps } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { auditLog, issuedDocuments, sirekananRequests, ujilabRequests } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { queueNotice } from '../../mail/notice.ts';
import { documentReadyMail } from '../../mail/templates.ts';
import { acceptFile } from '../../uploads/accept-file.ts';
import { storeWithFiles, uniqueTimestamp } from '../../uploads/store-with-files.ts';
import { recipientOf } from '../../requests/recipient.ts';
import type { SigningContext, StatusAttachment } from '../../requests/request-kinds.ts';
import { signDocument, type DocumentSignature } from './sign-document.ts';

/**
 * Which document each service issues, on which statuses, where it is kept. The file goes under the
 * requester's own folder, so the existing rule "owner or the service's staff" (file-access.ts)
 * lets exactly those two read it.
 */
export const DOCUMENT_KINDS = {
  sirekanan: {
    kind: 'reply_letter',
    table: sirekananRequests,
    tableName: 'sirekanan_requests',
    capability: 'sirekanan.manage',
    bucket: 'service-documents',
    file: 'surat-balasan',
    statuses: ['Selesai', 'Ditolak'],
  },
  ujilab: {
    kind: 'lab_result',
    table: ujilabRequests,
    tableName: 'pengajuan_uji',
    capability: 'ujilab.manage',
    bucket: 'lab-documents',
    file: 'hasil-uji',
    statuses: ['Selesai'],
  },
} as const satisfies Record<
  string,
  {
    kind: IssuedDocumentKind;
    table: typeof sirekananRequests | typeof ujilabRequests;
    tableName: string;
    capability: 'sirekanan.manage' | 'ujilab.manage';
    bucket: 'service-documents' | 'lab-documents';
    file: string;
    statuses: readonly RequestStatus[];
  }
>;
export type DocumentService = keyof typeof DOCUMENT_KINDS;

type IssuedRow = typeof issuedDocuments.$inferSelect;
const toIssuedDocumentItem = (r: IssuedRow): IssuedDocumentItem => ({
  id: r.id,
  kind: r.kind,
  url: r.fileUrl,
  sizeBytes: r.sizeBytes,
  sha256: r.sha256,
  issuedAt: r.issuedAt.toISOString(),
  replacedAt: r.replacedAt?.toISOString() ?? null,
  signature: r.signatureProvider
    ? { provider: r.signatureProvider, signer: r.signerName, signedAt: r.signedAt?.toISOString() ?? null }
    : null,
});

/** A sniffed PDF (413/415 otherwise), signed (issue 40, item 5), with the SHA-256 of the signed file. */
async function acceptAndSign(file: File, service: DocumentService, code: string, signing: SigningContext) {
  const cfg = DOCUMENT_KINDS[service];
  const pdf = await acceptFile(file, 'issuedDocument', DOCUMENTS.kinds[cfg.kind]);
  const { data, signature } = await signDocument(signing, Buffer.from(pdf.data), DOCUMENTS.signing.reason[cfg.kind](code));
  return { data, signature, sha256: createHash('sha256').update(data).digest('hex') };
}

/**
 * Staff issue a reply letter (Sirekanan, when Selesai or Ditolak) or a result report (Uji Lab,
 * when Selesai): a sniffed PDF of at most 10 MB (413/415 otherwise, nothing stored). The portal
 * signs it (PAdES, issue 40) and records the signed file's SHA-256, so that /verifikasi/{code} can
 * recognise a copy. A newer document replaces the current one (the old row stays, marked replaced). In the same
 * transaction: the audit entry and the e-mail to the requester's verified address.
 */
export async function issueDocument({
  deps,
  actor,
  service,
  id,
  file,
  passphrase,
}: {
  deps: Deps;
  actor: Actor;
  service: DocumentService;
  id: string;
  file: File | null;
  passphrase?: string | undefined;
}): Promise<IssuedDocumentItem> {
  const cfg = DOCUMENT_KINDS[service];
  assertCan(actor, cfg.capability);
  if (!UUID_PATTERN.test(id)) throw new AppError('NOT_FOUND', DOCUMENTS.notFound);
  const [request] = await deps.db
    .select({ userId: cfg.table.userId, status: cfg.table.status, code: cfg.table.trackingCode })
    .from(cfg.table)
    .where(eq(cfg.table.id, id));
  if (!request) throw new AppError('NOT_FOUND', DOCUMENTS.notFound);
  // Checked before the file is read, and again under the row lock below.
  assertStatus(cfg, request.status);
  if (!file || file.size === 0) {
    throw new AppError('VALIDATION', DOCUMENTS.fileMissing, { fields: { document: DOCUMENTS.fileMissing } });
  }
  const label = DOCUMENTS.kinds[cfg.kind];
  const signing = { env: deps.env, log: deps.log, signer: actor.fullName, passphrase: passphrase || null };
  const { data, signature, sha256 } = await acceptAndSign(file, service, request.code, signing);
  const key = `${request.userId}/${cfg.file}-${uniqueTimestamp()}.pdf`;

  return storeWithFiles(
    deps,
    [{ bucket: cfg.bucket, key, data, label }],
    async (tx, [url]) => {
      const [locked] = await tx.select({ status: cfg.table.status }).from(cfg.table).where(eq(cfg.table.id, id)).for('update');
      if (!locked) throw new AppError('NOT_FOUND', DOCUMENTS.notFound);
      assertStatus(cfg, locked.status);
      const row = await recordDocument(tx, {
        service,
        id,
        code: request.code,
        actorId: actor.id,
        url: url!,
        sha256,
        sizeBytes: data.byteLength,
        signature,
      });
      await notifyDocument(tx, deps, service, id, request.code);
      return toIssuedDocumentItem(row);
    },
    // Staff files do not count against anyone's daily upload quota.
    null,
  );
}

/** The document becomes the request's current one (the one before it marked replaced), with its audit entry. */
async function recordDocument(
  tx: Tx,
  d: {
    service: DocumentService;
    id: string;
    code: string;
    actorId: string;
    url: string;
    sha256: string;
    sizeBytes: number;
    signature: DocumentSignature;
  },
): Promise<IssuedRow> {
  const cfg = DOCUMENT_KINDS[d.service];
  await tx
    .update(issuedDocuments)
    .set({ replacedAt: sql`clock_timestamp()` })
    .where(
      and(
        eq(issuedDocuments.requestTable, cfg.tableName),
        eq(issuedDocuments.requestId, d.id),
        eq(issuedDocuments.kind, cfg.kind),
        isNull(issuedDocuments.replacedAt),
      ),
    );
  const [row] = await tx
    .insert(issuedDocuments)
    .values({
      requestTable: cfg.tableName,
      requestId: d.id,
      trackingCode: d.code,
      kind: cfg.kind,
      fileUrl: d.url,
      sizeBytes: d.sizeBytes,
      sha256: d.sha256,
      issuedBy: d.actorId,
      issuedAt: sql`clock_timestamp()`,
      signatureProvider: d.signature.provider,
      signerName: d.signature.signer,
      signedAt: d.signature.signedAt,
    })
    .returning();
  await tx.insert(auditLog).values({
    actorId: d.actorId,
    action: `document.issue`,
    target: d.id,
    details: {
      kind: cfg.kind,
      trackingCode: d.code,
      sha256: d.sha256,
      sizeBytes: d.sizeBytes,
      signature: { provider: d.signature.provider, signer: d.signature.signer },
    },
  });
  return row!;
}

/**
 * The reply letter or result report as part of a status change (issue 38): the change's own e-mail
 * tells the requester, so none of its own is sent; the status the change sets is checked by the change.
 */
export function documentAttachment(service: DocumentService): StatusAttachment {
  const cfg = DOCUMENT_KINDS[service];
  return {
    async prepare(db, id, file, signing) {
      const [request] = await db
        .select({ userId: cfg.table.userId, code: cfg.table.trackingCode })
        .from(cfg.table)
        .where(eq(cfg.table.id, id));
      if (!request) throw new AppError('NOT_FOUND', DOCUMENTS.notFound);
      const label = DOCUMENTS.kinds[cfg.kind];
      const { data, signature, sha256 } = await acceptAndSign(file, service, request.code, signing);
      const key = `${request.userId}/${cfg.file}-${uniqueTimestamp()}.pdf`;
      return {
        objects: [{ bucket: cfg.bucket, key, data, label }],
        record: async (tx, change) => {
          await recordDocument(tx, { service, ...change, url: change.urls[0]!, sha256, sizeBytes: data.byteLength, signature });
        },
      };
    },
    async present(tx, id) {
      const [row] = await tx
        .select({ id: issuedDocuments.id })
        .from(issuedDocuments)
        .where(and(eq(issuedDocuments.requestTable, cfg.tableName), eq(issuedDocuments.requestId, id), isNull(issuedDocuments.replacedAt)))
        .limit(1);
      return row !== undefined;
    },
    links: (baseUrl, code) => ({ url: `${baseUrl}/dashboard/permohonan/${code}`, verifyUrl: `${baseUrl}/verifikasi/${code}` }),
  };
}

function assertStatus(cfg: (typeof DOCUMENT_KINDS)[DocumentService], status: RequestStatus | null) {
  if (!status || !(cfg.statuses as readonly RequestStatus[]).includes(status)) {
    throw new AppError('CONFLICT', DOCUMENTS.wrongStatus[cfg.kind]);
  }
}

async function notifyDocument(tx: Tx, deps: Deps, service: DocumentService, id: string, code: string) {
  const to = await recipientOf(tx, service, id);
  if (!to) return;
  await queueNotice(tx, deps.env, {
    kind: 'document',
    to: to.email,
    userId: to.userId,
    render: async ({ unsubscribeUrl }) =>
      documentReadyMail({
        name: to.name,
        kind: DOCUMENT_KINDS[service].kind,
        code,
        testType:
          service === 'ujilab'
            ? ((await tx.select({ t: ujilabRequests.jenisUji }).from(ujilabRequests).where(eq(ujilabRequests.id, id)))[0]?.t ?? null)
            : null,
        dashboardUrl: `${deps.env.baseUrl}/dashboard/permohonan/${code}`,
        verifyUrl: `${deps.env.baseUrl}/verifikasi/${code}`,
        unsubscribeUrl,
      }),
  });
}

/** Staff's view of the documents issued on one request (the details dialog). */
export async function listIssuedDocuments({
  db,
  actor,
  service,
  id,
}: {
  db: Deps['db'];
  actor: Actor;
  service: DocumentService;
  id: string;
}): Promise<IssuedDocumentItem[]> {
  assertCan(actor, DOCUMENT_KINDS[service].capability);
  if (!UUID_PATTERN.test(id)) throw new AppError('NOT_FOUND', DOCUMENTS.notFound);
  return issuedDocumentsOf(db, service, id);
}

/** Every document issued on one request, newest first; the caller has checked who may see them. */
export async function issuedDocumentsOf(db: Deps['db'], service: DocumentService, id: string): Promise<IssuedDocumentItem[]> {
  const cfg = DOCUMENT_KINDS[service];
  const rows = await db
    .select()
    .from(issuedDocuments)
    .where(and(eq(issuedDocuments.requestTable, cfg.tableName), eq(issuedDocuments.requestId, id)))
    .orderBy(desc(issuedDocuments.issuedAt));
  return rows.map(toIssuedDocumentItem);
}
