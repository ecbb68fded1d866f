import type { MailKind } from '../../shared/outbox-schemas.ts';
import type { Db, Tx } from '../db/client.ts';
import { queueMail } from './outbox.ts';
import type { RenderedMail } from './templates.ts';
import { isOptedOut, unsubscribeLinks } from './unsubscribe.ts';

/** What a notice's template is given: the address's own "Berhenti menerima email" page, for its footer. */
export type NoticeLinks = { unsubscribeUrl: string };

/**
 * A mail about something the address follows (a request's receipt and steps, a document, a question), as
 * opposed to one it asked for (a verification, a reset): never to an address that asked for no more, and
 * with the one-click unsubscribe headers (RFC 8058) and the page for the footer. Queued in the caller's
 * transaction (queueMail). `render` runs only when the mail goes, so a lookup only the mail needs is not
 * made for an address that opted out. Says whether it was queued.
 */
export async function queueNotice(
  tx: Db | Tx,
  env: { baseUrl: string; AUTH_SECRET?: string },
  notice: { kind: MailKind; to: string; userId?: string | null; render: (links: NoticeLinks) => RenderedMail | Promise<RenderedMail> },
): Promise<boolean> {
  if (await isOptedOut(tx, notice.to)) return false;
  const links = unsubscribeLinks(env, notice.to);
  await queueMail(tx, {
    kind: notice.kind,
    to: notice.to,
    userId: notice.userId,
    headers: links.headers,
    ...(await notice.render({ unsubscribeUrl: links.page })),
  });
  return true;
}
