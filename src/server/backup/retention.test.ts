import { describe, expect, it } from 'vitest';
import { planRetention } from './retention.ts';

// Issue 37, item 2: which archives a scheduled backup removes (BACKUP_KEEP_DAILY, BACKUP_KEEP_WEEKLY).
/** A moment in WITA (UTC+8): wita('2026-05-14 01:00'). */
const wita = (s: string) => new Date(`${s.replace(' ', 'T')}:00+08:00`);
/** An archive named after its WITA time, so that the expectations read as the office would. */
const archive = (s: string) => ({ name: s, createdAt: wita(s) });

/** One archive a night at 01:00 WITA, from `from` to `to` (dates). */
function nightly(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = wita(`${from} 01:00`); d <= wita(`${to} 01:00`); d = new Date(d.getTime() + 86_400_000)) {
    out.push(`${new Date(d.getTime() + 8 * 3600_000).toISOString().slice(0, 10)} 01:00`);
  }
  return out;
}

type Case = { what: string; archives: string[]; keep: { daily: number; weekly: number }; now: string; kept: string[] };

const cases: Case[] = [
  { what: 'nothing to plan', archives: [], keep: { daily: 7, weekly: 4 }, now: '2026-05-14 12:00', kept: [] },
  {
    // Thursday 14 May 2026: the 7 newest days, then the newest of each of the 4 ISO weeks before them
    // (Mon 4 May week: only 4–7 May are beyond the dailies, so 7 May).
    what: 'a nightly backup for six weeks: 7 days, then 4 weeks',
    archives: nightly('2026-04-01', '2026-05-14'),
    keep: { daily: 7, weekly: 4 },
    now: '2026-05-14 12:00',
    kept: [...nightly('2026-05-08', '2026-05-14'), '2026-05-07 01:00', '2026-05-03 01:00', '2026-04-26 01:00', '2026-04-19 01:00'],
  },
  {
    what: 'several a day: the newest of each day',
    archives: ['2026-05-14 01:00', '2026-05-14 09:00', '2026-05-14 11:00', '2026-05-13 01:00', '2026-05-13 20:00'],
    keep: { daily: 7, weekly: 0 },
    now: '2026-05-14 12:00',
    kept: ['2026-05-14 11:00', '2026-05-13 20:00'],
  },
  {
    // 00:30 WITA on the 14th is still the 13th in UTC: the days are the office's.
    what: 'days are WITA days, not UTC days',
    archives: ['2026-05-14 00:30', '2026-05-13 23:30', '2026-05-13 18:00'],
    keep: { daily: 2, weekly: 0 },
    now: '2026-05-14 12:00',
    kept: ['2026-05-14 00:30', '2026-05-13 23:30'],
  },
  {
    what: 'days without a backup do not use up a daily place',
    archives: ['2026-05-14 01:00', '2026-05-01 01:00', '2026-04-20 01:00'],
    keep: { daily: 2, weekly: 0 },
    now: '2026-05-14 12:00',
    kept: ['2026-05-14 01:00', '2026-05-01 01:00'],
  },
  {
    what: 'keeping nothing still keeps the newest',
    archives: ['2026-05-14 01:00', '2026-05-13 01:00'],
    keep: { daily: 0, weekly: 0 },
    now: '2026-05-14 12:00',
    kept: ['2026-05-14 01:00'],
  },
  {
    // The clock was wrong when it was made, or is wrong now: it is not ours to judge, and it takes no place.
    what: 'an archive from the future is kept, and takes no daily place',
    archives: ['2026-05-16 01:00', '2026-05-14 01:00', '2026-05-13 01:00'],
    keep: { daily: 1, weekly: 0 },
    now: '2026-05-14 12:00',
    kept: ['2026-05-16 01:00', '2026-05-14 01:00'],
  },
  {
    // Mon 29 Dec 2025 – Sun 4 Jan 2026 is ISO week 2026-W01: one week across two calendar years.
    what: 'an ISO week across new year is one week',
    archives: ['2026-01-02 01:00', '2025-12-29 01:00', '2025-12-27 01:00'],
    keep: { daily: 0, weekly: 2 },
    now: '2026-01-03 12:00',
    kept: ['2026-01-02 01:00', '2025-12-27 01:00'],
  },
  {
    // Sunday 23:30 WITA and Monday 00:30 WITA are two ISO weeks (in UTC both are Sunday).
    what: 'weeks are WITA weeks',
    archives: ['2026-05-11 00:30', '2026-05-10 23:30', '2026-05-10 20:00'],
    keep: { daily: 0, weekly: 2 },
    now: '2026-05-14 12:00',
    kept: ['2026-05-11 00:30', '2026-05-10 23:30'],
  },
];

describe('planRetention', () => {
  it.each(cases)('$what', ({ archives, keep, now, kept }) => {
    const shuffled = [...archives].reverse().map(archive);
    const plan = planRetention(shuffled, keep, wita(now));
    expect([...plan.keep].sort()).toEqual([...kept].sort());
    expect([...plan.remove].sort()).toEqual(archives.filter((a) => !kept.includes(a)).sort());
  });

  it('keeps an archive whose time cannot be read, and lists each archive once', () => {
    const plan = planRetention(
      [archive('2026-05-14 01:00'), { name: 'rusak', createdAt: new Date(Number.NaN) }, archive('2026-05-12 01:00')],
      { daily: 1, weekly: 0 },
      wita('2026-05-14 12:00'),
    );
    expect(plan.keep.sort()).toEqual(['2026-05-14 01:00', 'rusak']);
    expect(plan.remove).toEqual(['2026-05-12 01:00']);
  });
});
