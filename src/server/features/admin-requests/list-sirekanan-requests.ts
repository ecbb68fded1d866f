import { and, eq, ilike, or } from 'drizzle-orm';
import { likePattern, type RequestFilters, type SirekananAdminItem } from '../../../shared/admin-schemas.ts';
import { requesterJsonSql, requesterListPage, submittedBetween, type ListArgs } from '../../requests/request-filters.ts';
import { assertCan } from '../../context.ts';
import { isoTimeSql, jsonColumns, type JsonBody } from '../../db/json-page.ts';
import { profiles, sirekananRequests as t } from '../../db/schema.ts';

/** The list's search, status and date filter, shared with its export. */
export function sirekananWhere(input: Omit<RequestFilters, 'sort'>) {
  const p = input.q ? likePattern(input.q) : null;
  return and(
    input.status ? eq(t.status, input.status) : undefined,
    submittedBetween(t.createdAt, input),
    p ? or(ilike(t.trackingCode, p), ilike(t.subject, p), ilike(profiles.fullName, p), ilike(profiles.email, p)) : undefined,
  );
}

/** A request as the admin table's item (SirekananAdminItem), made by PostgreSQL (docs/decisions/041). */
const ITEM = jsonColumns({
  id: t.id,
  trackingCode: t.trackingCode,
  subject: t.subject,
  details: t.details,
  attachmentUrl: t.attachmentUrl,
  status: t.status,
  createdAt: isoTimeSql(t.createdAt),
  requester: requesterJsonSql,
} satisfies Record<keyof SirekananAdminItem, unknown>);

/** The admin table of Sirekanan letters: one page as the JSON body the API sends. */
export async function listSirekananRequestsJson(args: ListArgs): Promise<JsonBody> {
  assertCan(args.actor, 'sirekanan.manage');
  return requesterListPage(args, 'sirekanan', t, ITEM, sirekananWhere(args.input));
}
