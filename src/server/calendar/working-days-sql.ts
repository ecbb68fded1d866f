import { sql, type SQL } from 'drizzle-orm';
import { HOLIDAYS_ID } from './holidays-id.ts';

// The working-day calendar of working-days.ts in SQL (issue 41): a list PostgreSQL makes as JSON counts
// the PPID's working days itself, with no query per row and no loop over days. Each day has a number,
// the working days from a Monday long ago up to it: weekdays counted by arithmetic, less the public
// holidays on a weekday up to it, a sorted array written into the statement as a constant, which
// width_bucket searches by halves. The working days between two days are the difference of their numbers.
// The array holds at most the years of the holiday table (HOLIDAYS_ID, 2020–2060); outside them SQL counts
// weekdays only, where working-days.ts would ask date-holidays.

/** A Monday before every date the portal holds: weekday n of the calendar is `EPOCH + n`. */
const EPOCH = '1900-01-01';
const DAY_MS = 86_400_000;
const daysSinceEpoch = (ymd: string) => Math.round((Date.parse(`${ymd}T00:00:00Z`) - Date.parse(`${EPOCH}T00:00:00Z`)) / DAY_MS);
/** Weekdays from EPOCH up to and including the day `n` days after it. */
const weekdaysUpTo = (n: number) => Math.floor(n / 7) * 5 + Math.min((n % 7) + 1, 5);

/** The holidays on a weekday, in order. */
const WEEKDAY_HOLIDAYS: string[] = Object.entries(HOLIDAYS_ID)
  .sort(([a], [b]) => Number(a) - Number(b))
  .flatMap(([year, days]) => days.split(' ').map((md) => `${year}-${md}`))
  .filter((ymd) => daysSinceEpoch(ymd) % 7 < 5);

const epoch = sql.raw(`'${EPOCH}'::date`);
const columns = new Map<string, SQL>();

/**
 * The holidays up to `lastDay` as the column `holidays` of a one-row subquery's select list (`(SELECT
 * ${workingCalendarColumn(…)}, …) cal`), written once into a statement as a constant however many
 * days it counts; workingDayNumberSql reads them as `cal.holidays`. It numbers every day up to
 * `lastDay` (a later day is numbered as if no holiday followed it): the fewer, the less PostgreSQL reads
 * when it parses the statement.
 */
export function workingCalendarColumn(lastDay: string): SQL {
  let column = columns.get(lastDay);
  if (!column) {
    const days = WEEKDAY_HOLIDAYS.filter((ymd) => ymd <= lastDay);
    column = sql.raw(`'{${days.join(',')}}'::date[] AS holidays`);
    if (columns.size > 10) columns.clear();
    columns.set(lastDay, column);
  }
  return column;
}

/** The working days from EPOCH up to and including `ymd`, as workingDayNumberSql counts them: for a value made in JavaScript. */
export function workingDayNumber(ymd: string): number {
  let lo = 0;
  let hi = WEEKDAY_HOLIDAYS.length;
  // The holidays up to and including the day (the array is in order).
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (WEEKDAY_HOLIDAYS[mid]! <= ymd) lo = mid + 1;
    else hi = mid;
  }
  return weekdaysUpTo(daysSinceEpoch(ymd)) - lo;
}

/** The working days from EPOCH up to and including `day` (a date): working days between two days are a difference of these. */
export function workingDayNumberSql(day: SQL): SQL {
  return sql`(((${day}) - ${epoch}) / 7 * 5 + least(((${day}) - ${epoch}) % 7 + 1, 5) - width_bucket(${day}, cal.holidays))`;
}
