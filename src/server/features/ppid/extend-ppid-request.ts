import { eq } from 'drizzle-orm';
import { PPID_ADMIN } from '../../../shared/ppid-admin-strings.ts';
import { dayLabel, type PpidAdminItem } from '../../../shared/ppid.ts';
import type { PpidExtendInput } from '../../../shared/ppid-schemas.ts';
import { assertCan } from '../../context.ts';
import { ppidRequests } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { mailRequester } from './mail-requester.ts';
import { extendedDueOn } from './ppid-clock.ts';
import { lockOpen, recordStep, reload, type StepArgs } from './request-rows.ts';

const A = PPID_ADMIN.admin;

/** Pasal 22 ayat (8): once, by at most 7 working days, with a written reason. */
export async function extendPpidRequest({ deps, actor, id, input }: StepArgs & { input: PpidExtendInput }): Promise<PpidAdminItem> {
  assertCan(actor, 'ppid.manage');
  await deps.db.transaction(async (tx) => {
    const row = await lockOpen(tx, id);
    if (row.extendedReason) throw new AppError('CONFLICT', A.alreadyExtended);
    const dueOn = extendedDueOn(row.dueOn, input.days);
    const note = A.extendedNote(dayLabel(dueOn), input.reason);
    await tx.update(ppidRequests).set({ status: 'Diproses', dueOn, extendedReason: input.reason }).where(eq(ppidRequests.id, id));
    await recordStep(tx, row, actor.id, 'Diproses', note);
    await mailRequester(tx, deps.env, row, {
      subject: PPID_ADMIN.mail.extendedSubject(row.trackingCode),
      heading: PPID_ADMIN.mail.extendedHeading,
      paragraphs: [note],
    });
  });
  return reload(deps.db, id);
}
