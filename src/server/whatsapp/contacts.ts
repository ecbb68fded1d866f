import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { requestContacts, whatsappMessages, type ContactKind, type WhatsAppStatus } from '../db/schema.ts';

/**
 * Keeps the phone a request's form gave (E.164) and whether its sender asked for WhatsApp, in the
 * request's own transaction; a request sent without a number keeps nothing.
 */
export async function saveRequestContact(
  tx: Db | Tx,
  request: { kind: ContactKind; id: string },
  contact: { phone: string; whatsapp: boolean } | null,
): Promise<void> {
  if (!contact) return;
  await tx
    .insert(requestContacts)
    .values({ requestKind: request.kind, requestId: request.id, phone: contact.phone, whatsapp: contact.whatsapp })
    .onConflictDoNothing();
}

/** What staff see of a request's phone: the number, whether WhatsApp is on (or stopped), its last message. */
export type RequestContactView = {
  phone: string | null;
  whatsapp: boolean;
  stoppedAt: string | null;
  lastMessage: { status: WhatsAppStatus; at: string; error: string | null } | null;
};

export async function requestContactOf(db: Db, kind: ContactKind, id: string): Promise<RequestContactView> {
  const [contact] = await db
    .select()
    .from(requestContacts)
    .where(and(eq(requestContacts.requestKind, kind), eq(requestContacts.requestId, id)));
  const [last] = await db
    .select({
      status: whatsappMessages.status,
      at: sql<string>`coalesce(${whatsappMessages.statusAt}, ${whatsappMessages.sentAt}, ${whatsappMessages.createdAt})`,
      error: whatsappMessages.lastError,
    })
    .from(whatsappMessages)
    .where(and(eq(whatsappMessages.requestKind, kind), eq(whatsappMessages.requestId, id)))
    .orderBy(desc(whatsappMessages.createdAt))
    .limit(1);
  return {
    phone: contact?.phone ?? null,
    whatsapp: contact?.whatsapp ?? false,
    stoppedAt: contact?.whatsappStoppedAt?.toISOString() ?? null,
    lastMessage: last
      ? { status: last.status, at: new Date(last.at).toISOString(), error: last.status === 'failed' ? last.error : null }
      : null,
  };
}
