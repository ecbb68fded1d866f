import { and, eq, isNull, sql } from 'drizzle-orm';
import { UUID_PATTERN } from '../../../shared/admin-schemas.ts';
import { ADMIN } from '../../../shared/admin-strings.ts';
import type { TakeBackInput } from '../../../shared/forwarding-schemas.ts';
import { FORWARDING } from '../../../shared/forwarding-strings.ts';
import { assertCan, type Actor, type Deps } from '../../context.ts';
import { auditLog, reportForwardings, serviceRequests, statusChanges } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { queueStatusNotice } from '../../requests/status-notice.ts';
import { lockReport } from './report-forwarding.ts';

/**
 * "Ambil kembali" (issue 39, item 3): a forwarded report comes back to this office as Diproses; the
 * forwarding keeps who took it back and when, the history and the audit log say so, the reporter is told.
 */
export async function takeBackDamageReport({ deps, actor, id, input }: { deps: Deps; actor: Actor; id: string; input: TakeBackInput }) {
  assertCan(actor, 'damage-reports.manage');
  if (!UUID_PATTERN.test(id)) throw new AppError('NOT_FOUND', ADMIN.requests.notFound);
  const { note } = input;
  return deps.db.transaction(async (tx) => {
    const report = await lockReport(tx, id);
    if (report.status !== 'Diteruskan') throw new AppError('CONFLICT', FORWARDING.errors.notForwarded);
    const [open] = await tx
      .update(reportForwardings)
      .set({ takenBackAt: sql`clock_timestamp()`, takenBackBy: actor.id })
      .where(and(eq(reportForwardings.requestId, id), isNull(reportForwardings.takenBackAt)))
      .returning({ instansi: reportForwardings.instansiName });
    await tx.update(serviceRequests).set({ status: 'Diproses' }).where(eq(serviceRequests.id, id));
    await tx.insert(statusChanges).values({
      requestTable: 'service_requests',
      requestId: id,
      actorId: actor.id,
      fromStatus: 'Diteruskan',
      toStatus: 'Diproses',
      publicNote: note,
      changedAt: sql`clock_timestamp()`,
    });
    await tx.insert(auditLog).values({
      actorId: actor.id,
      action: 'damage-report.take-back',
      target: report.code,
      details: { instansi: open?.instansi ?? null, note },
    });
    await queueStatusNotice(tx, deps.env, { kind: 'damage-reports', id, status: 'Diproses', note });
    return { status: 'Diproses' as const };
  });
}
