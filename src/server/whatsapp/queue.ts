import { and, eq, sql } from 'drizzle-orm';
import { SERVICES } from '../../shared/strings.ts';
import type { Db, Tx } from '../db/client.ts';
import {
  ppidRequests,
  requestContacts,
  serviceRequests,
  sirekananRequests,
  ujilabRequests,
  whatsappMessages,
  type ContactKind,
} from '../db/schema.ts';
import type { Env } from '../env.ts';
import { whatsappConfig } from './sender.ts';

/** The job that sends one whatsapp_messages row; graphile-worker retries it with exponential backoff. */
export const SEND_WHATSAPP_TASK = 'send_whatsapp';
/** Tries before a message is marked failed (as mail: the waits add up to about an hour and a half). */
const WHATSAPP_MAX_ATTEMPTS = 8;

const SERVICE_NAME: Record<ContactKind, string> = {
  sirekanan: SERVICES.sirekanan,
  ujilab: SERVICES.ujilab,
  'damage-reports': SERVICES.laporKerusakan,
  ppid: 'Permohonan Informasi Publik',
};

const CODE_COLUMN = {
  sirekanan: [sirekananRequests, sirekananRequests.trackingCode, sirekananRequests.id],
  ujilab: [ujilabRequests, ujilabRequests.trackingCode, ujilabRequests.id],
  'damage-reports': [serviceRequests, serviceRequests.trackingCode, serviceRequests.id],
  ppid: [ppidRequests, ppidRequests.trackingCode, ppidRequests.id],
} as const;

async function trackingCodeOf(tx: Tx, kind: ContactKind, id: string): Promise<string | null> {
  const [table, code, key] = CODE_COLUMN[kind];
  const [row] = await tx.select({ code }).from(table).where(eq(key, id));
  return row?.code ?? null;
}

/**
 * Queues the WhatsApp status message of one status change, in that change's transaction
 * (docs/decisions/059): only when WhatsApp is configured and the request's sender ticked "Kirim kabar
 * status lewat WhatsApp" and has not sent STOP since. The template's body parameters are the service,
 * the tracking code, the new status and the /lacak link. One message per status change: a second call
 * in the same transaction for the same status adds nothing.
 */
export async function queueWhatsAppStatus(tx: Tx, env: Env, change: { kind: ContactKind; id: string; status: string }): Promise<boolean> {
  const config = whatsappConfig(env);
  if (!config) return false;
  const [contact] = await tx
    .select({ phone: requestContacts.phone })
    .from(requestContacts)
    .where(and(eq(requestContacts.requestKind, change.kind), eq(requestContacts.requestId, change.id), eq(requestContacts.whatsapp, true)));
  if (!contact) return false;
  const code = await trackingCodeOf(tx, change.kind, change.id);
  if (!code) return false;
  const [row] = await tx
    .insert(whatsappMessages)
    .values({
      requestKind: change.kind,
      requestId: change.id,
      dedupeKey: sql`${`${change.kind}:${change.id}:${change.status}:`} || txid_current()::text`,
      toPhone: contact.phone,
      template: config.template,
      language: config.language,
      params: [SERVICE_NAME[change.kind], code, change.status, `${env.baseUrl}/lacak/${code}`],
    })
    .onConflictDoNothing()
    .returning({ id: whatsappMessages.id });
  if (!row) return false;
  await enqueueWhatsApp(tx, row.id);
  return true;
}

async function enqueueWhatsApp(tx: Db | Tx, id: string): Promise<void> {
  await tx.execute(
    sql`select graphile_worker.add_job(${SEND_WHATSAPP_TASK}, json_build_object('id', ${id}::text), max_attempts => ${WHATSAPP_MAX_ATTEMPTS})`,
  );
}
