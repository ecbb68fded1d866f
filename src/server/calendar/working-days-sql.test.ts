import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { HOLIDAYS_ID } from './holidays-id.ts';
import { isWorkingDay } from './working-days.ts';
import { workingCalendarColumn, workingDayNumber, workingDayNumberSql } from './working-days-sql.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const years = Object.keys(HOLIDAYS_ID).map(Number);

describe('the working-day calendar in SQL', () => {
  it('numbers every day of the holiday table as working-days.ts counts: one more on each working day, none on a weekend or holiday', async () => {
    const first = `${Math.min(...years)}-01-01`;
    const last = `${Math.max(...years)}-12-31`;
    const { rows } = await t.db.execute<{ day: string; n: number }>(
      sql`SELECT d::date::text AS day, ${workingDayNumberSql(sql`d::date`)} AS n
        FROM generate_series(${first}::date, ${last}::date, interval '1 day') d CROSS JOIN (SELECT ${workingCalendarColumn(last)}) cal ORDER BY d`,
    );
    expect(rows.length).toBeGreaterThan(40 * 365);
    const wrong: string[] = [];
    rows.forEach(({ day, n }, i) => {
      // The same number in JavaScript (for today's, made before the statement).
      if (workingDayNumber(day) !== n) wrong.push(`${day}: ${n} in SQL, ${workingDayNumber(day)} in JavaScript`);
      if (i > 0 && n - rows[i - 1]!.n !== (isWorkingDay(day) ? 1 : 0)) wrong.push(`${day}: ${n - rows[i - 1]!.n} after the day before`);
    });
    expect(wrong).toEqual([]);
    // Christmas 2026 is a Friday: Thursday 24 and Monday 28 December are one working day apart.
    const at = (day: string) => rows.find((r) => r.day === day)!.n;
    expect(at('2026-12-28') - at('2026-12-24')).toBe(1);
    expect(at('2026-11-13') - at('2026-11-09')).toBe(4);
  });
});
