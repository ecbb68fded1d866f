import { randomBytes } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { UUID_PATTERN } from '../../../shared/admin-schemas.ts';
import type { IssuedOpen311Key, Open311KeyItem } from '../../../shared/open311.ts';
import { OPEN311_KEY_TEXT } from '../../../shared/open311-strings.ts';
import { assertCan, type Actor } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { auditLog, open311ApiKeys as k, profiles } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { hashKey } from './open311.ts';

// Keys for Open311 POSTs (issue 15, item 10): a super admin issues one per system, sees it once, and
// revokes it. Only the SHA-256 and the first 8 characters are kept; each action is in the audit log.

const columns = {
  id: k.id,
  name: k.name,
  prefix: k.keyPrefix,
  createdBy: profiles.fullName,
  createdAt: k.createdAt,
  lastUsedAt: k.lastUsedAt,
  revokedAt: k.revokedAt,
};
type Row = {
  id: string;
  name: string;
  prefix: string;
  createdBy: string | null;
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
};
const itemOf = (r: Row): Open311KeyItem => ({
  ...r,
  createdAt: r.createdAt.toISOString(),
  lastUsedAt: r.lastUsedAt?.toISOString() ?? null,
  revokedAt: r.revokedAt?.toISOString() ?? null,
});

export async function listKeys({ db, actor }: { db: Db; actor: Actor }): Promise<Open311KeyItem[]> {
  assertCan(actor, 'open311.keys');
  const rows = await db.select(columns).from(k).leftJoin(profiles, eq(profiles.id, k.createdBy)).orderBy(desc(k.createdAt)).limit(200);
  return rows.map(itemOf);
}

export async function issueKey({ db, actor, name }: { db: Db; actor: Actor; name: string }): Promise<IssuedOpen311Key> {
  assertCan(actor, 'open311.keys');
  const key = `o311_${randomBytes(24).toString('base64url')}`;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(k)
      .values({ name, keyHash: hashKey(key), keyPrefix: key.slice(0, 8), createdBy: actor.id })
      .returning({ id: k.id });
    await tx
      .insert(auditLog)
      .values({ actorId: actor.id, action: 'open311.key_issued', target: row!.id, details: { name, prefix: key.slice(0, 8) } });
    const [item] = await tx.select(columns).from(k).leftJoin(profiles, eq(profiles.id, k.createdBy)).where(eq(k.id, row!.id));
    return { ...itemOf(item!), key };
  });
}

export async function revokeKey({ db, actor, id }: { db: Db; actor: Actor; id: string }): Promise<Open311KeyItem> {
  assertCan(actor, 'open311.keys');
  if (!UUID_PATTERN.test(id)) throw new AppError('NOT_FOUND', OPEN311_KEY_TEXT.notFound);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(k)
      .set({ revokedAt: new Date() })
      .where(and(eq(k.id, id), isNull(k.revokedAt)))
      .returning({ id: k.id, name: k.name });
    if (!row) throw new AppError('NOT_FOUND', OPEN311_KEY_TEXT.notFound);
    await tx.insert(auditLog).values({ actorId: actor.id, action: 'open311.key_revoked', target: id, details: { name: row.name } });
    const [item] = await tx.select(columns).from(k).leftJoin(profiles, eq(profiles.id, k.createdBy)).where(eq(k.id, id));
    return itemOf(item!);
  });
}
