import { eq, ilike, or, sql } from 'drizzle-orm';
import { likePattern } from '../../../shared/admin-schemas.ts';
import { searchWord } from '../../../shared/paging.ts';
import type { AdminUserItem, LoginLock, UserListQuery } from '../../../shared/users-schemas.ts';
import { assertCan, type Actor } from '../../context.ts';
import type { Db, Tx } from '../../db/client.ts';
import { isoTimeSql, jsonColumns, type JsonBody } from '../../db/json-page.ts';
import { readKeysetJsonPage, type KeysetOrder } from '../../db/keyset.ts';
import { profiles } from '../../db/schema.ts';
import { indexedWord } from '../../db/search-words.ts';
import { AppError } from '../../http/errors.ts';
import { loginLockSql } from './login-limiter.ts';
import { ADMIN } from '../../../shared/admin-strings.ts';

type UserRow = typeof profiles.$inferSelect & { hasPassword: boolean; loginLock: LoginLock | null };

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
  loginLock: p.loginLock,
});

/**
 * Whether a password was ever set (a credential account exists). Written with the tables' names: in
 * a select from one table drizzle leaves columns unqualified, and "id" in the subquery would be the
 * account's.
 */
const hasPassword = sql<boolean>`exists (select 1 from "accounts" a where a."user_id" = "profiles"."id" and a."provider_id" = 'credential')`;

/** One user as the table shows it. */
export async function readAdminUser(db: Db | Tx, id: string): Promise<AdminUserItem> {
  const [row] = await db
    .select({ p: profiles, hasPassword, loginLock: sql<LoginLock | null>`${loginLockSql(profiles.email)}` })
    .from(profiles)
    .where(eq(profiles.id, id));
  if (!row) throw new AppError('NOT_FOUND', ADMIN.users.notFound);
  return toAdminUser({ ...row.p, hasPassword: row.hasPassword, loginLock: row.loginLock });
}

/**
 * Name or e-mail containing the text: the list's search, shared with its export. With the text's
 * rare word (`rare`, search-words.ts), the ids of its matches the statement's `search_found` holds
 * (listUsersJson, docs/decisions/077): a plan that does not depend on the text.
 */
export function userWhere(q: string, rare?: string) {
  // The export's query is not the list's: a text too short to search is no search there too (issue 41).
  const word = searchWord(q);
  if (!word) return undefined;
  if (rare !== undefined && rare !== word) return sql`${profiles.id} = ANY((SELECT ids FROM search_found)::text[])`;
  const p = likePattern(word);
  return or(ilike(profiles.fullName, p), ilike(profiles.email, p));
}

/** The users search's columns, for its rare word (search-words.ts). */
const SEARCHED = [
  { table: 'profiles', column: 'full_name' },
  { table: 'profiles', column: 'email' },
];

/** A user as the table shows it (AdminUserItem), made by PostgreSQL (docs/decisions/041). */
const ITEM = jsonColumns({
  id: profiles.id,
  fullName: profiles.fullName,
  email: profiles.email,
  role: profiles.role,
  isAdmin: profiles.isAdmin,
  createdAt: isoTimeSql(profiles.createdAt),
  deactivatedAt: sql`CASE WHEN ${profiles.deactivatedAt} IS NOT NULL THEN ${isoTimeSql(profiles.deactivatedAt)} END`,
  // Invited and not yet activated: no password set (issue 13, item 9).
  pendingInvitation: sql`NOT ${hasPassword}`,
  // Its login lock (docs/decisions/045): login_throttle's changes to it move the data version (migration 0021).
  loginLock: loginLockSql(profiles.email),
} satisfies Record<keyof AdminUserItem, unknown>);

/** Spec §7: all profiles, optionally matching name or e-mail, newest first; one page as the JSON body the API sends. */
export async function listUsersJson({
  db,
  actor,
  input,
  version,
}: {
  db: Db;
  actor: Actor;
  input: UserListQuery;
  version?: number;
}): Promise<JsonBody> {
  assertCan(actor, 'users.manage');
  const rare = input.q ? await indexedWord(db, SEARCHED, input.q) : input.q;
  const where = userWhere(input.q, rare);
  // A rare word's matches, once per statement (profiles_search_ids, migration 0045): read by their keys
  // whatever the word, so the statement is prepared once. Else a search is planned with its text on each read.
  const found = rare !== input.q ? sql`search_found AS (SELECT profiles_search_ids(${likePattern(rare)}, ${input.q}) AS ids)` : undefined;
  // One statement: the page from its cursor's row (profiles_newest_idx), one row more, and the capped count.
  return readKeysetJsonPage(db, {
    ...(found && { with: found }),
    list: 'users',
    filters: input.q.toLowerCase(),
    order: NEWEST,
    item: ITEM,
    from: sql`${profiles}`,
    where,
    cursor: input.cursor,
    pageSize: input.pageSize,
    search: Boolean(input.q) && !found,
    matches: sql`SELECT 1 FROM ${profiles} ${where ? sql`WHERE ${where}` : sql``}`,
    version,
  });
}

/** Newest first, as keyset keys (issue 41): a page after the first starts at its cursor's row. */
const NEWEST: KeysetOrder = {
  name: 'baru',
  keys: [
    { expr: profiles.createdAt, dir: 'desc', type: 'timestamptz' },
    { expr: profiles.id, dir: 'desc', type: 'text' },
  ],
};
