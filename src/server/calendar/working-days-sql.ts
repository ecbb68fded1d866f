import { sql, type SQL } from 'drizzle-orm';
import { HOLIDAYS_ID } from './holidays-id.ts';

// The working-day calendar of working-days.ts in SQL (issue 41): a list PostgreSQL makes as JSON counts
// the PPID's working days itself, with no query per row and no loop over days. Weekdays are counted by
// arithmetic from a Monday; the public holidays that fall on a weekday are two sorted arrays, written
// into the statement as constants, which width_bucket searches by halves.
// The arrays hold the years of the holiday table (HOLIDAYS_ID, 2020–2060); outside them SQL counts
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

/**
 * The holidays as PostgreSQL's constants: their dates, and the working-day number each has (the
 * working days up to it, weekdays less the holidays up to and including it).
 */
const HOLIDAYS = sql.raw(`'{${WEEKDAY_HOLIDAYS.join(',')}}'::date[]`);
const HOLIDAY_NUMBERS = sql.raw(`'{${WEEKDAY_HOLIDAYS.map((d, i) => weekdaysUpTo(daysSinceEpoch(d)) - (i + 1)).join(',')}}'::int[]`);

/**
 * The calendar as a one-row table `cal(holidays, numbers)` to join (`CROSS JOIN ${workingCalendarSql}`):
 * the two constants written once in a statement, whatever number of days it counts.
 */
export const workingCalendarSql: SQL = sql`(SELECT ${HOLIDAYS} AS holidays, ${HOLIDAY_NUMBERS} AS numbers) cal`;

const epoch = sql.raw(`'${EPOCH}'::date`);

/** The working days from EPOCH up to and including `day` (a date): working days between two days are a difference of these. */
export function workingDayNumberSql(day: SQL): SQL {
  return sql`(((${day}) - ${epoch}) / 7 * 5 + least(((${day}) - ${epoch}) % 7 + 1, 5) - width_bucket(${day}, cal.holidays))`;
}

/** Working days after `from` up to and including `to` (0 when `to` is not after `from`): workingDaysBetween. */
export function workingDaysBetweenSql(from: SQL, to: SQL): SQL {
  return sql`greatest(0, ${workingDayNumberSql(to)} - ${workingDayNumberSql(from)})`;
}

/**
 * The n-th working day after `from` (n ≥ 1, a constant): addWorkingDays. It is the working day whose
 * number is `from`'s plus n: the weekday whose weekday number is that plus the holidays before it,
 * which are the holidays whose own working-day number is below it.
 */
export function addWorkingDaysSql(from: SQL, n: number): SQL {
  if (!Number.isSafeInteger(n) || n < 1) throw new RangeError(`addWorkingDaysSql: ${n}`);
  const target = sql`(${workingDayNumberSql(from)} + ${sql.raw(String(n))})`;
  // The weekday number (from 1) of the day, less one: whole weeks of five and the days into the week.
  const weekday = sql`(${target} + width_bucket(${target} - 1, cal.numbers) - 1)`;
  return sql`(${epoch} + ${weekday} / 5 * 7 + ${weekday} % 5)`;
}
