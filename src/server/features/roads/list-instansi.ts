import { asc, sql } from 'drizzle-orm';
import { ROADS, type InstansiItem } from '../../../shared/roads-strings.ts';
import { assertCan, type Actor } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { instansi } from '../../db/schema.ts';

type InstansiRow = typeof instansi.$inferSelect;

export const toInstansiItem = (r: InstansiRow): InstansiItem => ({
  id: r.id,
  name: r.name,
  email: r.email,
  roadStatus: r.roadStatus,
  kabupaten: r.kabupaten,
  isThisOffice: r.isThisOffice,
  updatedAt: r.updatedAt.toISOString(),
});

/** /admin/instansi: every authority (a province has a dozen), by status of road, then "semua kabupaten" first. */
export async function listInstansi({ db, actor }: { db: Db; actor: Actor }): Promise<InstansiItem[]> {
  assertCan(actor, 'roads.manage', ROADS.forbidden);
  const rows = await db
    .select()
    .from(instansi)
    .orderBy(asc(instansi.roadStatus), sql`${instansi.kabupaten} NULLS FIRST`, asc(instansi.name));
  return rows.map(toInstansiItem);
}
