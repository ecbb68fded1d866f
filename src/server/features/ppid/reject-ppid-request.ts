import { eq, sql } from 'drizzle-orm';
import { PPID_ADMIN } from '../../../shared/ppid-admin-strings.ts';
import { dayLabel, type PpidAdminItem } from '../../../shared/ppid.ts';
import type { PpidRejectInput } from '../../../shared/ppid-schemas.ts';
import { ANSWER_TYPE_LABELS, EXEMPTION_LABELS } from '../../../shared/ppid-strings.ts';
import { assertCan } from '../../context.ts';
import { auditLog, ppidRequests } from '../../db/schema.ts';
import { mailRequester } from './mail-requester.ts';
import { lockOpen, openObjectionUntil, recordStep, reload, todayWita, type StepArgs } from './request-rows.ts';
import { queueWhatsAppStatus } from '../../whatsapp/queue.ts';

const A = PPID_ADMIN.admin;

/** A refusal names its Pasal 17 exemption; the requester may object. */
export async function rejectPpidRequest({ deps, actor, id, input }: StepArgs & { input: PpidRejectInput }): Promise<PpidAdminItem> {
  assertCan(actor, 'ppid.manage');
  await deps.db.transaction(async (tx) => {
    const row = await lockOpen(tx, id);
    const basis = EXEMPTION_LABELS[input.basis];
    await tx
      .update(ppidRequests)
      .set({
        status: 'Ditolak',
        answerType: 'ditolak',
        rejectionBasis: input.basis,
        answer: input.note,
        answeredAt: sql`clock_timestamp()`,
      })
      .where(eq(ppidRequests.id, id));
    await recordStep(tx, row, actor.id, 'Ditolak', A.rejectedNote(basis));
    await queueWhatsAppStatus(tx, deps.env, { kind: 'ppid', id: row.id, status: 'Ditolak' });
    const until = openObjectionUntil({ answeredAt: new Date(), dueOn: row.dueOn }, todayWita());
    await mailRequester(tx, deps.env, row, {
      subject: PPID_ADMIN.mail.rejectedSubject(row.trackingCode),
      heading: PPID_ADMIN.mail.rejectedHeading,
      paragraphs: [
        PPID_ADMIN.mail.typeLine(ANSWER_TYPE_LABELS.ditolak),
        A.rejectedNote(basis),
        ...(input.note ? [input.note] : []),
        ...(until ? [PPID_ADMIN.mail.objectionHint(dayLabel(until))] : []),
      ],
    });
    await tx
      .insert(auditLog)
      .values({ actorId: actor.id, action: 'ppid.reject', target: row.trackingCode, details: { basis: input.basis } });
  });
  return reload(deps.db, id);
}
