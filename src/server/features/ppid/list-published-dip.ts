import { eq } from 'drizzle-orm';
import type { DipDocument } from '../../../shared/ppid.ts';
import type { Db } from '../../db/client.ts';
import { ppidDocuments } from '../../db/schema.ts';
import { ORDER, toDocument } from './dip-rows.ts';

/** What /ppid shows: the published entries. */
export async function listPublishedDip(db: Db): Promise<DipDocument[]> {
  const rows = await db
    .select()
    .from(ppidDocuments)
    .where(eq(ppidDocuments.published, true))
    .orderBy(...ORDER);
  return rows.map(toDocument);
}
