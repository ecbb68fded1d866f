import { parseCrontab } from 'graphile-worker';
import { describe, expect, it } from 'vitest';
import { crontabFor } from './runner.ts';

// Issue 37, item 3: the super admins' digest runs each morning at 07:00 WITA, which is 23:00 UTC the day before.
describe('the crontab of the job queue', () => {
  it('runs daily_digest at 23:00 UTC only, and makes up a morning missed by up to 6 hours', () => {
    const items = parseCrontab(crontabFor({ BACKUP_SCHEDULE: '01:00' }));
    const digest = items.find((i) => i.task === 'daily_digest');
    expect(digest).toBeDefined();
    const at = (hour: number, min: number) => digest!.match({ min, hour, date: 14, month: 5, dow: 4 });
    expect(at(23, 0)).toBe(true);
    expect(at(7, 0)).toBe(false);
    expect(at(23, 1)).toBe(false);
    expect(digest!.options.backfillPeriod).toBe(6 * 3600_000);
  });

  it('runs the "Ikuti laporan" digests at 07:00 WITA (23:00 UTC) too, made up within 6 hours (issue 39, item 5)', () => {
    const digest = parseCrontab(crontabFor({ BACKUP_SCHEDULE: '01:00' })).find((i) => i.task === 'area_alert_digest');
    expect(digest!.match({ min: 0, hour: 23, date: 14, month: 5, dow: 4 })).toBe(true);
    expect(digest!.match({ min: 0, hour: 7, date: 14, month: 5, dow: 4 })).toBe(false);
    expect(digest!.options.backfillPeriod).toBe(6 * 3600_000);
  });

  it('runs the backup at BACKUP_SCHEDULE in WITA (01:00 → 17:00 UTC), once, made up within 12 hours; none when off', () => {
    const backup = parseCrontab(crontabFor({ BACKUP_SCHEDULE: '01:00' })).find((i) => i.task === 'backup');
    const at = (hour: number, min: number) => backup!.match({ min, hour, date: 14, month: 5, dow: 4 });
    expect(at(17, 0)).toBe(true);
    expect(at(1, 0)).toBe(false);
    expect(backup!.options.backfillPeriod).toBe(12 * 3600_000);
    expect(backup!.options.maxAttempts).toBe(1);
    const late = parseCrontab(crontabFor({ BACKUP_SCHEDULE: '07:30' })).find((i) => i.task === 'backup');
    expect(late!.match({ min: 30, hour: 23, date: 14, month: 5, dow: 4 })).toBe(true);
    expect(parseCrontab(crontabFor({ BACKUP_SCHEDULE: 'off' })).map((i) => i.task)).toEqual(['daily_digest', 'area_alert_digest']);
    // With the archives in S3 the archived WAL follows them every five minutes (not for a PostgreSQL of one's own).
    const s3 = parseCrontab(crontabFor({ BACKUP_SCHEDULE: '01:00', BACKUP_URL: 's3://cadangan' })).find((i) => i.task === 'backup_wal');
    expect([0, 5, 55].map((min) => s3!.match({ min, hour: 3, date: 14, month: 5, dow: 4 }))).toEqual([true, true, true]);
    expect(s3!.match({ min: 7, hour: 3, date: 14, month: 5, dow: 4 })).toBe(false);
    const own = crontabFor({ BACKUP_SCHEDULE: '01:00', BACKUP_URL: 's3://cadangan', DATABASE_URL: 'postgres://x@y/z' });
    expect(own).not.toContain('backup_wal');
  });

  it('polls SP4N-LAPOR! every 15 minutes, once, only while LAPOR_API_URL and LAPOR_API_TOKEN are both set', () => {
    const on = parseCrontab(
      crontabFor({ BACKUP_SCHEDULE: 'off', LAPOR_API_URL: 'https://lapor.test/v1', LAPOR_API_TOKEN: 'token-0123456789abcdef' }),
    ).find((i) => i.task === 'lapor_poll');
    expect([0, 15, 30, 45].map((min) => on!.match({ min, hour: 3, date: 14, month: 5, dow: 4 }))).toEqual([true, true, true, true]);
    expect(on!.match({ min: 7, hour: 3, date: 14, month: 5, dow: 4 })).toBe(false);
    expect(on!.options.maxAttempts).toBe(1);
    expect(crontabFor({ BACKUP_SCHEDULE: 'off', LAPOR_API_URL: 'https://lapor.test/v1' })).not.toContain('lapor_poll');
    expect(crontabFor({ BACKUP_SCHEDULE: 'off' })).not.toContain('lapor_poll');
  });
});
