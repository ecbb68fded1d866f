import { eq, sql, type SQL } from 'drizzle-orm';
import { REPORT_TYPES } from '../../../shared/constants.ts';
import type { DamageTarget, TargetsInput } from '../../../shared/deadline-schemas.ts';
import { assertCan, type Actor } from '../../context.ts';
import type { Db, Tx } from '../../db/client.ts';
import { auditLog, damageReports, damageReportTargets, serviceRequests } from '../../db/schema.ts';
import { addWorkingDays, witaDate } from '../../calendar/working-days.ts';

/** The targets of every infrastructure type, in the form's order; a type without one has null. */
export async function listTargets({ db, actor }: { db: Db; actor: Actor }): Promise<DamageTarget[]> {
  assertCan(actor, 'damage-reports.manage');
  const rows = await db.select().from(damageReportTargets);
  const byType = new Map(rows.map((r) => [r.reportType, r]));
  return REPORT_TYPES.map((reportType) => {
    const row = byType.get(reportType);
    return { reportType, workingDays: row?.workingDays ?? null, updatedAt: row?.updatedAt.toISOString() ?? null };
  });
}

/** A super admin sets the targets; new reports take them (reports already sent keep their deadline). */
export async function saveTargets({ db, actor, input }: { db: Db; actor: Actor; input: TargetsInput }): Promise<DamageTarget[]> {
  assertCan(actor, 'damage-reports.targets');
  await db.transaction(async (tx) => {
    for (const t of input.targets) {
      await tx
        .insert(damageReportTargets)
        .values({ reportType: t.reportType, workingDays: t.workingDays, updatedBy: actor.id })
        .onConflictDoUpdate({
          target: damageReportTargets.reportType,
          set: { workingDays: t.workingDays, updatedBy: actor.id, updatedAt: sql`now()` },
        });
    }
    await tx
      .insert(auditLog)
      .values({ actorId: actor.id, action: 'damage-report.targets', target: 'damage_report_targets', details: input });
  });
  return listTargets({ db, actor });
}

/** The deadline of a report of this type sent at `sentAt`: the target's n-th working day after (WITA). */
export async function dueDateFor(tx: Tx | Db, reportType: string, sentAt: Date): Promise<string | null> {
  const [row] = await tx
    .select({ days: damageReportTargets.workingDays })
    .from(damageReportTargets)
    .where(eq(damageReportTargets.reportType, reportType));
  return row ? addWorkingDays(witaDate(sentAt), row.days) : null;
}

/** Today in WITA, in SQL. */
const todayWita = sql`(now() at time zone 'Asia/Makassar')::date`;

/**
 * "Terlambat": still open after its deadline day, or finished on a later day than its deadline.
 * A report without a deadline is never late, nor one forwarded to the authority that owns its road (issue 39).
 */
export const isLateSql: SQL<boolean> = sql<boolean>`coalesce(
  case when ${serviceRequests.status} = 'Diteruskan' then false
    when ${serviceRequests.status} in ('Selesai', 'Ditolak')
    then (${damageReports.finishedAt} at time zone 'Asia/Makassar')::date > ${damageReports.dueOn}
    else ${damageReports.dueOn} < ${todayWita} end, false)`;

/** Open and past the deadline: what the dashboard counts. */
export const overdueSql: SQL<boolean> = sql<boolean>`(${serviceRequests.status} in ('Diajukan', 'Diproses') and ${damageReports.dueOn} < ${todayWita})`;
