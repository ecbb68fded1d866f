// Objections (keberatan, issue 16, item 7; UU 14/2008 Pasal 35–36): the requester objects within 30
// working days of the answer or of the missed deadline; the superior (super admin) answers within 30.
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import { PPID_FORM } from '../../../shared/ppid-form-strings.ts';
import { PPID_ADMIN } from '../../../shared/ppid-admin-strings.ts';
import { UUID_PATTERN } from '../../../shared/admin-schemas.ts';
import { dayLabel, type PpidObjectionAdminItem, type PpidRequestItem } from '../../../shared/ppid.ts';
import type { PpidObjectionAnswerInput, PpidObjectionInput } from '../../../shared/ppid-schemas.ts';
import { OBJECTION_DECISION_LABELS, OBJECTION_REASON_LABELS } from '../../../shared/ppid-strings.ts';
import { assertCan, type Actor, type Deps } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { auditLog, ppidObjections, ppidRequests } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { witaDate } from '../../calendar/working-days.ts';
import { queueMail } from '../../mail/outbox.ts';
import { activePpidOfficers, activeSuperAdmins } from '../../mail/super-admins.ts';
import { ppidStaffMail } from '../../mail/templates.ts';
import { daysLeft, objectionDueOn, orderDueOn } from './ppid-clock.ts';
import { listOwnPpidRequests } from './list-own-ppid-requests.ts';
import { mailRequester } from './mail-requester.ts';
import { openObjectionUntil, todayWita, toItem, toObjection } from './request-rows.ts';

const O = PPID_FORM.objection;
const M = PPID_ADMIN.mail;

/** The requester's objection to their own request, from /ppid/permohonan. */
export async function submitObjection({
  deps,
  actor,
  code,
  input,
}: {
  deps: Deps;
  actor: Actor;
  code: string;
  input: PpidObjectionInput;
}): Promise<PpidRequestItem> {
  assertCan(actor, 'customer.services');
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(ppidRequests)
      .where(and(eq(ppidRequests.trackingCode, code), eq(ppidRequests.userId, actor.id)))
      .for('update');
    // Someone else's request is as unknown as one that does not exist.
    if (!row) throw new AppError('NOT_FOUND', PPID_ADMIN.admin.notFound);
    const [existing] = await tx.select({ id: ppidObjections.id }).from(ppidObjections).where(eq(ppidObjections.requestId, row.id));
    if (existing) throw new AppError('CONFLICT', O.already);
    const today = todayWita();
    const until = openObjectionUntil(row, today);
    if (!until) {
      const notYet = !row.answeredAt && row.dueOn >= today;
      throw new AppError('VALIDATION', notYet ? O.notYet : O.closed);
    }
    const dueOn = objectionDueOn(new Date());
    await tx.insert(ppidObjections).values({ requestId: row.id, reason: input.reason, note: input.note, dueOn });
    await mailRequester(tx, deps.env, row, {
      subject: M.objectionSubject(row.trackingCode),
      heading: M.objectionHeading,
      paragraphs: [OBJECTION_REASON_LABELS[input.reason], ...(input.note ? [input.note] : []), M.objection(dayLabel(dueOn))],
    });
    // The superior (Pasal 35: the PPID's atasan, the super admins here) learns of it in the same transaction.
    for (const admin of await activeSuperAdmins(tx)) {
      await queueMail(tx, {
        kind: 'ppid',
        to: admin.email,
        userId: admin.id,
        ...ppidStaffMail({
          name: admin.fullName,
          subject: M.superiorSubject(row.trackingCode),
          heading: M.superiorHeading,
          paragraphs: [
            M.superiorBody(row.trackingCode, OBJECTION_REASON_LABELS[input.reason]),
            ...(input.note ? [input.note] : []),
            M.superiorDue(dayLabel(dueOn)),
          ],
          url: `${deps.env.baseUrl}/admin/ppid/${row.trackingCode}`,
          action: M.superiorOpen,
        }),
      });
    }
  });
  const mine = await listOwnPpidRequests({ db: deps.db, actor });
  return mine.find((r) => r.trackingCode === code)!;
}

type Row = { o: typeof ppidObjections.$inferSelect; r: typeof ppidRequests.$inferSelect };

