import type { RequestKind } from '../../shared/admin-schemas.ts';
import type { StandardKey } from '../../shared/service-standard-keys.ts';
import { SERVICES } from '../../shared/strings.ts';
import type { Tx } from '../db/client.ts';
import type { Env } from '../env.ts';
import { queueNotice } from '../mail/notice.ts';
import { receiptMail } from '../mail/templates.ts';
import { formatWita } from '../pdf/letterhead.ts';
import { receiptToken } from './receipt-token.ts';
import { recipientOf } from './recipient.ts';

const SERVICE: Record<RequestKind, { name: string; standard: StandardKey }> = {
  sirekanan: { name: SERVICES.sirekanan, standard: 'sirekanan' },
  ujilab: { name: SERVICES.ujilab, standard: 'ujilab' },
  'damage-reports': { name: SERVICES.laporKerusakan, standard: 'lapor-kerusakan' },
};

const LONG_DAY = new Intl.DateTimeFormat('id-ID', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/**
 * The receipt by e-mail at submission (issue 37, item 4), queued in the submission's own transaction, so it
 * exists exactly when the request does and a resend with the same Idempotency-Key (which makes nothing) sends
 * nothing. It goes where status mails go (recipientOf): an account's verified address, a damage report's
 * address once proven (docs/decisions/046: an address only typed gets the confirmation mail instead).
 */
export async function mailReceipt(
  tx: Tx,
  env: Env,
  /** dueOn: the day it is to be answered by, YYYY-MM-DD (a damage report's target), when the service has one. */
  r: { kind: RequestKind; id: string; submittedAt: Date; dueOn?: string | null },
): Promise<void> {
  const to = await recipientOf(tx, r.kind, r.id);
  if (!to) return;
  const service = SERVICE[r.kind];
  await queueNotice(tx, env, {
    kind: 'receipt',
    to: to.email,
    userId: to.userId,
    render: () =>
      receiptMail({
        name: to.name,
        service: service.name,
        code: to.code,
        at: formatWita(r.submittedAt).replace(/ WITA$/, ''),
        trackUrl: `${env.baseUrl}/lacak/${to.code}`,
        receiptUrl: `${env.baseUrl}/api/receipts/${to.code}?t=${receiptToken(env.AUTH_SECRET!, to.code)}`,
        dueOn: r.dueOn ? LONG_DAY.format(new Date(`${r.dueOn}T00:00:00Z`)) : null,
        standardUrl: r.dueOn ? null : `${env.baseUrl}/layanan/${service.standard}/standar`,
      }),
  });
}
