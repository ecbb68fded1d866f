import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sirekananRequests, skmResponses, ujilabRequests } from '../../db/schema.ts';
import { surveyPath } from './survey-link.ts';

/** The customer's finished requests without an answer: the dashboard's invitation. */
export async function pendingSurveys(db: Db, secret: string, userId: string): Promise<{ code: string; path: string }[]> {
  const rows = await db.execute<{ id: string; code: string }>(sql`
    select r.id, r.code from (
      select id, tracking_code as code, created_at from ${sirekananRequests} where user_id = ${userId} and status in ('Selesai', 'Ditolak')
      union all
      select id, tracking_code as code, created_at from ${ujilabRequests} where user_id = ${userId} and status in ('Selesai', 'Ditolak')
    ) r
    where not exists (select 1 from ${skmResponses} s where s.request_id = r.id)
    order by r.created_at desc
    limit 3`);
  return rows.rows.map((r) => ({ code: r.code, path: surveyPath(secret, r.code, r.id) }));
}
