import { eq } from 'drizzle-orm';
import type { PledgeData, StandardData, StandardDocument } from '../../../shared/service-standard-schemas.ts';
import type { Db, Tx } from '../../db/client.ts';
import { auditLog, serviceStandardRevisions, serviceStandards } from '../../db/schema.ts';
import { DEFAULT_PLEDGE, DEFAULT_STANDARDS } from './default-standards.ts';

// Service standards and the pledge (issue 16, item 4; docs/decisions/029-service-standards.md). Each
// save writes the current text and a revision in one transaction; a restore is a save of an old text.
// What the verbs share: a document's current text (or its example) and the write of a new revision; each
// verb is in a file of its own (read-standard.ts, save-standard.ts, …).

export type Data = StandardData | PledgeData;
export const defaultOf = (key: StandardDocument): Data => (key === 'maklumat' ? DEFAULT_PLEDGE : DEFAULT_STANDARDS[key]);

export async function current(db: Db | Tx, key: StandardDocument): Promise<{ data: Data; updatedAt: Date | null }> {
  const [row] = await db.select().from(serviceStandards).where(eq(serviceStandards.key, key));
  return row ? { data: row.data as Data, updatedAt: row.updatedAt } : { data: defaultOf(key), updatedAt: null };
}

export async function write(
  tx: Tx,
  actor: { id: string },
  key: StandardDocument,
  data: Data,
  action: string,
  details: Record<string, unknown>,
) {
  await tx
    .insert(serviceStandards)
    .values({ key, data, updatedBy: actor.id })
    .onConflictDoUpdate({ target: serviceStandards.key, set: { data, updatedBy: actor.id, updatedAt: new Date() } });
  const [revision] = await tx
    .insert(serviceStandardRevisions)
    .values({ key, data, savedBy: actor.id })
    .returning({ id: serviceStandardRevisions.id });
  await tx.insert(auditLog).values({ actorId: actor.id, action, target: key, details: { revision: revision!.id, ...details } });
}
