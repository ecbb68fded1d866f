import type { MessageSent } from '../../../shared/request-thread-schemas.ts';
import { REQUEST_THREAD as T } from '../../../shared/request-thread-strings.ts';
import { assertCan, type Actor, type Deps } from '../../context.ts';
import { AppError } from '../../http/errors.ts';
import { storeWithFiles } from '../../uploads/store-with-files.ts';
import { recordReply } from './record-reply.ts';
import { prepareMessageFiles, withUrls } from './thread-files.ts';
import { findOwnRequest, messageItem } from './thread-rows.ts';

/**
 * The customer answers in their own request's thread (issue 38, item 2), with up to three files by
 * the service's own upload rules and their daily quota, kept in their own folder. An answer to
 * "Perlu Dilengkapi" sends the request back to staff: it becomes Diproses in the same transaction,
 * one history row that is the requester's own step, and its clock runs again.
 */
export async function postOwnMessage(args: {
  deps: Deps;
  actor: Actor;
  code: string;
  input: { body?: string | undefined };
  files: File[];
}): Promise<MessageSent> {
  const { deps, actor, code } = args;
  assertCan(actor, 'customer.services');
  const request = await findOwnRequest(deps.db, actor.id, code);
  if (!request) throw new AppError('NOT_FOUND', T.notFound);
  const body = args.input.body ?? '';
  if (!body && args.files.every((f) => f.size === 0)) {
    throw new AppError('VALIDATION', T.emptyMessage, { title: T.failed, fields: { body: T.emptyMessage } });
  }
  const { kind, id } = request;
  const prepared = await prepareMessageFiles(kind, actor.id, id, args.files);
  return storeWithFiles(
    deps,
    prepared.objects,
    async (tx, urls) => {
      const { row, status } = await recordReply(tx, {
        kind,
        id,
        code: request.code,
        authorId: actor.id,
        body,
        files: withUrls(prepared.files, urls),
        via: 'account',
      });
      return { message: messageItem(row, actor.fullName || actor.email), status, mailed: false };
    },
    // The files count against the customer's own daily upload quota.
    actor.id,
  );
}
