import { and, eq, inArray, sql } from 'drizzle-orm';
import { whatsappWebhookSchema } from '../../../shared/whatsapp-webhook-schemas.ts';
import { normalisePhone } from '../../../shared/phone.ts';
import type { Deps } from '../../context.ts';
import { auditLog, requestContacts, whatsappMessages, type WhatsAppStatus } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { parseSignedJson } from '../../http/body.ts';
import { parseInput } from '../../http/validate.ts';
import { validSignature } from './signature.ts';

/** The words that stop WhatsApp messages to a number (upper case, after trimming). */
const STOP_WORDS = new Set(['STOP', 'BERHENTI']);
/** A delivery status only moves forwards: a late "delivered" does not undo "read". */
const RANK: Record<WhatsAppStatus, number> = { pending: 0, sent: 1, delivered: 2, read: 3, failed: 4 };
const KNOWN = new Set<string>(['sent', 'delivered', 'read', 'failed']);

/**
 * A POST from the WhatsApp Cloud API (docs/decisions/059): refused with 401 unless its
 * X-Hub-Signature-256 is the body's HMAC with WHATSAPP_APP_SECRET, before anything is read from it.
 * Delivery statuses are stored on their message; a text "STOP" or "BERHENTI" turns WhatsApp off for
 * every request with that number (and drops its messages not yet sent), with an audit row.
 */
export async function receiveWhatsAppWebhook({
  deps,
  body,
  signature,
}: {
  deps: Deps;
  body: Uint8Array;
  signature: string | undefined;
}): Promise<{ statuses: number; stopped: number }> {
  const secret = deps.env.WHATSAPP_APP_SECRET;
  if (!secret) throw new AppError('NOT_FOUND');
  if (!validSignature(secret, body, signature)) throw new AppError('UNAUTHENTICATED', 'Tanda tangan webhook tidak sah.');
  const hook = parseInput(whatsappWebhookSchema, parseSignedJson(body));
  const values = hook.entry.flatMap((e) => e.changes.map((c) => c.value));
  const statuses = values.flatMap((v) => v.statuses ?? []).filter((s) => KNOWN.has(s.status));
  const stops = values
    .flatMap((v) => v.messages ?? [])
    .filter((m) => m.type === 'text' && STOP_WORDS.has((m.text?.body ?? '').trim().toUpperCase()))
    .map((m) => normalisePhone(`+${m.from.replace(/^\+/, '')}`))
    .filter((p): p is string => p !== null);

  return deps.db.transaction(async (tx) => {
    let updated = 0;
    for (const s of statuses) {
      const status = s.status as WhatsAppStatus;
      const at = s.timestamp && /^\d+$/.test(s.timestamp) ? new Date(Number(s.timestamp) * 1000) : new Date();
      const error = s.errors?.[0] ? `${s.errors[0].code ?? ''} ${s.errors[0].title ?? ''}`.trim().slice(0, 500) : null;
      const rows = await tx
        .update(whatsappMessages)
        .set({ status, statusAt: at, ...(status === 'failed' ? { lastError: error ?? 'failed' } : {}) })
        .where(
          and(
            eq(whatsappMessages.providerId, s.id),
            status === 'failed'
              ? sql`${whatsappMessages.status} not in ('read', 'failed')`
              : sql`(case ${whatsappMessages.status} when 'pending' then 0 when 'sent' then 1 when 'delivered' then 2 when 'read' then 3 else 4 end) < ${RANK[status]}`,
          ),
        )
        .returning({ id: whatsappMessages.id });
      updated += rows.length;
    }
    let stopped = 0;
    for (const phone of new Set(stops)) {
      const rows = await tx
        .update(requestContacts)
        .set({ whatsapp: false, whatsappStoppedAt: new Date() })
        .where(and(eq(requestContacts.phone, phone), eq(requestContacts.whatsapp, true)))
        .returning({ id: requestContacts.requestId });
      const dropped = await tx
        .update(whatsappMessages)
        .set({ status: 'failed', lastError: 'Pemohon mengirim STOP', statusAt: new Date() })
        .where(and(eq(whatsappMessages.toPhone, phone), inArray(whatsappMessages.status, ['pending'])))
        .returning({ id: whatsappMessages.id });
      stopped += rows.length;
      await tx.insert(auditLog).values({
        action: 'whatsapp.stop',
        target: phone,
        details: { requests: rows.length, droppedMessages: dropped.length },
      });
    }
    return { statuses: updated, stopped };
  });
}
