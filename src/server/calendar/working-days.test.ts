import Holidays from 'date-holidays';
import { describe, expect, it } from 'vitest';
import { FIRST_YEAR, LAST_YEAR } from '../../../scripts/holidays-table.ts';
import { HOLIDAYS_ID } from './holidays-id.ts';
import { addWorkingDays, isWorkingDay, publicHolidays, witaDate } from './working-days.ts';

describe('working days', () => {
  it('skips Saturdays and Sundays', () => {
    // Friday 6 November 2026 + 1 working day = Monday 9 November.
    expect(addWorkingDays('2026-11-06', 1)).toBe('2026-11-09');
    expect(addWorkingDays('2026-11-06', 5)).toBe('2026-11-13');
    expect(isWorkingDay('2026-11-07')).toBe(false);
    expect(isWorkingDay('2026-11-08')).toBe(false);
  });

  it('skips a public holiday and the weekend after it', () => {
    // Christmas 2026 is a Friday: from Thursday 24 December, one working day is Monday 28 December.
    expect(isWorkingDay('2026-12-25')).toBe(false);
    expect(addWorkingDays('2026-12-24', 1)).toBe('2026-12-28');
    // Independence Day, Monday 17 August 2026: a report of Friday 14 August is due Tuesday 18 for one day.
    expect(addWorkingDays('2026-08-14', 1)).toBe('2026-08-18');
  });

  it('counts across the new year with its holiday', () => {
    // Thursday 31 December 2026 + 1: 1 January is a holiday (Friday), then the weekend: Monday 4.
    expect(addWorkingDays('2026-12-31', 1)).toBe('2027-01-04');
  });

  it('starts counting the day after, even when sent on a weekend', () => {
    expect(addWorkingDays('2026-11-07', 1)).toBe('2026-11-09');
    expect(addWorkingDays('2026-11-09', 0)).toBe('2026-11-09');
  });

  it('takes the calendar day in WITA, not UTC', () => {
    // 16:30 UTC on the 23rd is 00:30 WITA on the 24th.
    expect(witaDate(new Date('2026-11-23T16:30:00Z'))).toBe('2026-11-24');
    expect(witaDate(new Date('2026-11-23T15:59:00Z'))).toBe('2026-11-23');
  });

  it('keeps a holiday table that agrees with date-holidays (run scripts/holidays-table.ts after updating it)', () => {
    const calendar = new Holidays('ID');
    for (let year = FIRST_YEAR; year <= LAST_YEAR; year++) {
      const table = HOLIDAYS_ID[year]!.split(' ').map((md) => `${year}-${md}`);
      expect(table, String(year)).toEqual(publicHolidays(calendar, year));
    }
  });

  it('asks date-holidays for a year outside the table', () => {
    // Christmas 2070 is a Thursday; 2019 is before the table, and its Christmas a Wednesday.
    expect(isWorkingDay('2070-12-25')).toBe(false);
    expect(isWorkingDay('2070-12-24')).toBe(true);
    expect(addWorkingDays('2070-12-24', 1)).toBe('2070-12-26');
    expect(addWorkingDays('2019-12-24', 1)).toBe('2019-12-26');
  });
});
