import { sql } from 'drizzle-orm';
import { UUID_PATTERN, type RequestKind } from '../../../shared/admin-schemas.ts';
import type { MessageSent } from '../../../shared/request-thread-schemas.ts';
import { REQUEST_THREAD as T } from '../../../shared/request-thread-strings.ts';
import { SERVICES } from '../../../shared/strings.ts';
import { assertCan, type Actor, type Deps } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { auditLog, requestMessages } from '../../db/schema.ts';
import type { Env } from '../../env.ts';
import { AppError } from '../../http/errors.ts';
import { queueNotice } from '../../mail/notice.ts';
import { messageMail } from '../../mail/templates.ts';
import { threadPath } from '../../requests/receipt-token.ts';
import { recipientOf } from '../../requests/recipient.ts';
import { REQUEST_KIND_CONFIG } from '../../requests/request-kinds.ts';
import { storeWithFiles } from '../../uploads/store-with-files.ts';
import { prepareMessageFiles, withUrls } from './thread-files.ts';
import { findRequest, messageItem } from './thread-rows.ts';

const SERVICE_NAME: Record<RequestKind, string> = {
  sirekanan: SERVICES.sirekanan,
  ujilab: SERVICES.ujilab,
  'damage-reports': SERVICES.laporKerusakan,
};

/**
 * Staff write in a request's thread (issue 38, item 2): a message to the requester, e-mailed to them
 * with the message itself and a link to their request page, or an internal note colleagues alone
 * read. Its files are checked before anything is written and stored with the row or not at all.
 */
export async function postStaffMessage(args: {
  deps: Deps;
  actor: Actor;
  kind: RequestKind;
  id: string;
  input: { body?: string | undefined; internal: boolean };
  files: File[];
}): Promise<MessageSent> {
  const { deps, actor, kind, id, input } = args;
  assertCan(actor, REQUEST_KIND_CONFIG[kind].capability);
  const request = UUID_PATTERN.test(id) ? await findRequest(deps.db, kind, id) : null;
  if (!request) throw new AppError('NOT_FOUND', T.notFound);
  const body = input.body ?? '';
  if (!body && args.files.every((f) => f.size === 0)) {
    throw new AppError('VALIDATION', T.emptyMessage, { title: T.failed, fields: { body: T.emptyMessage } });
  }
  const prepared = await prepareMessageFiles(kind, request.owner, id, args.files);
  // Staff files count against nobody's daily upload quota, as the documents they issue.
  return storeWithFiles(
    deps,
    prepared.objects,
    async (tx, urls) => {
      const [row] = await tx
        .insert(requestMessages)
        .values({
          requestTable: REQUEST_KIND_CONFIG[kind].tableName,
          requestId: id,
          authorId: actor.id,
          fromRequester: false,
          internal: input.internal,
          body,
          attachments: withUrls(prepared.files, urls),
          // The clock after any wait, so the thread keeps the order the messages were written in.
          createdAt: sql`clock_timestamp()`,
        })
        .returning();
      await tx.insert(auditLog).values({
        actorId: actor.id,
        action: input.internal ? 'request.note' : 'request.message',
        target: request.code,
        details: { files: urls.length },
      });
      const mailed = input.internal ? false : await mailRequester(tx, deps.env, kind, id, body, urls.length);
      return { message: messageItem(row!, actor.fullName || actor.email), status: request.status, mailed };
    },
    null,
  );
}

/** The requester hears of a message in its own e-mail (the outbox, in the message's transaction); never of an internal one. */
async function mailRequester(tx: Tx, env: Env, kind: RequestKind, id: string, body: string, files: number): Promise<boolean> {
  const to = await recipientOf(tx, kind, id);
  if (!to) return false;
  return queueNotice(tx, env, {
    kind: 'message',
    to: to.email,
    userId: to.userId,
    render: ({ unsubscribeUrl }) =>
      messageMail({
        name: to.name,
        service: SERVICE_NAME[kind],
        code: to.code,
        body,
        files,
        // A damage reporter has no account: their thread opens by the signed link.
        url:
          kind === 'damage-reports'
            ? `${env.baseUrl}${threadPath(env.AUTH_SECRET!, to.code)}`
            : `${env.baseUrl}/dashboard/permohonan/${to.code}`,
        canReply: true,
        unsubscribeUrl,
      }),
  });
}
