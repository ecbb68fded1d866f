import { sql } from 'drizzle-orm';
import type { SkmPeriod } from '../../../shared/skm.ts';

// What the results and the export share: the period a figure covers.

export /** The period's bounds in WITA as SQL timestamps. */
const periodBounds = (p: SkmPeriod) => {
  const start = sql`make_timestamptz(${p.year}, ${p.startMonth}, 1, 0, 0, 0, 'Asia/Makassar')`;
  return { start, end: sql`(${start} + make_interval(months => ${p.months}))` };
};

/** The current year in WITA, the default period. */
export const currentYear = () => Number(new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: 'Asia/Makassar' }).format(new Date()));
