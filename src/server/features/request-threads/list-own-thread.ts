import type { OwnThread } from '../../../shared/request-thread-schemas.ts';
import { REQUEST_THREAD as T } from '../../../shared/request-thread-strings.ts';
import { assertCan, type Actor } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { findOwnRequest, threadMessages } from './thread-rows.ts';

/**
 * The thread of one of the customer's own requests: staff's messages and their own replies, never
 * staff's internal notes. Someone else's code answers 404, as an unknown one does.
 */
export async function listOwnThread({ db, actor, code }: { db: Db; actor: Actor; code: string }): Promise<OwnThread> {
  assertCan(actor, 'customer.services');
  const request = await findOwnRequest(db, actor.id, code);
  if (!request) throw new AppError('NOT_FOUND', T.notFound);
  return { messages: await threadMessages(db, request.kind, request.id, 'requester') };
}
