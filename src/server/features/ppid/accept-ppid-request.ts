import { eq } from 'drizzle-orm';
import { PPID_ADMIN } from '../../../shared/ppid-admin-strings.ts';
import { dayLabel, type PpidAdminItem } from '../../../shared/ppid.ts';
import { assertCan } from '../../context.ts';
import { ppidRequests } from '../../db/schema.ts';
import { mailRequester } from './mail-requester.ts';
import { lockOpen, recordStep, reload, type StepArgs } from './request-rows.ts';
import { queueWhatsAppStatus } from '../../whatsapp/queue.ts';

const A = PPID_ADMIN.admin;

/** Diajukan → Diproses: the officer has taken it on. */
export async function acceptPpidRequest({ deps, actor, id }: StepArgs): Promise<PpidAdminItem> {
  assertCan(actor, 'ppid.manage');
  await deps.db.transaction(async (tx) => {
    const row = await lockOpen(tx, id);
    if (row.status === 'Diproses') return;
    await tx.update(ppidRequests).set({ status: 'Diproses' }).where(eq(ppidRequests.id, id));
    await recordStep(tx, row, actor.id, 'Diproses', A.accepted);
    await queueWhatsAppStatus(tx, deps.env, { kind: 'ppid', id: row.id, status: 'Diproses' });
    await mailRequester(tx, deps.env, row, {
      subject: PPID_ADMIN.mail.acceptedSubject(row.trackingCode),
      heading: PPID_ADMIN.mail.acceptedHeading,
      paragraphs: [A.accepted, PPID_ADMIN.mail.received(dayLabel(row.dueOn))],
    });
  });
  return reload(deps.db, id);
}
