import { eq, sql } from 'drizzle-orm';
import { UUID_PATTERN } from '../../../shared/admin-schemas.ts';
import type { LabDropoff } from '../../../shared/lab-sample-schemas.ts';
import { ERRORS } from '../../../shared/strings.ts';
import { assertCan, type Actor, type Deps } from '../../context.ts';
import { labBookings, labSamples, ujilabRequests } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { hoursInWords, nowWita, openSlots, readSchedule, slotEnd } from './schedule-rows.ts';
import { slotCounts } from './slot-counts.ts';

/**
 * The drop-off as the customer's request page shows it: their slot (and whether it may still move), the
 * slots open to book while the request waits for its sample, the opening hours for coming without one, and
 * once the sample is in, its register number and the day the result is due.
 */
export async function getLabDropoff({ deps, actor, id }: { deps: Deps; actor: Actor; id: string }): Promise<LabDropoff> {
  assertCan(actor, 'customer.services');
  if (!UUID_PATTERN.test(id)) throw new AppError('NOT_FOUND', ERRORS.notFound);
  const [row] = await deps.db
    .select({
      userId: ujilabRequests.userId,
      status: ujilabRequests.status,
      day: labBookings.slotDay,
      start: sql<string | null>`to_char(${labBookings.slotStart}, 'HH24:MI')`,
      moves: labBookings.moves,
      register: labSamples.registerNumber,
      receivedAt: labSamples.receivedAt,
      dueOn: labSamples.dueOn,
    })
    .from(ujilabRequests)
    .leftJoin(labBookings, eq(labBookings.requestId, ujilabRequests.id))
    .leftJoin(labSamples, eq(labSamples.requestId, ujilabRequests.id))
    .where(eq(ujilabRequests.id, id));
  if (!row || row.userId !== actor.id) throw new AppError('NOT_FOUND', ERRORS.notFound);
  const now = nowWita();
  const schedule = await readSchedule(deps.db, now.day);
  const waiting = row.status === 'Menunggu Sampel';
  const booking =
    row.day && row.start
      ? {
          day: row.day,
          start: row.start,
          end: slotEnd(schedule, row.start),
          moves: row.moves ?? 0,
          mayMove: waiting && (row.moves ?? 0) < 1 && row.day > now.day,
        }
      : null;
  const slots = waiting && (!booking || booking.mayMove) ? openSlots(schedule, await slotCounts(deps.db, now.day), now) : [];
  return {
    status: row.status,
    hours: hoursInWords(schedule),
    booking,
    slots: booking ? slots.filter((s) => s.day !== booking.day || s.start !== booking.start) : slots,
    sample:
      row.register && row.receivedAt && row.dueOn
        ? {
            registerNumber: row.register,
            receivedAt: row.receivedAt.toISOString(),
            dueOn: row.dueOn,
            late: row.status === 'Dalam Pengujian' && now.day > row.dueOn,
          }
        : null,
  };
}
