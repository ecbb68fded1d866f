import { createRequire } from 'node:module';
import type Holidays from 'date-holidays';
import { HOLIDAYS_ID } from './holidays-id.ts';

// Deadlines in working days (issue 15, item 6): Saturdays, Sundays and Indonesia's public holidays
// (the `date-holidays` package's 'public' days for ID) are off. Cuti bersama is not in that list
// and counts as a working day (docs/decisions/027-report-deadlines.md).
// The years 2020–2060 come from a table made from that package (scripts/holidays-table.ts); the
// package itself, with every country's data, is loaded only for a year outside it (issue 18, item 4).

const byYear = new Map<number, Set<string>>();
let calendar: Holidays | undefined;

/** One year's public holidays by date-holidays' calendar, 'YYYY-MM-DD', in order (also what makes the table). */
export function publicHolidays(calendar: Holidays, year: number): string[] {
  // Each date is the country's own calendar day ("2026-03-20 00:00:00"): its first ten characters.
  const days = calendar
    .getHolidays(year)
    .filter((h) => h.type === 'public')
    .map((h) => h.date.slice(0, 10));
  return [...new Set(days)].sort();
}

function computedHolidays(year: number): string[] {
  const require = createRequire(import.meta.url);
  calendar ??= new (require('date-holidays') as typeof Holidays)('ID');
  return publicHolidays(calendar, year);
}

function holidaysOf(year: number): Set<string> {
  let days = byYear.get(year);
  if (!days) {
    const table = HOLIDAYS_ID[year];
    days = new Set(table === undefined ? computedHolidays(year) : table.split(' ').map((md) => `${year}-${md}`));
    byYear.set(year, days);
  }
  return days;
}

const asUtc = (ymd: string) => new Date(`${ymd}T00:00:00Z`);
const ymdOf = (d: Date) => d.toISOString().slice(0, 10);

/** A calendar day 'YYYY-MM-DD' that is neither a weekend nor a public holiday. */
export function isWorkingDay(ymd: string): boolean {
  const d = asUtc(ymd);
  const weekday = d.getUTCDay();
  return weekday !== 0 && weekday !== 6 && !holidaysOf(d.getUTCFullYear()).has(ymd);
}

/**
 * The n-th working day after `fromYmd` (the day the report was sent, which does not count,
 * whatever day it is). n = 0 gives the day itself.
 */
export function addWorkingDays(fromYmd: string, n: number): string {
  const d = asUtc(fromYmd);
  let left = n;
  while (left > 0) {
    d.setUTCDate(d.getUTCDate() + 1);
    if (isWorkingDay(ymdOf(d))) left -= 1;
  }
  return ymdOf(d);
}

const witaDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Makassar', year: 'numeric', month: '2-digit', day: '2-digit' });

/** The calendar day in WITA (the office's time) of an instant, as 'YYYY-MM-DD'. */
export const witaDate = (at: Date): string => witaDay.format(at);

const nextDay = (ymd: string) => {
  const d = asUtc(ymd);
  d.setUTCDate(d.getUTCDate() + 1);
  return ymdOf(d);
};

/** Working days after `from` up to and including `to` (0 when `to` is not after `from`). */
export function workingDaysBetween(from: string, to: string): number {
  let n = 0;
  for (let d = nextDay(from); d <= to; d = nextDay(d)) if (isWorkingDay(d)) n += 1;
  return n;
}
