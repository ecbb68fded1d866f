import { and, eq, sql } from 'drizzle-orm';
import type { MessageSent, OwnThread } from '../../../shared/request-thread-schemas.ts';
import { REQUEST_THREAD as T } from '../../../shared/request-thread-strings.ts';
import type { Deps } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { auditLog, requestMessages, serviceRequests, statusChanges } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { PAUSE_STATUS, resumeServiceClock } from '../../requests/paused-clock.ts';
import { REQUEST_KIND_CONFIG } from '../../requests/request-kinds.ts';
import { validThreadToken } from '../../requests/receipt-token.ts';
import { storeWithFiles } from '../../uploads/store-with-files.ts';
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
      const locked = (await findRequest(tx, 'damage-reports', report.id, true))!;
      const damage = REQUEST_KIND_CONFIG['damage-reports'];
      const [row] = await tx
        .insert(requestMessages)
        .values({
          requestTable: 'service_requests',
          requestId: report.id,
          authorId: null,
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
        await tx.update(damage.table).set({ status }).where(eq(damage.table.id, report.id));
        await resumeServiceClock(tx, 'damage-reports', report.id);
        await tx.insert(statusChanges).values({
          requestTable: 'service_requests',
          requestId: report.id,
          actorId: null,
          fromStatus: PAUSE_STATUS,
          toStatus: status,
          publicNote: null,
          byRequester: true,
          changedAt: sql`clock_timestamp()`,
        });
      }
      await tx.insert(auditLog).values({
        actorId: null,
        action: 'request.reply',
        target: report.code,
        details: { files: urls.length, resumed: status !== locked.status, by: 'reporter-link' },
      });
      return { message: messageItem(row!, null), status, mailed: false };
    },
    // A visitor has no account, so no quota of one; the route's rate limit and body limit apply.
    null,
  );
}
