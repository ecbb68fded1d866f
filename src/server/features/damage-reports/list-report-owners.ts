import { asc } from 'drizzle-orm';
import { assertCan, type Actor } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { instansi } from '../../db/schema.ts';

/** The admin list's "Pemilik ruas" filter (issue 39, item 3): every authority a report's road may belong to. */
export async function listReportOwners({ db, actor }: { db: Db; actor: Actor }) {
  assertCan(actor, 'damage-reports.manage');
  const items = await db
    .select({ id: instansi.id, name: instansi.name, thisOffice: instansi.isThisOffice })
    .from(instansi)
    .orderBy(asc(instansi.roadStatus), asc(instansi.name));
  return { items };
}
