import type { DipDocument } from '../../../shared/ppid.ts';
import { assertCan, type Actor } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { ppidDocuments } from '../../db/schema.ts';
import { ORDER, toDocument } from './dip-rows.ts';

export async function listDip({ db, actor }: { db: Db; actor: Actor }): Promise<DipDocument[]> {
  assertCan(actor, 'ppid.manage');
  return (
    await db
      .select()
      .from(ppidDocuments)
      .orderBy(...ORDER)
  ).map(toDocument);
}
