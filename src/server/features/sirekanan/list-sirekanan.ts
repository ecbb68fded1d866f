import { count, desc, eq } from 'drizzle-orm';
import type { PageQuery, Paged } from '../../../shared/admin-schemas.ts';
import type { SirekananItem } from '../../../shared/sirekanan-schemas.ts';
import { assertCan, type Actor } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { sirekananRequests as t } from '../../db/schema.ts';

export const toSirekananItem = (r: typeof t.$inferSelect): SirekananItem => ({
  id: r.id,
  trackingCode: r.trackingCode,
  subject: r.subject,
  details: r.details,
  attachmentUrl: r.attachmentUrl,
  status: r.status,
  createdAt: r.createdAt.toISOString(),
});

/** The signed-in customer's own letter requests, newest first. */
export async function listOwnSirekanan({ db, actor, input }: { db: Db; actor: Actor; input: PageQuery }): Promise<Paged<SirekananItem>> {
  assertCan(actor, 'customer.services');
  const mine = eq(t.userId, actor.id);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(t)
      .where(mine)
      .orderBy(desc(t.createdAt), desc(t.id))
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    db.select({ n: count() }).from(t).where(mine),
  ]);
  return { items: rows.map(toSirekananItem), total: total?.n ?? 0, page: input.page, pageSize: input.pageSize };
}
