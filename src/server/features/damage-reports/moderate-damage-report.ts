import { and, desc, eq, sql } from 'drizzle-orm';
import { UUID_PATTERN } from '../../../shared/admin-schemas.ts';
import { ADMIN } from '../../../shared/admin-strings.ts';
import type { ModerationEntry, ModerationInput } from '../../../shared/moderation-schemas.ts';
import { MODERATION } from '../../../shared/moderation-strings.ts';
import { assertCan, type Actor } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import { queueLaporReport } from '../../lapor/queue.ts';
import { auditLog, damageReportPhotos, damageReports, profiles, serviceRequests } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { recordAreaAlert } from '../../area-alerts/record-area-alert.ts';
import { forwardOnApproval } from './forward-on-approval.ts';

type ModerationAction = ModerationEntry['action'];

/**
 * One moderator's decision on one damage report (issue 15, item 4): show it to the public, hide it
 * with a reason, keep its pin confidential, word its public text (the reporter's words stay in
 * service_requests) or take a photo out of public view. The change and its line in the audit log
 * are written together: the log is the report's moderation history. A report made public is queued for
 * SP4N-LAPOR! in the same transaction (docs/decisions/066).
 */
export async function moderateDamageReport({
  db,
  env,
  actor,
  id,
  input,
}: {
  db: Db;
  env: Env;
  actor: Actor;
  id: string;
  input: ModerationInput;
}) {
  assertCan(actor, 'damage-reports.manage');
  if (!UUID_PATTERN.test(id)) throw new AppError('NOT_FOUND', ADMIN.requests.notFound);
  return db.transaction(async (tx) => {
    const [report] = await tx
      .select({ code: serviceRequests.trackingCode, publishedAt: damageReports.publishedAt })
      .from(damageReports)
      .innerJoin(serviceRequests, eq(serviceRequests.id, damageReports.requestId))
      .where(eq(damageReports.requestId, id))
      .for('update');
    if (!report) throw new AppError('NOT_FOUND', ADMIN.requests.notFound);
    const where = eq(damageReports.requestId, id);
    let action: ModerationAction;
    let details: Record<string, unknown> = {};
    switch (input.action) {
      case 'publish':
        action = 'damage-report.publish';
        await tx
          .update(damageReports)
          .set({ visibility: 'publik', hiddenReason: null, publishedAt: report.publishedAt ?? sql`now()` })
          .where(where);
        await queueLaporReport(tx, env, id);
        // Issue 39, item 5: the area's followers hear of it (once, however often it is published).
        await recordAreaAlert(tx, env, { requestId: id, kind: 'baru' });
        // Issue 39, item 3: a report on another authority's road goes to it once approved.
        await forwardOnApproval(tx, env, { id, actorId: actor.id });
        break;
      case 'hide':
        action = 'damage-report.hide';
        details = { reason: input.reason };
        await tx.update(damageReports).set({ visibility: 'disembunyikan', hiddenReason: input.reason }).where(where);
        break;
      case 'confidential':
        action = input.confidential ? 'damage-report.confidential' : 'damage-report.not-confidential';
        await tx.update(damageReports).set({ confidential: input.confidential }).where(where);
        break;
      case 'edit-text':
        action = 'damage-report.edit-text';
        details = { publicLocation: input.publicLocation || null, publicDescription: input.publicDescription || null };
        await tx
          .update(damageReports)
          .set({ publicLocation: input.publicLocation || null, publicDescription: input.publicDescription || null })
          .where(where);
        break;
      case 'redact-photo':
      case 'restore-photo': {
        action = input.action === 'redact-photo' ? 'damage-report.redact-photo' : 'damage-report.restore-photo';
        details = { photoId: input.photoId };
        const changed = await tx
          .update(damageReportPhotos)
          .set({ redactedAt: input.action === 'redact-photo' ? sql`now()` : null })
          .where(and(eq(damageReportPhotos.id, input.photoId), eq(damageReportPhotos.requestId, id)))
          .returning({ id: damageReportPhotos.id });
        if (!changed.length) throw new AppError('NOT_FOUND', MODERATION.photoNotFound);
        break;
      }
    }
    await tx.insert(auditLog).values({ actorId: actor.id, action, target: report.code, details });
    return { trackingCode: report.code };
  });
}

/** The report's moderation history, newest first, with who did it. */
export async function listModerationHistory({
  db,
  actor,
  id,
}: {
  db: Db;
  actor: Actor;
  id: string;
}): Promise<{ items: ModerationEntry[] }> {
  assertCan(actor, 'damage-reports.manage');
  if (!UUID_PATTERN.test(id)) throw new AppError('NOT_FOUND', ADMIN.requests.notFound);
  const [report] = await db.select({ code: serviceRequests.trackingCode }).from(serviceRequests).where(eq(serviceRequests.id, id));
  if (!report) throw new AppError('NOT_FOUND', ADMIN.requests.notFound);
  const rows = await db
    .select({ action: auditLog.action, at: auditLog.at, details: auditLog.details, actorName: profiles.fullName })
    .from(auditLog)
    .leftJoin(profiles, eq(profiles.id, auditLog.actorId))
    .where(and(eq(auditLog.target, report.code), sql`${auditLog.action} like 'damage-report.%'`))
    .orderBy(desc(auditLog.at));
  return {
    items: rows
      .filter((r): r is typeof r & { action: ModerationAction } => r.action in MODERATION.historyAction)
      .map((r) => ({
        action: r.action,
        at: r.at.toISOString(),
        actorName: r.actorName,
        reason: (r.details as { reason?: string } | null)?.reason ?? null,
      })),
  };
}
