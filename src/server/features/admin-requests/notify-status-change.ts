import type { RequestKind } from '../../../shared/admin-schemas.ts';
import type { AttachmentKind } from '../../../shared/request-transitions.ts';
import { SERVICES } from '../../../shared/strings.ts';
import type { Tx } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import { queueNotice } from '../../mail/notice.ts';
import { statusMail } from '../../mail/templates.ts';
import { MAIL_TEXTS as M } from '../../mail/texts.ts';
import { recipientOf } from '../../requests/recipient.ts';
import { surveyOpen, surveyPath } from '../skm/index.ts';
import { queueWhatsAppStatus } from '../../whatsapp/queue.ts';

const SERVICE_NAME: Record<RequestKind, string> = {
  sirekanan: SERVICES.sirekanan,
  ujilab: SERVICES.ujilab,
  'damage-reports': SERVICES.laporKerusakan,
};

/**
 * Queues the status e-mail in the status change's own transaction (docs/decisions/016): to the
 * account's verified address, or to the reporter's optional address for a damage report; not to
 * an address that asked for no more.
 */
export async function notifyStatusChange(
  tx: Tx,
  env: Env,
  change: {
    kind: RequestKind;
    id: string;
    status: string;
    note: string | null;
    /** The document the change carried (issue 38): named in this e-mail, not in one of its own. */
    attachment?: { kind: AttachmentKind; url: string; verifyUrl: string | null } | null;
    /** The requester's own step (a reopen): its note is theirs, not staff's. */
    byRequester?: boolean;
  },
): Promise<boolean> {
  // Issue 38, item 5: a requester who asked for WhatsApp hears there too (even one without an e-mail address).
  await queueWhatsAppStatus(tx, env, change);
  const to = await recipientOf(tx, change.kind, change.id);
  if (!to) return false;
  // Issue 16: a finished Sirekanan or Uji Lab request invites its customer to the survey, once.
  const finished = change.kind !== 'damage-reports' && (change.status === 'Selesai' || change.status === 'Ditolak');
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
        surveyUrl:
          finished && (await surveyOpen(tx, change.id)) ? `${env.baseUrl}${surveyPath(env.AUTH_SECRET!, to.code, change.id)}` : undefined,
      }),
  });
}
