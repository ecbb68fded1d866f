import type { RequestKind } from '../../shared/admin-schemas.ts';
import type { AttachmentKind } from '../../shared/request-transitions.ts';
import { SERVICES } from '../../shared/strings.ts';
import type { Tx } from '../db/client.ts';
import type { Env } from '../env.ts';
import { queueNotice } from '../mail/notice.ts';
import { statusMail } from '../mail/templates.ts';
import { MAIL_TEXTS as M } from '../mail/texts.ts';
import { queueWhatsAppStatus } from '../whatsapp/queue.ts';
import { recipientOf } from './recipient.ts';

const SERVICE_NAME: Record<RequestKind, string> = {
  sirekanan: SERVICES.sirekanan,
  ujilab: SERVICES.ujilab,
  'damage-reports': SERVICES.laporKerusakan,
};

export type StatusNotice = {
  kind: RequestKind;
  id: string;
  status: string;
  note: string | null;
  /** The document the change carried (issue 38): named in this e-mail, not in one of its own. */
  attachment?: { kind: AttachmentKind; url: string; verifyUrl: string | null } | null;
  /** The requester's own step (a reopen): its note is theirs, not staff's. */
  byRequester?: boolean;
};

/**
 * Tells the requester of a step of their request, in its own transaction (docs/decisions/016): by
 * WhatsApp when they asked for it (issue 38, item 5), and by e-mail to the account's verified address
 * or the reporter's confirmed one, never to an address that asked for no more. `surveyUrl` gives a
 * finished request's survey invitation (the SKM's, which the caller knows). Says whether a mail went.
 */
export async function queueStatusNotice(
  tx: Tx,
  env: Env,
  change: StatusNotice,
  surveyUrl?: (code: string) => Promise<string | undefined>,
): Promise<boolean> {
  await queueWhatsAppStatus(tx, env, change);
  const to = await recipientOf(tx, change.kind, change.id);
  if (!to) return false;
  const attachment = change.attachment;
  return queueNotice(tx, env, {
    kind: 'status',
    to: to.email,
    userId: to.userId,
    render: async ({ unsubscribeUrl }) =>
      statusMail({
        name: to.name,
        service: SERVICE_NAME[change.kind],
        code: to.code,
        status: change.status,
        note: change.note,
        noteByRequester: change.byRequester ?? false,
        trackUrl: `${env.baseUrl}/lacak/${to.code}`,
        unsubscribeUrl,
        document: attachment
          ? {
              body: M.status.attachment[attachment.kind],
              action: M.status.attachmentAction[attachment.kind],
              url: attachment.url,
              verifyUrl: attachment.verifyUrl,
            }
          : undefined,
        surveyUrl: await surveyUrl?.(to.code),
      }),
  });
}
