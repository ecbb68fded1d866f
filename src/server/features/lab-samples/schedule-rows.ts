import { asc, eq, gte } from 'drizzle-orm';
import { BOOKING_HORIZON_DAYS, type LabSchedule, type LabSlot } from '../../../shared/lab-sample-schemas.ts';
import { LAB_SAMPLE, WEEKDAY_NAMES } from '../../../shared/lab-sample-strings.ts';
import { isWorkingDay, witaDate } from '../../calendar/working-days.ts';
import type { Db, Tx } from '../../db/client.ts';
import { labClosedDays, labSchedule } from '../../db/schema.ts';

// The lab's opening hours and the slots they make (issue 40, item 4; docs/decisions/072). Times are WITA wall
// clock; a day is open when it is one of the schedule's weekdays (Senin–Jumat), not a public holiday and not closed.

const hhmm = (t: string) => t.slice(0, 5);
const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
const clock = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

/** The schedule and the closed days from `fromDay` on (all of them when none is given). */
export async function readSchedule(db: Db | Tx, fromDay?: string): Promise<LabSchedule> {
  const [row] = await db.select().from(labSchedule).where(eq(labSchedule.id, 1));
  const closed = await db
    .select({ day: labClosedDays.day, note: labClosedDays.note })
    .from(labClosedDays)
    .where(fromDay ? gte(labClosedDays.day, fromDay) : undefined)
    .orderBy(asc(labClosedDays.day));
  return {
    weekdays: row?.weekdays ?? [1, 2, 3, 4, 5],
    opensAt: hhmm(row?.opensAt ?? '08:00'),
    closesAt: hhmm(row?.closesAt ?? '15:00'),
    slotMinutes: row?.slotMinutes ?? 60,
    capacity: row?.capacity ?? 4,
    closedDays: closed,
  };
}

/** The start and end of each slot of an open day. */
function slotTimes(s: Pick<LabSchedule, 'opensAt' | 'closesAt' | 'slotMinutes'>): { start: string; end: string }[] {
  const out: { start: string; end: string }[] = [];
  for (let m = minutes(s.opensAt); m + s.slotMinutes <= minutes(s.closesAt); m += s.slotMinutes) {
    out.push({ start: clock(m), end: clock(m + s.slotMinutes) });
  }
  return out;
}

/** ISO weekday (1 = Senin … 7 = Minggu) of a 'YYYY-MM-DD'. */
const isoWeekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay() || 7;

const shiftDay = (day: string, n: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

/** Now as WITA's day and wall-clock minute. */
export function nowWita(at = new Date()): { day: string; time: string } {
  const time = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Makassar', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    at,
  );
  return { day: witaDate(at), time };
}

/**
 * Why a slot cannot be booked, in the customer's words, or null when it can (capacity aside: the database
 * decides that under concurrency). Checked in the order a person would understand first.
 */
export function slotRefusal(s: LabSchedule, slot: { day: string; start: string }, now = nowWita()): string | null {
  const E = LAB_SAMPLE.errors;
  if (Number.isNaN(new Date(`${slot.day}T00:00:00Z`).getTime()) || shiftDay(slot.day, 0) !== slot.day) return E.dayInvalid;
  if (slot.day < now.day || (slot.day === now.day && slot.start <= now.time)) return E.past;
  // Working days only (the portal's calendar): a weekend is never open, a public holiday says so.
  const weekday = isoWeekday(slot.day);
  if (weekday > 5 || !s.weekdays.includes(weekday)) return E.notOpen;
  if (!isWorkingDay(slot.day)) return E.holiday;
  if (s.closedDays.some((c) => c.day === slot.day)) return E.closed;
  if (slot.day > shiftDay(now.day, BOOKING_HORIZON_DAYS)) return E.tooFar(BOOKING_HORIZON_DAYS);
  if (!slotTimes(s).some((t) => t.start === slot.start)) return E.notASlot;
  return null;
}

/** The slots still open to book from now to the horizon, with the places each has left. */
export function openSlots(s: LabSchedule, taken: Map<string, number>, now = nowWita()): LabSlot[] {
  const out: LabSlot[] = [];
  for (let i = 0; i <= BOOKING_HORIZON_DAYS; i += 1) {
    const day = shiftDay(now.day, i);
    for (const t of slotTimes(s)) {
      if (slotRefusal(s, { day, start: t.start }, now)) continue;
      const left = s.capacity - (taken.get(`${day} ${t.start}`) ?? 0);
      if (left > 0) out.push({ day, ...t, left });
    }
  }
  return out;
}

const longDay = new Intl.DateTimeFormat('id-ID', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });

/** "Senin, 7 Desember 2026" of a 'YYYY-MM-DD'. */
export const dayInWords = (day: string) => longDay.format(new Date(`${day}T00:00:00Z`));

/** "Senin, 7 Desember 2026 pukul 09.00–10.00 WITA". */
export const slotInWords = (slot: { day: string; start: string; end: string }) =>
  `${dayInWords(slot.day)} pukul ${slot.start.replace(':', '.')}–${slot.end.replace(':', '.')} WITA`;

/** "Senin–Jumat, 08.00–15.00 WITA (kecuali hari libur nasional)". */
export function hoursInWords(s: LabSchedule): string {
  const days = s.weekdays.map((d) => WEEKDAY_NAMES[d - 1]);
  const contiguous = s.weekdays.every((d, i) => i === 0 || d === s.weekdays[i - 1]! + 1);
  const named = days.length > 2 && contiguous ? `${days[0]}–${days.at(-1)}` : days.join(', ');
  return `${named}, ${s.opensAt.replace(':', '.')}–${s.closesAt.replace(':', '.')} WITA (kecuali hari libur nasional)`;
}

/** The end of the slot that starts at `start`. */
export const slotEnd = (s: Pick<LabSchedule, 'slotMinutes'>, start: string) => clock(minutes(start) + s.slotMinutes);
