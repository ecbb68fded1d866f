import { eq } from 'drizzle-orm';
import type { RequestKind } from '../../../shared/admin-schemas.ts';
import { SERVICES } from '../../../shared/strings.ts';
import type { Tx } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import { profiles, serviceRequests, sirekananRequests, ujilabRequests, users } from '../../db/schema.ts';
import { queueMail } from '../../mail/outbox.ts';
import { statusMail } from '../../mail/templates.ts';
import { isConfirmed } from '../../mail/address-confirmations.ts';
import { isOptedOut, unsubscribeLinks } from '../../mail/unsubscribe.ts';
import { surveyOpen, surveyPath } from '../skm/skm.ts';

const SERVICE_NAME: Record<RequestKind, string> = {
  sirekanan: SERVICES.sirekanan,
  ujilab: SERVICES.ujilab,
  'damage-reports': SERVICES.laporKerusakan,
};

export type Recipient = { email: string; name: string; userId: string | null; code: string };

/**
 * Who hears about a request: its account's verified address, or a damage report's optional one once
 * it has confirmed itself for that report (docs/decisions/046); null if nobody.
 */
export async function recipientOf(tx: Tx, kind: RequestKind, id: string): Promise<Recipient | null> {
  if (kind === 'damage-reports') {
    const [row] = await tx
      .select({ details: serviceRequests.details, code: serviceRequests.trackingCode })
      .from(serviceRequests)
      .where(eq(serviceRequests.id, id));
    const email = row?.details.reporter_email;
    if (!row || !email || !(await isConfirmed(tx, id, email))) return null;
    return { email, name: row.details.reporter_name, userId: null, code: row.code };
  }
  const table = kind === 'sirekanan' ? sirekananRequests : ujilabRequests;
  const [row] = await tx
    .select({ email: users.email, verified: users.emailVerified, name: profiles.fullName, userId: profiles.id, code: table.trackingCode })
    .from(table)
    .innerJoin(profiles, eq(profiles.id, table.userId))
    .innerJoin(users, eq(users.id, profiles.id))
    .where(eq(table.id, id));
  // Status e-mails go only to an address its owner has verified (the dashboard says so).
  return row?.verified ? { email: row.email, name: row.name || row.email, userId: row.userId, code: row.code } : null;
}

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
  const to = await recipientOf(tx, change.kind, change.id);
  if (!to || (await isOptedOut(tx, to.email))) return;
  const links = unsubscribeLinks(env, to.email);
  // Issue 16: a finished Sirekanan or Uji Lab request invites its customer to the survey, once.
  const finished = change.kind !== 'damage-reports' && (change.status === 'Selesai' || change.status === 'Ditolak');
  const surveyUrl =
    finished && (await surveyOpen(tx, change.id)) ? `${env.baseUrl}${surveyPath(env.AUTH_SECRET!, to.code, change.id)}` : undefined;
  await queueMail(tx, {
    kind: 'status',
    to: to.email,
    userId: to.userId,
    headers: links.headers,
    ...statusMail({
      name: to.name,
      service: SERVICE_NAME[change.kind],
      code: to.code,
      status: change.status,
      note: change.note,
      trackUrl: `${env.baseUrl}/lacak/${to.code}`,
      unsubscribeUrl: links.page,
      surveyUrl,
    }),
  });
}
