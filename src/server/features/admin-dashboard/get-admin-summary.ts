import { and, count, eq } from 'drizzle-orm';
import type { AdminSummary } from '../../../shared/admin-schemas.ts';
import { assertCan, type Actor } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { damageReports, ujilabRequests, profiles, serviceRequests, sirekananRequests } from '../../db/schema.ts';
import { overdueSql } from '../damage-reports/index.ts';

/** DECISIONS.md rule 17: live figures instead of the spec's fixed samples. */
export async function getAdminSummary({ db, actor }: { db: Db; actor: Actor }): Promise<AdminSummary> {
  assertCan(actor, 'admin.dashboard');
  const [[users], [ujilab], [sirekanan], [damage], [late]] = await Promise.all([
    db.select({ n: count() }).from(profiles),
    db.select({ n: count() }).from(ujilabRequests),
    db.select({ n: count() }).from(sirekananRequests),
    db.select({ n: count() }).from(serviceRequests).where(eq(serviceRequests.serviceType, 'lapor_kerusakan')),
    db
      .select({ n: count() })
      .from(damageReports)
      .innerJoin(serviceRequests, eq(serviceRequests.id, damageReports.requestId))
      .where(and(overdueSql)),
  ]);
  return {
    users: users?.n ?? 0,
    ujilabRequests: ujilab?.n ?? 0,
    sirekananRequests: sirekanan?.n ?? 0,
    damageReports: damage?.n ?? 0,
    lateDamageReports: late?.n ?? 0,
  };
}
