import type { PublicStep } from '../../../shared/tracking-schemas.ts';
import { publicHistory } from '../../requests/public-history.ts';
import { and, eq } from 'drizzle-orm';
import type { IssuedDocumentItem } from '../../../shared/issued-document-schemas.ts';
import { DOCUMENTS } from '../../../shared/issued-document-strings.ts';
import type { SirekananItem } from '../../../shared/sirekanan-schemas.ts';
import type { UjilabItem } from '../../../shared/ujilab-schemas.ts';
import { assertCan, type Actor } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import type { RequesterTable, RequestService } from '../../requests/request-service.ts';
import { sirekananService, ujilabService } from '../../requests/request-services.ts';
import { REQUEST_KIND_CONFIG } from '../../requests/request-kinds.ts';
import { issuedDocumentsOf } from '../issued-documents/index.ts';

type Common = {
  history: PublicStep[];
  documents: IssuedDocumentItem[];
};

/** One of the customer's own requests, whole: what was sent (the service's item), the history with notes, the documents issued. */
export type OwnRequestDetail = (Common & { service: 'sirekanan' } & SirekananItem) | (Common & { service: 'ujilab' } & UjilabItem);

/**
 * /dashboard/permohonan/{code}. Someone else's code answers 404, exactly as an unknown one does, so
 * that a code seen elsewhere tells nobody whose it is. The service is known by the code's prefix.
 */
export async function getOwnRequest({ db, actor, code }: { db: Db; actor: Actor; code: string }): Promise<OwnRequestDetail> {
  assertCan(actor, 'customer.services');
  if (code.startsWith('SRK-')) {
    const detail = await ownRequest(db, actor.id, sirekananService, code);
    if (detail) return { service: 'sirekanan', ...detail };
  } else if (code.startsWith('LAB-')) {
    const detail = await ownRequest(db, actor.id, ujilabService, code);
    if (detail) return { service: 'ujilab', ...detail };
  }
  throw new AppError('NOT_FOUND', DOCUMENTS.notFound);
}

/** One service's request by its code, if it is this customer's: the service's own item, its history and documents. */
async function ownRequest<T extends RequesterTable, Item>(
  db: Db,
  userId: string,
  service: RequestService<T, Item>,
  code: string,
): Promise<(Common & Item) | null> {
  const t: RequesterTable = service.table;
  const [row] = (await db
    .select()
    .from(t)
    .where(and(eq(t.trackingCode, code), eq(t.userId, userId)))) as Array<T['$inferSelect'] & { id: string }>;
  if (!row) return null;
  const [changes, documents] = await Promise.all([
    publicHistory(db, REQUEST_KIND_CONFIG[service.kind].tableName, row.id),
    issuedDocumentsOf(db, service.kind, row.id),
  ]);
  return {
    ...service.toItem(row),
    history: changes,
    documents,
  };
}
