import { gte, sql } from 'drizzle-orm';
import type { LabSchedule, labScheduleInputSchema } from '../../../shared/lab-sample-schemas.ts';
import type { z } from 'zod';
import { assertCan, type Actor, type Deps } from '../../context.ts';
import { auditLog, labClosedDays, labSchedule } from '../../db/schema.ts';
import { nowWita, readSchedule } from './schedule-rows.ts';

type Input = z.output<typeof labScheduleInputSchema>;

/**
 * Staff set the lab's opening days and hours, slot length, capacity and closed dates (issue 40, item 4).
 * Closed dates from today on are replaced by the list sent; past ones stay as history. Bookings already made
 * stay where they are (staff see them in the day's list and call the customer).
 */
export async function saveLabSchedule({ deps, actor, input }: { deps: Deps; actor: Actor; input: Input }): Promise<LabSchedule> {
  assertCan(actor, 'ujilab.manage');
  const today = nowWita().day;
  return deps.db.transaction(async (tx) => {
    const values = {
      weekdays: input.weekdays,
      opensAt: input.opensAt,
      closesAt: input.closesAt,
      slotMinutes: input.slotMinutes,
      capacity: input.capacity,
      updatedBy: actor.id,
      updatedAt: sql`now()`,
    };
    await tx
      .insert(labSchedule)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: labSchedule.id, set: values });
    await tx.delete(labClosedDays).where(gte(labClosedDays.day, today));
    const future = [...new Map(input.closedDays.filter((c) => c.day >= today).map((c) => [c.day, c.note || null])).entries()];
    if (future.length > 0) {
      await tx
        .insert(labClosedDays)
        .values(future.map(([day, note]) => ({ day, note, createdBy: actor.id })))
        .onConflictDoNothing();
    }
    const saved = await readSchedule(tx, today);
    await tx.insert(auditLog).values({ actorId: actor.id, action: 'lab-schedule.save', target: 'lab_schedule', details: saved });
    return saved;
  });
}
