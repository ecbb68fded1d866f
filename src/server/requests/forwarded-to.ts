import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { reportForwardings as f } from '../db/schema.ts';

/**
 * The authority a damage report is with now (issue 39, item 3), for "Diteruskan ke {instansi}" wherever its
 * status shows: null unless it is Diteruskan. Read by the public pages, /lacak and the admin list alike.
 */
export const forwardedToSql = (requestId: AnyColumn | SQL, status: AnyColumn | SQL): SQL<string | null> =>
  sql<string | null>`case when ${status} = 'Diteruskan' then (select ${f.instansiName} from ${f} where ${f.requestId} = ${requestId} and ${f.takenBackAt} is null limit 1) end`;
