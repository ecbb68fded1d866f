import { UUID_PATTERN, type RequestKind } from '../../../shared/admin-schemas.ts';
import type { StaffThread } from '../../../shared/request-thread-schemas.ts';
import { REQUEST_THREAD as T } from '../../../shared/request-thread-strings.ts';
import { assertCan, type Actor } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { REQUEST_KIND_CONFIG } from '../../requests/request-kinds.ts';
import { findRequest, threadMessages } from './thread-rows.ts';

/**
 * A request's whole thread for the service's staff, internal notes included, and whether the
 * requester wrote last: their reply waits for staff (the queue's "Menunggu petugas").
 */
export async function listStaffThread({
  db,
  actor,
  kind,
  id,
}: {
  db: Db;
  actor: Actor;
  kind: RequestKind;
  id: string;
}): Promise<StaffThread> {
  assertCan(actor, REQUEST_KIND_CONFIG[kind].capability);
  if (!UUID_PATTERN.test(id) || !(await findRequest(db, kind, id))) throw new AppError('NOT_FOUND', T.notFound);
  const messages = await threadMessages(db, kind, id, 'staff');
  const lastPublic = messages.findLast((m) => !m.internal);
  return { messages, awaitingStaff: lastPublic?.fromRequester ?? false };
}
