import { count, desc, ilike, or } from 'drizzle-orm';
import { likePattern, type Paged } from '../../../shared/admin-schemas.ts';
import type { AdminUserItem, UserListQuery } from '../../../shared/users-schemas.ts';
import { assertCan, type Actor } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { profiles } from '../../db/schema.ts';

export const toAdminUser = (p: typeof profiles.$inferSelect): AdminUserItem => ({
  id: p.id,
  fullName: p.fullName,
  email: p.email,
  role: p.role,
  isAdmin: p.isAdmin,
  createdAt: p.createdAt.toISOString(),
});

/** Spec §7: all profiles, optionally matching name or e-mail, newest first. */
/** Name or e-mail containing the text: the list's search, shared with its export. */
export function userWhere(q: string) {
  const p = q ? likePattern(q) : null;
  return p ? or(ilike(profiles.fullName, p), ilike(profiles.email, p)) : undefined;
}

export async function listUsers({ db, actor, input }: { db: Db; actor: Actor; input: UserListQuery }): Promise<Paged<AdminUserItem>> {
  assertCan(actor, 'users.manage');
  const where = userWhere(input.q);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(profiles)
      .where(where)
      .orderBy(desc(profiles.createdAt), desc(profiles.id))
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    db.select({ n: count() }).from(profiles).where(where),
  ]);
  return { items: rows.map(toAdminUser), total: total?.n ?? 0, page: input.page, pageSize: input.pageSize };
}
