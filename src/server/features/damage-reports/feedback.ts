import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { FeedbackAnswer, FeedbackLink, FeedbackQuestion, FeedbackResult } from '../../../shared/feedback-schemas.ts';
import { FEEDBACK } from '../../../shared/feedback-strings.ts';
import type { Deps } from '../../context.ts';
import type { Db, Tx } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import {
  auditLog,
  damageReportFeedback,
  damageReportPhotos,
  damageReports,
  damageReportSupporters,
  serviceRequests,
  statusChanges,
} from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { queueStatusNotice } from '../../requests/status-notice.ts';
import { queueNotice } from '../../mail/notice.ts';
import { fixedQuestionMail } from '../../mail/templates.ts';
import { isConfirmed } from '../../mail/address-confirmations.ts';
import { acceptFile } from '../../uploads/accept-file.ts';
import { cleanUpload } from '../../uploads/clean-upload.ts';
import { storeWithFiles, uniqueTimestamp, type PendingObject } from '../../uploads/store-with-files.ts';

// Closing the loop (issue 15, item 7). When a report becomes Selesai, its reporter and every
// supporter who left an e-mail are asked whether the damage is really repaired. Each link is signed
// for that address and that "round" (the report's reopen count when it was finished), so a link
// from an earlier Selesai answers nothing once the report was reopened and finished again.

const tokenFor = (secret: string, requestId: string, round: number, email: string) =>
  createHmac('sha256', secret).update(`fixed:${requestId}:${round}:${email.toLowerCase()}`).digest('base64url').slice(0, 32);

