import { and, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { likePattern, type Paged } from '../../../shared/admin-schemas.ts';
import type { AdminUserItem, UserListQuery } from '../../../shared/users-schemas.ts';
import { assertCan, type Actor } from '../../context.ts';
import { countUpTo, countWindow, ONE, pagerTotal } from '../../db/capped-count.ts';
import type { Db, Tx } from '../../db/client.ts';
import { accounts, profiles } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { ADMIN } from '../../../shared/admin-strings.ts';

type UserRow = typeof profiles.$inferSelect & { hasPassword: boolean };

const toAdminUser = (p: UserRow): AdminUserItem => ({
  id: p.id,
  fullName: p.fullName,
  email: p.email,
  role: p.role,
  isAdmin: p.isAdmin,
  createdAt: p.createdAt.toISOString(),
  deactivatedAt: p.deactivatedAt?.toISOString() ?? null,
  // Invited and not yet activated: no password set (issue 13, item 9).
  pendingInvitation: !p.hasPassword,
});

/** Whether a password was ever set (a credential account exists). */
const hasPassword = sql<boolean>`exists (select 1 from ${accounts} where ${and(eq(accounts.userId, profiles.id), eq(accounts.providerId, 'credential'))})`;

/** One user as the table shows it. */
export async function readAdminUser(db: Db | Tx, id: string): Promise<AdminUserItem> {
  const [row] = await db.select({ p: profiles, hasPassword }).from(profiles).where(eq(profiles.id, id));
  if (!row) throw new AppError('NOT_FOUND', ADMIN.users.notFound);
  return toAdminUser({ ...row.p, hasPassword: row.hasPassword });
}

/** Spec §7: all profiles, optionally matching name or e-mail, newest first. */
/** Name or e-mail containing the text: the list's search, shared with its export. */
export function userWhere(q: string) {
  const p = q ? likePattern(q) : null;
  return p ? or(ilike(profiles.fullName, p), ilike(profiles.email, p)) : undefined;
}

export async function listUsers({ db, actor, input }: { db: Db; actor: Actor; input: UserListQuery }): Promise<Paged<AdminUserItem>> {
  assertCan(actor, 'users.manage');
  const where = userWhere(input.q);
  // A capped count (docs/decisions/036): "lebih dari 1.000" over a broad match of a large table.
  const upTo = countWindow(input.page, input.pageSize);
  const [rows, counted] = await Promise.all([
    db
      .select({ p: profiles, hasPassword })
      .from(profiles)
      .where(where)
      .orderBy(desc(profiles.createdAt), desc(profiles.id))
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    countUpTo(db, db.select(ONE).from(profiles).where(where).$dynamic(), upTo),
  ]);
  return {
    items: rows.map((r) => toAdminUser({ ...r.p, hasPassword: r.hasPassword })),
    ...pagerTotal(counted, upTo),
    page: input.page,
    pageSize: input.pageSize,
  };
}
