import { sql } from 'drizzle-orm';
import type { MessageSent } from '../../../shared/request-thread-schemas.ts';
import { REQUEST_THREAD as T } from '../../../shared/request-thread-strings.ts';
import { assertCan, type Actor, type Deps } from '../../context.ts';
import { auditLog, requestMessages, statusChanges } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { PAUSE_STATUS, resumeServiceClock } from '../../requests/paused-clock.ts';
import { REQUEST_KIND_CONFIG } from '../../requests/request-kinds.ts';
import { storeWithFiles } from '../../uploads/store-with-files.ts';
import { eq } from 'drizzle-orm';
import { prepareMessageFiles, withUrls } from './thread-files.ts';
import { findOwnRequest, findRequest, messageItem } from './thread-rows.ts';

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
  const cfg = REQUEST_KIND_CONFIG[kind];
  const prepared = await prepareMessageFiles(kind, actor.id, id, args.files);
  return storeWithFiles(
    deps,
    prepared.objects,
    async (tx, urls) => {
      // Locked, so a staff change at the same moment is not overwritten by the move back.
      const locked = (await findRequest(tx, kind, id, true))!;
      const [row] = await tx
        .insert(requestMessages)
        .values({
          requestTable: cfg.tableName,
          requestId: id,
          authorId: actor.id,
          fromRequester: true,
          internal: false,
          body,
          attachments: withUrls(prepared.files, urls),
          createdAt: sql`clock_timestamp()`,
        })
        .returning();
      let status = locked.status;
      if (status === PAUSE_STATUS) {
        status = 'Diproses';
        await tx.update(cfg.table).set({ status }).where(eq(cfg.table.id, id));
        await resumeServiceClock(tx, kind, id);
        await tx.insert(statusChanges).values({
          requestTable: cfg.tableName,
          requestId: id,
          actorId: actor.id,
          fromStatus: PAUSE_STATUS,
          toStatus: status,
          publicNote: null,
          byRequester: true,
          changedAt: sql`clock_timestamp()`,
        });
      }
      await tx.insert(auditLog).values({
        actorId: actor.id,
        action: 'request.reply',
        target: request.code,
        details: { files: urls.length, resumed: status !== locked.status },
      });
      return { message: messageItem(row!, actor.fullName || actor.email), status, mailed: false };
    },
    // The files count against the customer's own daily upload quota.
    actor.id,
  );
}