function toAdminItem({ o, r }: Row, today: string): PpidObjectionAdminItem {
  const item = toItem(r, o, today);
  return {
    requestId: r.id,
    trackingCode: r.trackingCode,
    name: r.name,
    information: r.information,
    requestStatus: r.status,
    request: {
      purpose: item.purpose,
      answer: item.answer,
      answerFiles: item.answerFiles,
      answerType: item.answerType,
      rejectionBasis: item.rejectionBasis,
      withheld: item.withheld,
      holder: item.holder,
      answeredAt: item.answeredAt,
    },
    ...toObjection(o, today),
    daysLeft: o.answeredAt ? null : daysLeft(o.dueOn, today),
    late: o.answeredAt ? witaDate(o.answeredAt) > o.dueOn : o.dueOn < today,
  };
}

/** The superior's list: unanswered first (oldest due first), then the answered ones. */
export async function listObjections({ db, actor }: { db: Db; actor: Actor }): Promise<PpidObjectionAdminItem[]> {
  assertCan(actor, 'ppid.objections');
  const rows = await db
    .select({ o: ppidObjections, r: ppidRequests })
    .from(ppidObjections)
    .innerJoin(ppidRequests, eq(ppidRequests.id, ppidObjections.requestId))
    .orderBy(sql`${ppidObjections.answeredAt} is not null`, asc(ppidObjections.dueOn), desc(ppidObjections.createdAt))
    .limit(500);
  const today = todayWita();
  return rows.map((row) => toAdminItem(row, today));
}

/**
 * The superior's decision, once: upheld (with what the PPID is to do, in the written answer, and its
 * working days) or not; e-mailed to the requester with where to go next (Pasal 37).
 */
export async function answerObjection({
  deps,
  actor,
  id,
  input,
}: {
  deps: Deps;
  actor: Actor;
  id: string;
  input: PpidObjectionAnswerInput;
}): Promise<PpidObjectionAdminItem> {
  assertCan(actor, 'ppid.objections');
  if (!UUID_PATTERN.test(id)) throw new AppError('NOT_FOUND', PPID_ADMIN.admin.objectionNotFound);
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ o: ppidObjections, r: ppidRequests })
      .from(ppidObjections)
      .innerJoin(ppidRequests, eq(ppidRequests.id, ppidObjections.requestId))
      .where(eq(ppidObjections.id, id))
      .for('update', { of: ppidObjections });
    if (!row) throw new AppError('NOT_FOUND', PPID_ADMIN.admin.objectionNotFound);
    const upheld = input.decision === 'diterima';
    const due = upheld ? orderDueOn(new Date(), input.days) : null;
    const updated = await tx
      .update(ppidObjections)
      .set({
        answer: input.answer,
        decision: input.decision,
        orderDueOn: due,
        answeredBy: actor.id,
        answeredAt: sql`clock_timestamp()`,
      })
      .where(and(eq(ppidObjections.id, id), isNull(ppidObjections.answeredAt)))
      .returning({ id: ppidObjections.id });
    if (!updated.length) throw new AppError('CONFLICT', PPID_ADMIN.admin.objectionAlreadyAnswered);
    await tx.insert(auditLog).values({
      actorId: actor.id,
      action: 'ppid.objection.answer',
      target: row.r.trackingCode,
      details: { decision: input.decision, orderDueOn: due },
    });
    await mailRequester(tx, deps.env, row.r, {
      subject: M.objectionAnsweredSubject(row.r.trackingCode),
      heading: M.objectionAnsweredHeading,
      paragraphs: [
        M.decisionLine(OBJECTION_DECISION_LABELS[input.decision]),
        input.answer,
        ...(due ? [M.orderLine(dayLabel(due))] : []),
        M.objectionNext,
      ],
    });
    // The PPID officers carry an upheld decision out (issue 38, item 3): told in the same transaction.
    if (due) {
      for (const officer of await activePpidOfficers(tx)) {
        await queueMail(tx, {
          kind: 'ppid',
          to: officer.email,
          userId: officer.id,
          ...ppidStaffMail({
            name: officer.fullName,
            subject: M.orderSubject(row.r.trackingCode),
            heading: M.orderHeading,
            paragraphs: [M.orderBody(row.r.trackingCode), input.answer, M.orderDue(dayLabel(due))],
            url: `${deps.env.baseUrl}/admin/ppid/${row.r.trackingCode}`,
            action: M.superiorOpen,
          }),
        });
      }
    }
  });
  const [row] = await deps.db
    .select({ o: ppidObjections, r: ppidRequests })
    .from(ppidObjections)
    .innerJoin(ppidRequests, eq(ppidRequests.id, ppidObjections.requestId))
    .where(eq(ppidObjections.id, id));
  return toAdminItem(row!, todayWita());
}
