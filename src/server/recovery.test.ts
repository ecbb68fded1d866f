import { beforeAll, describe, expect, it } from 'vitest';
import { ensureServerBuild } from '../../scripts/server-build.ts';
import { faultRun, type FaultReport } from './test/fault-run.ts';

// Issue 34: the portal as `npm start` runs it (two workers), under a load of registrations that each
// promise a verification e-mail, while its database or one of its workers is killed. It must heal
// without a hand: 503 with Retry-After meanwhile (never a 500), healthy again within 10 s of the
// database's return, no acknowledged write lost, every promised mail delivered once within 2 minutes.
// `npm run chaos` runs the same faults with more load and prints the table.
beforeAll(() => ensureServerBuild(), 120_000);

function expectHealed(r: FaultReport, opts: { resetAllowed?: number; doubledAllowed?: number } = {}) {
  const context = JSON.stringify(r);
  expect(r.acked, context).toBeGreaterThan(5);
  expect(r.lost, context).toBe(0);
  const unexpected = Object.keys(r.statuses).filter(
    (s) => !['200', '201', '503', ...(opts.resetAllowed ? ['ECONNRESET'] : [])].includes(s),
  );
  expect(unexpected, context).toEqual([]);
  expect(r.statuses.ECONNRESET ?? 0, context).toBeLessThanOrEqual(opts.resetAllowed ?? 0);
  expect(r.noRetryAfter, context).toBe(0);
  expect(r.slowProbes, context).toBe(0);
  expect(r.recoverMs, context).toBeGreaterThanOrEqual(0);
  expect(r.recoverMs, context).toBeLessThanOrEqual(10_000);
  expect(r.missing, context).toBe(0);
  expect(r.duplicates, context).toBeLessThanOrEqual(opts.doubledAllowed ?? 0);
  expect(r.lastMailMs, context).toBeLessThanOrEqual(120_000);
  // No worker had to be replaced: they waited for the database instead of dying.
  if (!opts.resetAllowed) expect(r.workerExits, context).toBe(0);
}

describe('the portal heals itself', () => {
  it('from its embedded PostgreSQL killed under load: restarts it, answers 503 meanwhile, loses nothing, tells the super admin', async () => {
    const r = await faultRun('postmaster-embedded', { connections: 3, loadMs: 15_000 });
    expectHealed(r);
    // The postmaster really died and came back; when it was away long enough for a probe (every 200 ms,
    // each waiting for its answer) to land in the gap, that probe got a 503. A restart quicker than that
    // is healed before anyone could see it, which is no failure (seen in CI under load, 1 run in ~10).
    expect(r.downMs, JSON.stringify(r)).toBeGreaterThan(0);
    if (r.downMs >= 2_000) expect(r.statuses['503'], JSON.stringify(r)).toBeGreaterThan(0);
    expect(r.downMs, JSON.stringify(r)).toBeLessThan(10_000);
    expect(r.outageMails).toBe(1);
  }, 240_000);

  it('from an external PostgreSQL killed and started again 5 s later', async () => {
    const r = await faultRun('postmaster-external', { connections: 3, loadMs: 15_000 });
    expectHealed(r);
    expect(r.statuses['503'], JSON.stringify(r)).toBeGreaterThan(0);
    expect(r.outageMails).toBe(1);
  }, 240_000);

  it('from a worker killed while mails are in flight: only its own connections are lost, its mails go out', async () => {
    const r = await faultRun('worker-kill', { connections: 3, loadMs: 12_000 });
    // Those the killed worker held (3 registrations and a probe at most) are reset, nothing else; the two
    // mails its queue had in the SMTP server's hands (the doubling window of docs/decisions/050) may come twice.
    expectHealed(r, { resetAllowed: 4, doubledAllowed: 2 });
    expect(r.workerExits).toBe(1);
  }, 240_000);
});