function validToken(secret: string, requestId: string, link: FeedbackLink): boolean {
  const expected = Buffer.from(tokenFor(secret, requestId, link.r, link.e));
  const given = Buffer.from(link.t);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/**
 * Queued in the status change's transaction: one question per confirmed address (reporter first),
 * none to an opted-out one. For the reporter it is also the status e-mail (with staff's note).
 */
export async function askIfFixed(tx: Tx, env: Env, requestId: string, note: string | null): Promise<void> {
  const [report] = await tx
    .select({
      code: serviceRequests.trackingCode,
      details: serviceRequests.details,
      location: sql<string>`coalesce(${damageReports.publicLocation}, ${serviceRequests.description})`,
      round: damageReports.reopenCount,
    })
    .from(damageReports)
    .innerJoin(serviceRequests, eq(serviceRequests.id, damageReports.requestId))
    .where(eq(damageReports.requestId, requestId));
  if (!report) return;
  const supporters = await tx
    .select({ email: damageReportSupporters.email })
    .from(damageReportSupporters)
    .where(and(eq(damageReportSupporters.requestId, requestId), isNotNull(damageReportSupporters.email)));
  const people = new Map<string, { name: string; supporter: boolean }>();
  const reporterEmail = report.details.reporter_email?.toLowerCase();
  if (reporterEmail) people.set(reporterEmail, { name: report.details.reporter_name, supporter: false });
  for (const s of supporters) {
    const email = s.email!.toLowerCase();
    if (!people.has(email)) people.set(email, { name: 'Bapak/Ibu', supporter: true });
  }
  for (const [email, person] of people) {
    // Only an address that confirmed itself for this report (docs/decisions/046), and still wants mail.
    if (!(await isConfirmed(tx, requestId, email))) continue;
    const query = (answer: 'ya' | 'tidak') =>
      new URLSearchParams({
        e: email,
        r: String(report.round),
        t: tokenFor(env.AUTH_SECRET!, requestId, report.round, email),
        jawab: answer,
      });
    await queueNotice(tx, env, {
      kind: 'fixed-question',
      to: email,
      userId: null,
      render: ({ unsubscribeUrl }) =>
        fixedQuestionMail({
          name: person.name,
          code: report.code,
          location: report.location,
          note,
          yesUrl: `${env.baseUrl}/laporan/${report.code}/tanggapan?${query('ya')}`,
          noUrl: `${env.baseUrl}/laporan/${report.code}/tanggapan?${query('tidak')}`,
          reportUrl: `${env.baseUrl}/lacak/${report.code}`,
          unsubscribeUrl,
          supporter: person.supporter,
        }),
    });
  }
}

async function reportByCode(db: Db | Tx, code: string, lock = false) {
  const q = db
    .select({
      id: damageReports.requestId,
      code: serviceRequests.trackingCode,
      status: serviceRequests.status,
      round: damageReports.reopenCount,
      location: sql<string>`coalesce(${damageReports.publicLocation}, ${serviceRequests.description})`,
    })
    .from(damageReports)
    .innerJoin(serviceRequests, eq(serviceRequests.id, damageReports.requestId))
    .where(eq(serviceRequests.trackingCode, code));
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

/** What the e-mail's link opens: whether the question is still asked of this address. */
export async function getFeedbackQuestion(db: Db, env: Env, code: string, link: FeedbackLink): Promise<FeedbackQuestion> {
  const report = await reportByCode(db, code);
  if (!report || !validToken(env.AUTH_SECRET!, report.id, link))
    throw new AppError('FORBIDDEN', FEEDBACK.invalidLink, { title: FEEDBACK.failedTitle });
  const [answered] = await db
    .select({ id: damageReportFeedback.id })
    .from(damageReportFeedback)
    .where(
      and(
        eq(damageReportFeedback.requestId, report.id),
        eq(damageReportFeedback.round, link.r),
        eq(damageReportFeedback.email, link.e.toLowerCase()),
      ),
    );
  const state = answered ? 'answered' : report.status === 'Selesai' && report.round === link.r ? 'open' : 'closed';
  return { trackingCode: report.code, location: report.location, state };
}

/**
 * The answer. "Ya": recorded, and the report counts as confirmed. "Tidak": the report reopens
 * (Diproses) with the reason as its public note, the optional photo kept for staff, the reopen
 * count up by one, and the deadline clock's finish undone. Once per address and round; a stale or
 * forged link changes nothing.
 */
export async function answerFeedback(
  deps: Pick<Deps, 'db' | 'store' | 'log' | 'env'>,
  code: string,
  input: FeedbackAnswer & { foto: File | null },
): Promise<FeedbackResult> {
  const report = await reportByCode(deps.db, code);
  if (!report || !validToken(deps.env.AUTH_SECRET!, report.id, input)) {
    throw new AppError('FORBIDDEN', FEEDBACK.invalidLink, { title: FEEDBACK.failedTitle });
  }
  const fixed = input.jawab === 'ya';
  const objects: PendingObject[] = [];
  if (!fixed && input.foto) {
    const photo = await cleanUpload(await acceptFile(input.foto, 'damagePhoto', FEEDBACK.photoKind), FEEDBACK.photoKind);
    objects.push({
      bucket: 'damage-photos',
      key: `public/${uniqueTimestamp()}-${randomBytes(6).toString('hex')}.${photo.ext}`,
      data: photo.data,
      label: FEEDBACK.photoKind,
    });
  }
  return storeWithFiles(
    deps,
    objects,
    async (tx, urls) => {
      const locked = await reportByCode(tx, code, true);
      if (!locked || locked.status !== 'Selesai' || locked.round !== input.r) {
        throw new AppError('CONFLICT', FEEDBACK.notAsked, { title: FEEDBACK.failedTitle });
      }
      const email = input.e.toLowerCase();
      let photoId: string | null = null;
      if (urls[0]) {
        const [{ next }] = (await tx
          .select({ next: sql<number>`coalesce(max(${damageReportPhotos.position}) + 1, 0)::int` })
          .from(damageReportPhotos)
          .where(and(eq(damageReportPhotos.requestId, locked.id), eq(damageReportPhotos.kind, 'buka-kembali')))) as [{ next: number }];
        const [photo] = await tx
          .insert(damageReportPhotos)
          .values({ requestId: locked.id, kind: 'buka-kembali', position: next, url: urls[0] })
          .returning({ id: damageReportPhotos.id });
        photoId = photo!.id;
      }
      const added = await tx
        .insert(damageReportFeedback)
        .values({ requestId: locked.id, round: input.r, email, fixed, reason: fixed ? null : input.alasan!, photoId })
        .onConflictDoNothing()
        .returning({ id: damageReportFeedback.id });
      if (!added.length) throw new AppError('CONFLICT', FEEDBACK.alreadyAnswered, { title: FEEDBACK.failedTitle });
      if (fixed) {
        await tx
          .update(damageReports)
          .set({ confirmedAt: sql`now()` })
          .where(eq(damageReports.requestId, locked.id));
        return { trackingCode: locked.code, fixed, message: FEEDBACK.thanksFixed };
      }
      await tx.update(serviceRequests).set({ status: 'Diproses' }).where(eq(serviceRequests.id, locked.id));
      await tx
        .update(damageReports)
        .set({ reopenCount: sql`${damageReports.reopenCount} + 1`, finishedAt: null, confirmedAt: null })
        .where(eq(damageReports.requestId, locked.id));
      await tx.insert(statusChanges).values({
        requestTable: 'service_requests',
        requestId: locked.id,
        actorId: null,
        fromStatus: 'Selesai',
        toStatus: 'Diproses',
        publicNote: input.alasan!,
        byRequester: true,
        changedAt: sql`clock_timestamp()`,
      });
      // Issue 38: the reporter hears that their report is open again, and why (a supporter may have reopened it).
      await queueStatusNotice(tx, deps.env, {
        kind: 'damage-reports',
        id: locked.id,
        status: 'Diproses',
        note: input.alasan!,
        byRequester: true,
      });
      await tx.insert(auditLog).values({
        actorId: null,
        action: 'damage-report.reopen',
        target: locked.code,
        details: { round: input.r, reason: input.alasan, photo: photoId },
      });
      return { trackingCode: locked.code, fixed, message: FEEDBACK.thanksReopened };
    },
    null,
  );
}
