import { describe, expect, it } from 'vitest';
import { DEFAULT_STANDARDS } from '../features/service-standards/default-standards.ts';
import { addWorkingDays } from '../calendar/working-days.ts';
import { endOfWeek, SERVICE_DAYS_DEFAULT, sentDayWindows, workingDaysIn } from './service-clock.ts';

describe('the service clock of Sirekanan and Uji Lab', () => {
  it('reads the working days a standard promises', () => {
    expect(workingDaysIn('<p>Paling lama 14 (empat belas) hari kerja sejak permohonan diterima lengkap.</p>')).toBe(14);
    expect(workingDaysIn('<p>Selesai dalam 7 hari kerja.</p>')).toBe(7);
    expect(workingDaysIn('<p>Secepatnya.</p>')).toBeNull();
    expect(workingDaysIn('<p>0 hari kerja</p>')).toBeNull();
  });

  it("agrees with the standards' own example texts", () => {
    expect(workingDaysIn(DEFAULT_STANDARDS.sirekanan.sections.jangkaWaktu ?? '')).toBe(SERVICE_DAYS_DEFAULT.sirekanan);
    expect(workingDaysIn(DEFAULT_STANDARDS.ujilab.sections.jangkaWaktu ?? '')).toBe(SERVICE_DAYS_DEFAULT.ujilab);
  });

  it('ends the week on Sunday', () => {
    expect(endOfWeek('2026-11-25')).toBe('2026-11-29');
    expect(endOfWeek('2026-11-29')).toBe('2026-11-29');
    expect(endOfWeek('2026-11-30')).toBe('2026-12-06');
  });

  it('finds the days of sending that make a request late, or due this week, on the working-day calendar', () => {
    for (const today of ['2026-11-25', '2026-11-28', '2026-12-24', '2027-03-19']) {
      for (const days of [1, 10, 14]) {
        const { lateUntil, weekUntil } = sentDayWindows(days, today);
        const sunday = endOfWeek(today);
        // every day of a fortnight around the edges falls in the right window
        for (let i = -40; i <= 5; i++) {
          const d = new Date(`${today}T00:00:00Z`);
          d.setUTCDate(d.getUTCDate() + i);
          const sent = d.toISOString().slice(0, 10);
          const due = addWorkingDays(sent, days);
          expect(sent <= lateUntil, `${sent} +${days} → ${due} (today ${today})`).toBe(due < today);
          expect(sent > lateUntil && sent <= weekUntil, `${sent} +${days} → ${due} (today ${today})`).toBe(due >= today && due <= sunday);
        }
      }
    }
  });
});
