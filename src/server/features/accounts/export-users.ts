import { desc, eq, sql } from 'drizzle-orm';
import type { SearchExportQuery } from '../../../shared/admin-schemas.ts';
import { EXPORTS } from '../../../shared/export-strings.ts';
import { profiles, users } from '../../db/schema.ts';
import { tableExport } from '../../exports/stream-export.ts';
import { userWhere } from './list-users.ts';

const H = EXPORTS.headers;

/** "Unduh CSV" / "Unduh Excel" of the users table: every account its search finds, newest first. No password, no session. */
export const exportUsers = tableExport({
  query: (rows, input: SearchExportQuery) =>
    rows
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.id))
      .where(userWhere(input.q))
      .orderBy(desc(profiles.createdAt), desc(profiles.id)),
  fields: {
    name: [profiles.fullName, H.fullName, 28],
    email: [profiles.email, H.email, 32],
    role: [profiles.role, H.role, 18],
    verified: [sql`case when ${users.emailVerified} then ${EXPORTS.yes} else ${EXPORTS.no} end`, H.emailVerified, 14],
    joined: [profiles.createdAt, H.joinedAt, 20],
  },
  name: 'users',
  capability: 'users.manage',
});
