// Issue 34, item 7: a two-minute SMTP outage wrote 7,396 error lines with their stacks, a PostgreSQL
// restart 1,534 of better-auth's. One line per fault, then a count per minute while it lasts.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authLogger, createLogger } from './log-error.ts';

type Line = Record<string, unknown> & {
  msg: string;
  level: number;
  repeated?: number;
  errType?: string;
  err?: { stack?: string; type?: string };
};

let lines: Line[];
const logger = () => createLogger({ level: 'info', destination: { write: (s: string) => void lines.push(JSON.parse(s) as Line) } });

beforeEach(() => {
  lines = [];
  vi.useFakeTimers({ now: new Date('2025-03-01T08:00:00Z') });
});
afterEach(() => vi.useRealTimers());

// The same fault, met by different queries: each its own call site (stack), message and numbers.
const refused = () => Object.assign(new Error(`connect ECONNREFUSED 127.0.0.1:${5432}`), { code: 'ECONNREFUSED' });
const adminShutdown = () =>
  Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01', severity: 'FATAL' });
const terminated = () => new Error('Connection terminated unexpectedly');
const failedQuery = (cause: Error, n: number) =>
  Object.assign(new Error(`Failed query: select * from t where id = $1`), { query: 'q', params: [n], cause });
const connectionErrors = [refused, adminShutdown, terminated, () => failedQuery(refused(), 7), () => failedQuery(terminated(), 9)];

describe('repeated errors', () => {
  it('writes a connection fault once with its stack, then one count per minute, whichever query met it', () => {
    const log = logger();
    // 1,000 errors over 2.5 minutes, with a few different ones among them.
    for (let i = 0; i < 1000; i++) {
      log.child({ reqId: `req-${i}` }).error({ err: connectionErrors[i % connectionErrors.length]!() }, 'unhandled error');
      if (i % 250 === 0) log.error({ err: new TypeError(`Cannot read properties of undefined (reading 'x${i}')`) }, 'unhandled error');
      if (i % 300 === 0) log.warn({ to: 'domain-a' }, 'mail server refused the address');
      vi.advanceTimersByTime(150);
    }
    vi.advanceTimersByTime(2 * 60_000);

    const faults = lines.filter((l) => l.msg === 'unhandled error' && l.err?.type !== 'TypeError');
    expect(faults).toHaveLength(1);
    expect(faults[0]!.err!.stack).toMatch(/^\s+at /);
    const counts = lines.filter((l) => l.repeated !== undefined && l.msg.startsWith('unhandled error') && l.errType !== 'TypeError');
    // At 1:00 and 2:00 while it lasts, and the last half minute's after it stopped.
    expect(counts).toHaveLength(3);
    expect(counts.reduce((sum, l) => sum + l.repeated!, 0)).toBe(999);
    expect(counts[0]!.msg).toMatch(/^unhandled error \(repeated \d+ times in the last minute\)$/);
    expect(counts.every((l) => !l.err && l.errType === 'Error')).toBe(true);

    // The TypeError (its message's numbers aside, one fault) and the warning: once each, then counted.
    expect(lines.filter((l) => l.err?.type === 'TypeError')).toHaveLength(1);
    const typeErrorCounts = lines.filter((l) => l.errType === 'TypeError');
    expect(typeErrorCounts.reduce((sum, l) => sum + l.repeated!, 0)).toBe(3);
    expect(lines.filter((l) => l.msg === 'mail server refused the address')).toHaveLength(1);
    expect(lines.length).toBeLessThanOrEqual(12);
  });

  it('collapses better-auth’s INTERNAL_SERVER_ERROR lines the same way', () => {
    const log = logger();
    const auth = authLogger(log);
    for (let i = 0; i < 1534; i++) {
      auth.log('error', 'INTERNAL_SERVER_ERROR', connectionErrors[i % connectionErrors.length]!());
      vi.advanceTimersByTime(50);
    }
    vi.advanceTimersByTime(2 * 60_000);
    const written = lines.filter((l) => l.source === 'better-auth');
    expect(written.length).toBeLessThanOrEqual(4);
    expect(written[0]!.msg).toBe('INTERNAL_SERVER_ERROR');
    expect(written.slice(1).reduce((sum, l) => sum + (l.repeated as number), 0)).toBe(1533);
  });

  it('writes a fault whole again once it has been quiet for a minute', () => {
    const log = logger();
    log.error({ err: refused() }, 'mail send failed');
    vi.advanceTimersByTime(3 * 60_000);
    log.error({ err: refused() }, 'mail send failed');
    const whole = lines.filter((l) => l.msg === 'mail send failed');
    expect(whole).toHaveLength(2);
    expect(whole.every((l) => l.err?.stack)).toBe(true);
  });

  it('keeps at most 200 faults in mind', () => {
    const log = logger();
    for (let i = 0; i < 1000; i++)
      log.error(
        { err: new Error('x') },
        `fault ${'abcdefghij'[i % 10]}${'abcdefghij'[Math.floor(i / 10) % 10]}${'abcdefghij'[Math.floor(i / 100) % 10]}`,
      );
    expect(lines).toHaveLength(1000);
    // Every line is written; memory holds only the newest 200: the oldest comes again as new.
    log.error({ err: new Error('x') }, 'fault aaa');
    expect(lines).toHaveLength(1001);
    log.error({ err: new Error('x') }, 'fault jjj');
    expect(lines).toHaveLength(1001);
  });
});
