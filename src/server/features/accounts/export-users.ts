import { desc, eq, sql } from 'drizzle-orm';
import type { SearchExportQuery } from '../../../shared/admin-schemas.ts';
import { EXPORTS } from '../../../shared/export-strings.ts';
import { assertCan, type Actor } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { profiles, users } from '../../db/schema.ts';
import { columnsInOrder, exportFilename, exportStream } from '../../exports/stream-export.ts';
import { userWhere } from './list-users.ts';

const H = EXPORTS.headers;

/** "Unduh CSV" / "Unduh Excel" of the users table: every account its search finds, newest first. No password, no session. */
export function exportUsers({ db, pool, actor, input }: { db: Db; pool: import('pg').Pool; actor: Actor; input: SearchExportQuery }) {
  assertCan(actor, 'users.manage');
  const { sql: text, params } = db
    .select({
      name: profiles.fullName,
      email: profiles.email,
      role: profiles.role,
      verified: sql`case when ${users.emailVerified} then ${EXPORTS.yes} else ${EXPORTS.no} end`,
      joined: profiles.createdAt,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .where(userWhere(input.q))
    .orderBy(desc(profiles.createdAt), desc(profiles.id))
    .toSQL();
  return exportStream(pool, {
    query: { sql: text, params },
    columns: columnsInOrder([
      [H.fullName, 28],
      [H.email, 32],
      [H.role, 18],
      [H.emailVerified, 14],
      [H.joinedAt, 20],
    ]),
    format: input.format,
    filename: exportFilename(EXPORTS.files.users),
    sheet: EXPORTS.sheets.users,
  });
}
