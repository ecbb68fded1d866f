import { sql, type SQL } from 'drizzle-orm';
import { serviceRequests } from '../db/schema.ts';

// Written out with their table: inside the subquery an unqualified "id" would be the forwarding's own.
const requestId = sql`${serviceRequests}.${sql.identifier('id')}`;
const status = sql`${serviceRequests}.${sql.identifier('status')}`;

/**
 * The authority a damage report is with now (issue 39, item 3), for "Diteruskan ke {instansi}" wherever its
 * status shows: null unless it is Diteruskan. For a query that reads service_requests (not under an alias):
 * the public pages, /lacak and the admin list alike.
 */
export const forwardedToSql = (): SQL<string | null> =>
  sql<
    string | null
  >`case when ${status} = 'Diteruskan' then (select f.instansi_name from report_forwardings f where f.request_id = ${requestId} and f.taken_back_at is null limit 1) end`;
