import { parseCrontab } from 'graphile-worker';
import { describe, expect, it } from 'vitest';
import { CRONTAB } from './runner.ts';

// Issue 37, item 3: the super admins' digest runs each morning at 07:00 WITA, which is 23:00 UTC the day before.
describe('the crontab of the job queue', () => {
  it('runs daily_digest at 23:00 UTC only, and makes up a morning missed by up to 6 hours', () => {
    const items = parseCrontab(CRONTAB);
    const digest = items.find((i) => i.task === 'daily_digest');
    expect(digest).toBeDefined();
    const at = (hour: number, min: number) => digest!.match({ min, hour, date: 14, month: 5, dow: 4 });
    expect(at(23, 0)).toBe(true);
    expect(at(7, 0)).toBe(false);
    expect(at(23, 1)).toBe(false);
    expect(digest!.options.backfillPeriod).toBe(6 * 3600_000);
  });
});
