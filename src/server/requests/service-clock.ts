import { eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { serviceStandards } from '../db/schema.ts';
import { addWorkingDays, witaDate } from '../calendar/working-days.ts';

// The service clock of Sirekanan and Uji Lab (issue 38 item 4, docs/decisions/061-role-queues.md):
// the working days their published service standard promises ("Paling lama 14 (empat belas) hari
// kerja …"), counted from the WITA day a request was sent, on the working-day calendar.

/** The standards' own example texts promise these (service-standards/default-standards.ts, tested there). */
export const SERVICE_DAYS_DEFAULT = { sirekanan: 14, ujilab: 10 } as const;
export type ClockedService = keyof typeof SERVICE_DAYS_DEFAULT;

/** The first "N hari kerja" (an optional "(empat belas)" between) of a standard's "Jangka Waktu" text, or null. */
export function workingDaysIn(text: string): number | null {
  const m = /(\d{1,3})\s*(?:\([^)]*\)\s*)?hari\s+kerja/i.exec(text.replace(/<[^>]*>/g, ' '));
  const n = m ? Number(m[1]) : NaN;
  return Number.isInteger(n) && n > 0 ? n : null;
}

/** The working days the service's current standard promises (its example's while none is saved); null when it names none. */
export async function serviceDays(db: Db, service: ClockedService): Promise<number | null> {
  const [row] = await db
    .select({ text: sql<string | null>`${serviceStandards.data}->'sections'->>'jangkaWaktu'` })
    .from(serviceStandards)
    .where(eq(serviceStandards.key, service));
  return row ? workingDaysIn(row.text ?? '') : SERVICE_DAYS_DEFAULT[service];
}

const shift = (ymd: string, days: number) => {
  const d = new Date(`${ymd}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** The Sunday that ends the (Monday to Sunday) week of `today`. */
export function endOfWeek(today: string): string {
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  return shift(today, weekday === 0 ? 0 : 7 - weekday);
}

export const todayWita = () => witaDate(new Date());

/** The due day of a request sent at `sentAt` with `days` working days. */
export const dueOn = (sentAt: Date | string, days: number) => addWorkingDays(witaDate(new Date(sentAt)), days);

/**
 * Which days of sending make a request late today, or due by the end of this week. The due day grows
 * with the day sent, so each is a range of WITA days: late when sent on or before `lateUntil`, due
 * this week when sent after it and on or before `weekUntil` (empty when the two are the same).
 */
export function sentDayWindows(days: number, today: string): { lateUntil: string; weekUntil: string } {
  let lateUntil = today;
  while (addWorkingDays(lateUntil, days) >= today) lateUntil = shift(lateUntil, -1);
  const sunday = endOfWeek(today);
  let weekUntil = lateUntil;
  while (addWorkingDays(shift(weekUntil, 1), days) <= sunday) weekUntil = shift(weekUntil, 1);
  return { lateUntil, weekUntil };
}

/** Still with the office, the clock running: not finished, refused, or waiting for the citizen. */
export const clockRunningSql = (status: AnyColumn) => sql`${status} IN ('Diajukan', 'Diproses')`;

const sentDay = (createdAt: AnyColumn) => sql`(${createdAt} AT TIME ZONE 'Asia/Makassar')::date`;

export type DueFilter = 'terlambat' | 'minggu-ini';

/** The most paused working days the deadline tells apart (a longer pause counts as this many). */
export const MAX_PAUSED_DAYS = 60;

/**
 * A request whose clock runs and that is late, or due this week, by the days sent (sentDayWindows)
 * and the working days it waited in Perlu Dilengkapi (`clock_paused_days`, issue 38 item 2): each
 * number of paused days has its own window, picked per row from an array.
 */
export function dueFilterSql(
  t: { status: AnyColumn; createdAt: AnyColumn; clockPausedDays: AnyColumn },
  due: DueFilter,
  days: number | null,
  today: string = todayWita(),
): SQL {
  if (days == null) return sql`false`;
  const windows = Array.from({ length: MAX_PAUSED_DAYS + 1 }, (_, paused) => sentDayWindows(days + paused, today));
  const pick = (key: 'lateUntil' | 'weekUntil') =>
    sql`(ARRAY[${sql.join(
      windows.map((w) => sql`${w[key]}`),
      sql`, `,
    )}]::date[])[LEAST(${t.clockPausedDays}, ${MAX_PAUSED_DAYS}) + 1]`;
  return due === 'terlambat'
    ? sql`(${clockRunningSql(t.status)} AND ${sentDay(t.createdAt)} <= ${pick('lateUntil')})`
    : sql`(${clockRunningSql(t.status)} AND ${sentDay(t.createdAt)} > ${pick('lateUntil')} AND ${sentDay(t.createdAt)} <= ${pick('weekUntil')})`;
}
