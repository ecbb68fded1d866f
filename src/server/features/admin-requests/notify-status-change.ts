import type { RequestKind } from '../../../shared/admin-schemas.ts';
import { SERVICES } from '../../../shared/strings.ts';
import type { Tx } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import { queueNotice } from '../../mail/notice.ts';
import { statusMail } from '../../mail/templates.ts';
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
  change: { kind: RequestKind; id: string; status: string; note: string | null },
): Promise<void> {
  await queueWhatsAppStatus(tx, env, change);
  const to = await recipientOf(tx, change.kind, change.id);
  if (!to) return;
  // Issue 16: a finished Sirekanan or Uji Lab request invites its customer to the survey, once.
  const finished = change.kind !== 'damage-reports' && (change.status === 'Selesai' || change.status === 'Ditolak');
  await queueNotice(tx, env, {
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
        trackUrl: `${env.baseUrl}/lacak/${to.code}`,
        unsubscribeUrl,
        surveyUrl:
          finished && (await surveyOpen(tx, change.id)) ? `${env.baseUrl}${surveyPath(env.AUTH_SECRET!, to.code, change.id)}` : undefined,
      }),
  });
}
