import { and, eq } from 'drizzle-orm';
import type { MessageSent, OwnThread } from '../../../shared/request-thread-schemas.ts';
import { REQUEST_THREAD as T } from '../../../shared/request-thread-strings.ts';
import type { Deps } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { serviceRequests } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { validThreadToken } from '../../requests/receipt-token.ts';
import { storeWithFiles } from '../../uploads/store-with-files.ts';
import { recordReply } from './record-reply.ts';
import { prepareMessageFiles, withUrls } from './thread-files.ts';
import { findRequest, messageItem, threadMessages, type ThreadRequest } from './thread-rows.ts';

/**
 * A damage report's reporter needs no account (issue 38, item 2): the link in their e-mails carries a
 * signature of the report's code, and opens the report's thread. A wrong or missing signature is as
 * unknown as a code that does not exist.
 */
async function reportByLink(db: Db, secret: string, code: string, token: string): Promise<ThreadRequest> {
  const [row] = validThreadToken(secret, code, token)
    ? await db
        .select({ id: serviceRequests.id })
        .from(serviceRequests)
        .where(and(eq(serviceRequests.trackingCode, code), eq(serviceRequests.serviceType, 'lapor_kerusakan')))
    : [];
  const found = row ? await findRequest(db, 'damage-reports', row.id) : null;
  if (!found) throw new AppError('NOT_FOUND', T.notFound);
  return found;
}

/** The reporter's reading of their report's thread: staff's messages and their own, never internal notes. */
export async function listReporterThread({ deps, code, token }: { deps: Deps; code: string; token: string }): Promise<OwnThread> {
  const report = await reportByLink(deps.db, deps.env.AUTH_SECRET!, code, token);
  return { messages: await threadMessages(deps.db, 'damage-reports', report.id, 'requester') };
}

/**
 * The reporter answers, with up to three photos by the damage form's rules (kept where only staff read
 * them). An answer to "Perlu Dilengkapi" sends the report back to staff, as a customer's does, and the
 * days it waited are added to its due day.
 */
export async function postReporterMessage(args: {
  deps: Deps;
  code: string;
  token: string;
  input: { body?: string | undefined };
  files: File[];
}): Promise<MessageSent> {
  const { deps, code } = args;
  const report = await reportByLink(deps.db, deps.env.AUTH_SECRET!, code, args.token);
  const body = args.input.body ?? '';
  if (!body && args.files.every((f) => f.size === 0)) {
    throw new AppError('VALIDATION', T.emptyMessage, { title: T.failed, fields: { body: T.emptyMessage } });
  }
  const prepared = await prepareMessageFiles('damage-reports', null, report.id, args.files);
  return storeWithFiles(
    deps,
    prepared.objects,
    async (tx, urls) => {
      const { row, status } = await recordReply(tx, {
        kind: 'damage-reports',
        id: report.id,
        code: report.code,
        authorId: null,
        body,
        files: withUrls(prepared.files, urls),
        via: 'reporter-link',
      });
      return { message: messageItem(row, null), status, mailed: false };
    },
    // A visitor has no account, so no quota of one; the route's rate limit and body limit apply.
    null,
  );
}
