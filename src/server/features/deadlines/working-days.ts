import Holidays from 'date-holidays';

// Deadlines in working days (issue 15, item 6): Saturdays, Sundays and Indonesia's public holidays
// (the `date-holidays` package's 'public' days for ID) are off. Cuti bersama is not in that list
// and counts as a working day (docs/decisions/027-report-deadlines.md).

const calendar = new Holidays('ID');
const byYear = new Map<number, Set<string>>();

function holidaysOf(year: number): Set<string> {
  let days = byYear.get(year);
  if (!days) {
    // Each date is the country's own calendar day ("2026-03-20 00:00:00"): its first ten characters.
    days = new Set(
      calendar
        .getHolidays(year)
        .filter((h) => h.type === 'public')
        .map((h) => h.date.slice(0, 10)),
    );
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
