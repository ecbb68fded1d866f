import { and, asc, eq } from 'drizzle-orm';
import type { JenisUji, RequestStatus } from '../../../shared/constants.ts';
import type { IssuedDocumentItem } from '../../../shared/issued-document-schemas.ts';
import { DOCUMENTS } from '../../../shared/issued-document-strings.ts';
import { assertCan, type Actor } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { sirekananRequests, statusChanges, ujilabRequests } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { issuedDocumentsOf } from '../issued-documents/index.ts';

type Common = {
  id: string;
  trackingCode: string;
  status: RequestStatus;
  createdAt: string;
  history: Array<{ status: RequestStatus; at: string; note: string | null }>;
  documents: IssuedDocumentItem[];
};

/** One of the customer's own requests, whole: what was sent, its files, the history with notes, the documents issued. */
export type OwnRequestDetail =
  | (Common & { service: 'sirekanan'; subject: string; details: string; attachmentUrl: string | null })
  | (Common & { service: 'ujilab'; jenisUji: JenisUji; dokumenPermohonanUrl: string; dokumenKtpUrl: string });

/**
 * /dashboard/permohonan/{code}. Someone else's code answers 404, exactly as an unknown one does, so
 * that a code seen elsewhere tells nobody whose it is.
 */
export async function getOwnRequest({ db, actor, code }: { db: Db; actor: Actor; code: string }): Promise<OwnRequestDetail> {
  assertCan(actor, 'customer.services');
  const notFound = () => new AppError('NOT_FOUND', DOCUMENTS.notFound);
  if (code.startsWith('SRK-')) {
    const [row] = await db
      .select()
      .from(sirekananRequests)
      .where(and(eq(sirekananRequests.trackingCode, code), eq(sirekananRequests.userId, actor.id)));
    if (!row) throw notFound();
    return {
      service: 'sirekanan',
      ...(await common(db, 'sirekanan_requests', row)),
      subject: row.subject,
      details: row.details,
      attachmentUrl: row.attachmentUrl,
    };
  }
  const [row] = await db
    .select()
    .from(ujilabRequests)
    .where(and(eq(ujilabRequests.trackingCode, code), eq(ujilabRequests.userId, actor.id)));
  if (!row) throw notFound();
  return {
    service: 'ujilab',
    ...(await common(db, 'pengajuan_uji', row)),
    jenisUji: row.jenisUji,
    dokumenPermohonanUrl: row.dokumenPermohonanUrl,
    dokumenKtpUrl: row.dokumenKtpUrl,
  };
}

async function common(
  db: Db,
  tableName: 'sirekanan_requests' | 'pengajuan_uji',
  row: { id: string; trackingCode: string; status: RequestStatus; createdAt: Date },
): Promise<Common> {
  const [changes, documents] = await Promise.all([
    db
      .select({ status: statusChanges.toStatus, at: statusChanges.changedAt, note: statusChanges.publicNote })
      .from(statusChanges)
      .where(and(eq(statusChanges.requestTable, tableName), eq(statusChanges.requestId, row.id)))
      .orderBy(asc(statusChanges.changedAt)),
    issuedDocumentsOf(db, tableName === 'sirekanan_requests' ? 'sirekanan' : 'ujilab', row.id),
  ]);
  return {
    id: row.id,
    trackingCode: row.trackingCode,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    history: changes.map((c) => ({ status: c.status, at: c.at.toISOString(), note: c.note })),
    documents,
  };
}
