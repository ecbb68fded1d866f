import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { LabArrivals } from '../../../shared/lab-sample-schemas.ts';
import { assertCan, type Actor, type Deps } from '../../context.ts';
import { labBookings, labSamples, profiles, ujilabRequests } from '../../db/schema.ts';
import { nowWita, readSchedule, slotEnd } from './schedule-rows.ts';

/**
 * Staff's list of a day (`/admin/ujilab/sampel?tanggal=`): who comes when, booked or not. A day holds the
 * requests booked on it, the samples received on it and, from today on, the requests waiting for their sample
 * without a booking (they may come in the opening hours), in order of their slot.
 */
export async function listLabArrivals({ deps, actor, day }: { deps: Deps; actor: Actor; day: string | undefined }): Promise<LabArrivals> {
  assertCan(actor, 'ujilab.manage');
  const today = nowWita().day;
  const date = day ?? today;
  const receiver = alias(profiles, 'receiver');
  // The slot's start on this day (HH:MM, a sort key as text), null for one waiting without a booking.
  const slotStart = sql<
    string | null
  >`case when ${labBookings.slotDay} = ${date}::date then to_char(${labBookings.slotStart}, 'HH24:MI') end`;
  const receivedOn = sql`(${labSamples.receivedAt} at time zone 'Asia/Makassar')::date = ${date}::date`;
  const rows = await deps.db
    .select({
      id: ujilabRequests.id,
      code: ujilabRequests.trackingCode,
      customer: profiles.fullName,
      jenisUji: ujilabRequests.jenisUji,
      status: ujilabRequests.status,
      start: slotStart,
      register: labSamples.registerNumber,
      condition: labSamples.condition,
      count: labSamples.sampleCount,
      receivedBy: receiver.fullName,
      dueOn: labSamples.dueOn,
    })
    .from(ujilabRequests)
    .innerJoin(profiles, eq(profiles.id, ujilabRequests.userId))
    .leftJoin(labBookings, eq(labBookings.requestId, ujilabRequests.id))
    .leftJoin(labSamples, eq(labSamples.requestId, ujilabRequests.id))
    .leftJoin(receiver, eq(receiver.id, labSamples.receivedBy))
    .where(
      or(
        eq(labBookings.slotDay, date),
        receivedOn,
        date >= today ? and(eq(ujilabRequests.status, 'Menunggu Sampel'), isNull(labBookings.requestId)) : sql`false`,
      ),
    )
    .orderBy(sql`${slotStart} nulls last`, ujilabRequests.trackingCode);
  const schedule = await readSchedule(deps.db, today);
  return {
    day: date,
    items: rows.map((r) => ({
      id: r.id,
      code: r.code,
      customer: r.customer,
      jenisUji: r.jenisUji,
      status: r.status,
      slot: r.start ? { start: r.start, end: slotEnd(schedule, r.start) } : null,
      sample:
        r.register && r.condition && r.count && r.dueOn
          ? {
              registerNumber: r.register,
              condition: r.condition,
              count: r.count,
              receivedBy: r.receivedBy,
              dueOn: r.dueOn,
              late: r.status === 'Dalam Pengujian' && today > r.dueOn,
            }
          : null,
    })),
  };
}
