import { and, count, eq } from 'drizzle-orm';
import type { AdminNotifications } from '../../../shared/admin-schemas.ts';
import { can } from '../../../shared/roles.ts';
import { assertCan, type Actor } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { ujilabRequests, serviceRequests, sirekananRequests } from '../../db/schema.ts';

/**
 * DECISIONS.md rule 17: the top-bar badge counts new submissions (status Diajukan) of the
 * services this admin may handle; a service they may not handle is neither counted nor revealed.
 */
export async function countNewSubmissions({ db, actor }: { db: Db; actor: Actor }): Promise<AdminNotifications> {
  assertCan(actor, 'admin.dashboard');
  const countOf = async (run: () => Promise<{ n: number }[]>) => (await run())[0]?.n ?? 0;
  const [sirekanan, ujilab, damageReports] = await Promise.all([
    can(actor.role, 'sirekanan.manage')
      ? countOf(() => db.select({ n: count() }).from(sirekananRequests).where(eq(sirekananRequests.status, 'Diajukan')))
      : null,
    can(actor.role, 'ujilab.manage')
      ? countOf(() => db.select({ n: count() }).from(ujilabRequests).where(eq(ujilabRequests.status, 'Diajukan')))
      : null,
    can(actor.role, 'damage-reports.manage')
      ? countOf(() =>
          db
            .select({ n: count() })
            .from(serviceRequests)
            .where(and(eq(serviceRequests.serviceType, 'lapor_kerusakan'), eq(serviceRequests.status, 'Diajukan'))),
        )
      : null,
  ]);
  return { total: (sirekanan ?? 0) + (ujilab ?? 0) + (damageReports ?? 0), sirekanan, ujilab, damageReports };
}
