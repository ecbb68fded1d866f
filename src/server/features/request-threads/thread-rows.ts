import { and, asc, eq } from 'drizzle-orm';
import type { RequestKind } from '../../../shared/admin-schemas.ts';
import type { RequestStatus } from '../../../shared/constants.ts';
import type { RequestMessageItem } from '../../../shared/request-thread-schemas.ts';
import type { Db, Tx } from '../../db/client.ts';
import { profiles, requestMessages, sirekananRequests, ujilabRequests } from '../../db/schema.ts';
import { REQUEST_KIND_CONFIG } from '../../requests/request-kinds.ts';

/** A request a thread belongs to: its code, its status and its requester's account (none for a damage report). */
export type ThreadRequest = { id: string; code: string; status: RequestStatus | null; owner: string | null };

/** The request by its id, locked for the change when `lock`; null when there is none of this kind. */
export async function findRequest(db: Db | Tx, kind: RequestKind, id: string, lock = false): Promise<ThreadRequest | null> {
  const cfg = REQUEST_KIND_CONFIG[kind];
  const owner = kind === 'sirekanan' ? sirekananRequests.userId : kind === 'ujilab' ? ujilabRequests.userId : null;
  const query = db
    .select({ id: cfg.table.id, code: cfg.table.trackingCode, status: cfg.table.status, ...(owner ? { owner } : {}) })
    .from(cfg.table)
    .where(and(eq(cfg.table.id, id), cfg.scope));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) return null;
  return {
    id: row.id,
    code: row.code,
    status: row.status as RequestStatus | null,
    owner: (row as { owner?: string | null }).owner ?? null,
  };
}

/** The customer's own Sirekanan or Uji Lab request by its code (the prefix names the service); null for anyone else's. */
export async function findOwnRequest(
  db: Db,
  userId: string,
  code: string,
): Promise<(ThreadRequest & { kind: 'sirekanan' | 'ujilab' }) | null> {
  const kind = code.startsWith('SRK-') ? 'sirekanan' : code.startsWith('LAB-') ? 'ujilab' : null;
  if (!kind) return null;
  const t = kind === 'sirekanan' ? sirekananRequests : ujilabRequests;
  const [row] = await db
    .select({ id: t.id })
    .from(t)
    .where(and(eq(t.trackingCode, code), eq(t.userId, userId)));
  const found = row ? await findRequest(db, kind, row.id) : null;
  return found ? { ...found, kind } : null;
}

/** A thread's messages, oldest first; the requester's reading leaves staff's internal notes out. */
export async function threadMessages(
  db: Db | Tx,
  kind: RequestKind,
  id: string,
  reader: 'staff' | 'requester',
): Promise<RequestMessageItem[]> {
  const rows = await db
    .select({ m: requestMessages, name: profiles.fullName })
    .from(requestMessages)
    .leftJoin(profiles, eq(profiles.id, requestMessages.authorId))
    .where(
      and(
        eq(requestMessages.requestTable, REQUEST_KIND_CONFIG[kind].tableName),
        eq(requestMessages.requestId, id),
        reader === 'requester' ? eq(requestMessages.internal, false) : undefined,
      ),
    )
    .orderBy(asc(requestMessages.createdAt), asc(requestMessages.id));
  return rows.map(({ m, name }) => messageItem(m, reader === 'requester' && !m.fromRequester ? null : name || null));
}

export function messageItem(m: typeof requestMessages.$inferSelect, author: string | null): RequestMessageItem {
  return {
    id: m.id,
    body: m.body,
    fromRequester: m.fromRequester,
    internal: m.internal,
    author,
    attachments: m.attachments,
    createdAt: m.createdAt.toISOString(),
  };
}
