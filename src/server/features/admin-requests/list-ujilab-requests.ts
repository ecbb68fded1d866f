import { and, eq, ilike, or, sql } from 'drizzle-orm';
import { likePattern, type RequestFilters, type UjilabAdminItem } from '../../../shared/admin-schemas.ts';
import { requesterJsonSql, requesterListPage, submittedBetween, type ListArgs } from '../../requests/request-filters.ts';
import { assertCan } from '../../context.ts';
import { isoTimeSql, jsonColumns, type JsonBody } from '../../db/json-page.ts';
import { ujilabRequests as t, profiles } from '../../db/schema.ts';

/** The list's search, status and date filter, shared with its export. */
export function ujilabWhere(input: Omit<RequestFilters, 'sort'>) {
  const p = input.q ? likePattern(input.q) : null;
  return and(
    input.status ? eq(t.status, input.status) : undefined,
    submittedBetween(t.createdAt, input),
    p
      ? or(ilike(t.trackingCode, p), sql`${t.jenisUji}::text ILIKE ${p}`, ilike(profiles.fullName, p), ilike(profiles.email, p))
      : undefined,
  );
}

/** A request as the admin table's item (UjilabAdminItem), made by PostgreSQL (docs/decisions/041). */
const ITEM = jsonColumns({
  id: t.id,
  trackingCode: t.trackingCode,
  jenisUji: t.jenisUji,
  dokumenPermohonanUrl: t.dokumenPermohonanUrl,
  dokumenKtpUrl: t.dokumenKtpUrl,
  status: t.status,
  createdAt: isoTimeSql(t.createdAt),
  requester: requesterJsonSql,
} satisfies Record<keyof UjilabAdminItem, unknown>);

/** The admin table of Uji Lab requests: one page as the JSON body the API sends. */
export async function listUjilabRequestsJson(args: ListArgs): Promise<JsonBody> {
  assertCan(args.actor, 'ujilab.manage');
  return requesterListPage(args, 'ujilab', t, ITEM, ujilabWhere(args.input));
}
