import { count, desc, eq } from 'drizzle-orm';
import type { PageQuery, Paged } from '../../../shared/admin-schemas.ts';
import type { UjilabItem } from '../../../shared/ujilab-schemas.ts';
import { assertCan, type Actor } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { ujilabRequests as t } from '../../db/schema.ts';

export const toUjilabItem = (r: typeof t.$inferSelect): UjilabItem => ({
  id: r.id,
  trackingCode: r.trackingCode,
  jenisUji: r.jenisUji,
  jenisUjiLainnya: r.jenisUjiLainnya,
  dokumenPermohonanUrl: r.dokumenPermohonanUrl,
  dokumenKtpUrl: r.dokumenKtpUrl,
  status: r.status,
  createdAt: r.createdAt.toISOString(),
});

/** The signed-in customer's own lab requests, newest first. */
export async function listOwnUjilabRequests({ db, actor, input }: { db: Db; actor: Actor; input: PageQuery }): Promise<Paged<UjilabItem>> {
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
  return { items: rows.map(toUjilabItem), total: total?.n ?? 0, page: input.page, pageSize: input.pageSize };
}
