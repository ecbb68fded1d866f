import { eq, sql } from 'drizzle-orm';
import { UUID_PATTERN } from '../../../shared/admin-schemas.ts';
import type { BookingInput } from '../../../shared/lab-sample-schemas.ts';
import { LAB_SAMPLE } from '../../../shared/lab-sample-strings.ts';
import { ERRORS } from '../../../shared/strings.ts';
import { assertCan, type Actor, type Deps } from '../../context.ts';
import { auditLog, labBookings, ujilabRequests } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { queueStatusNotice } from '../../requests/status-notice.ts';
import { nowWita, readSchedule, slotEnd, slotInWords, slotRefusal } from './schedule-rows.ts';

const E = LAB_SAMPLE.errors;

/** The capacity trigger's refusal (migration 0040), wherever drizzle wrapped it. */
const isSlotFull = (err: unknown) => {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const pg = e as { code?: string; message?: string };
    if (pg.code === 'P0001' && pg.message === 'lab_slot_full') return true;
  }
  return false;
};

const refuse = (message: string, code: 'VALIDATION' | 'CONFLICT' = 'VALIDATION') =>
  new AppError(code, message, { title: LAB_SAMPLE.booking.failedTitle, fields: { slot: message } });

/**
 * The customer books the slot in which they bring the sample (issue 40, item 4), or moves it once, up to the
 * day before. A slot in the past, on a holiday or a closed day, or full is refused in Indonesian and nothing
 * changes; the slot's capacity is the database's to enforce (a trigger that makes bookings of one slot wait
 * for each other), so of many customers racing for the last place exactly one gets it. The customer gets the
 * slot by e-mail; the audit log keeps each booking and move.
 */
export async function bookLabSlot({ deps, actor, id, input }: { deps: Deps; actor: Actor; id: string; input: BookingInput }) {
  assertCan(actor, 'customer.services');
  if (!UUID_PATTERN.test(id)) throw new AppError('NOT_FOUND', ERRORS.notFound);
  const now = nowWita();
  try {
    return await deps.db.transaction(async (tx) => {
      const [request] = await tx
        .select({ userId: ujilabRequests.userId, status: ujilabRequests.status, code: ujilabRequests.trackingCode })
        .from(ujilabRequests)
        .where(eq(ujilabRequests.id, id))
        .for('update');
      if (!request || request.userId !== actor.id) throw new AppError('NOT_FOUND', ERRORS.notFound);
      if (request.status !== 'Menunggu Sampel') throw refuse(E.notWaiting, 'CONFLICT');
      const schedule = await readSchedule(tx, now.day);
      const refusal = slotRefusal(schedule, input, now);
      if (refusal) throw refuse(refusal);
      const [current] = await tx
        .select({ day: labBookings.slotDay, start: sql<string>`to_char(${labBookings.slotStart}, 'HH24:MI')`, moves: labBookings.moves })
        .from(labBookings)
        .where(eq(labBookings.requestId, id));
      if (current) {
        if (current.day === input.day && current.start === input.start) throw refuse(E.sameSlot, 'CONFLICT');
        if (current.moves >= 1) throw refuse(E.movedOnce, 'CONFLICT');
        if (current.day <= now.day) throw refuse(E.moveTooLate, 'CONFLICT');
        await tx
          .update(labBookings)
          .set({ slotDay: input.day, slotStart: input.start, moves: current.moves + 1, bookedAt: sql`now()` })
          .where(eq(labBookings.requestId, id));
      } else {
        await tx.insert(labBookings).values({ requestId: id, slotDay: input.day, slotStart: input.start });
      }
      const slot = { day: input.day, start: input.start, end: slotEnd(schedule, input.start) };
      const words = slotInWords(slot);
      await tx.insert(auditLog).values({
        actorId: actor.id,
        action: current ? 'lab-sample.move' : 'lab-sample.book',
        target: request.code,
        details: { slot, from: current ? { day: current.day, start: current.start } : null },
      });
      await queueStatusNotice(tx, deps.env, {
        kind: 'ujilab',
        id,
        status: 'Menunggu Sampel',
        note: current ? LAB_SAMPLE.booking.movedNote(words) : LAB_SAMPLE.booking.bookingNote(words),
      });
      return { booking: { ...slot, moves: current ? current.moves + 1 : 0 } };
    });
  } catch (err) {
    if (isSlotFull(err)) throw refuse(E.full, 'CONFLICT');
    throw err;
  }
}
