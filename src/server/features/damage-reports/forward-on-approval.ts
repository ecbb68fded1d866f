import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { damageReports, instansi, reportForwardings, serviceRequests } from '../../db/schema.ts';
import type { Env } from '../../env.ts';
import { forwardReport } from './report-forwarding.ts';

const OPEN: readonly string[] = ['Diajukan', 'Diproses', 'Perlu Dilengkapi'];

/**
 * A moderator approved a report (issue 39, item 3): when its road is owned by another authority, it goes
 * to them. Only the first time: a report staff took back, or forwarded by hand before, stays where staff
 * put it; a report on this office's road or on no known ruas stays here.
 */
export async function forwardOnApproval(tx: Tx, env: Env, { id, actorId }: { id: string; actorId: string }): Promise<void> {
  const [owner] = await tx
    .select({ id: instansi.id, status: serviceRequests.status })
    .from(damageReports)
    .innerJoin(serviceRequests, eq(serviceRequests.id, damageReports.requestId))
    .innerJoin(instansi, and(eq(instansi.id, damageReports.ownerInstansiId), eq(instansi.isThisOffice, false)))
    .where(eq(damageReports.requestId, id));
  // A report staff already decided (Selesai, Ditolak) is not sent on.
  if (!owner || !OPEN.includes(owner.status)) return;
  const [before] = await tx
    .select({ id: reportForwardings.id })
    .from(reportForwardings)
    .where(eq(reportForwardings.requestId, id))
    .limit(1);
  if (before) return;
  await forwardReport(tx, env, { id, instansiId: owner.id, actorId, automatic: true, note: null });
}
