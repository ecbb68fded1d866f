import { describe, expect, it } from 'vitest';
import { sharedAnswers } from './shared-answers.ts';
import { tablesChanged } from './changes.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A read that answers `{ n }` (n counts the reads) once `release` is called, or at once. */
function reads(opts: { hold?: boolean } = {}) {
  let n = 0;
  let releases: (() => void)[] = [];
  let failNext = false;
  const read = () => {
    n += 1;
    const value = { n };
    if (failNext) {
      failNext = false;
      return Promise.reject(new Error('database unavailable'));
    }
    return opts.hold ? new Promise<{ n: number }>((resolve) => releases.push(() => resolve(value))) : Promise.resolve(value);
  };
  return {
    read,
    count: () => n,
    release: () => {
      const all = releases;
      releases = [];
      for (const r of all) r();
    },
    failNext: () => (failNext = true),
  };
}

describe('sharedAnswers', () => {
  const db = {};

  it('gives every request within the time the one answer, and reads again after it', async () => {
    const answers = sharedAnswers<{ n: number }>(150);
    const r = reads();
    expect(await answers.get(db, 'k', r.read)).toEqual({ n: 1 });
    expect(await answers.get(db, 'k', r.read)).toEqual({ n: 1 });
    expect(r.count()).toBe(1);
    await sleep(200);
    expect(await answers.get(db, 'k', r.read)).toEqual({ n: 2 });
  });

  it('refreshes ahead: an old answer is still given at once while one new read runs, then the new one', async () => {
    const answers = sharedAnswers<{ n: number }>(5000, 10, { refreshAfterMs: 100 });
    const r = reads({ hold: true });
    const first = answers.get(db, 'k', r.read);
    r.release();
    expect(await first).toEqual({ n: 1 });
    await sleep(150);
    // Old enough to refresh: answered at once with what it has, one read started, not two.
    expect(await answers.get(db, 'k', r.read)).toEqual({ n: 1 });
    expect(await answers.get(db, 'k', r.read)).toEqual({ n: 1 });
    expect(r.count()).toBe(2);
    r.release();
    await sleep(0);
    expect(await answers.get(db, 'k', r.read)).toEqual({ n: 2 });
  });

  it('never gives an answer older than its time: with no request meanwhile, the next one waits for a new read', async () => {
    const answers = sharedAnswers<{ n: number }>(150, 10, { refreshAfterMs: 50 });
    const r = reads();
    expect(await answers.get(db, 'k', r.read)).toEqual({ n: 1 });
    await sleep(200);
    expect(await answers.get(db, 'k', r.read)).toEqual({ n: 2 });
    expect(r.count()).toBe(2);
  });

  it('keeps the answer it has when a refresh fails, and tries again with the next request', async () => {
    const answers = sharedAnswers<{ n: number }>(1000, 10, { refreshAfterMs: 50 });
    const r = reads();
    expect(await answers.get(db, 'k', r.read)).toEqual({ n: 1 });
    await sleep(80);
    r.failNext();
    expect(await answers.get(db, 'k', r.read)).toEqual({ n: 1 });
    await sleep(0);
    expect(await answers.get(db, 'k', r.read)).toEqual({ n: 1 });
    await sleep(0);
    expect(await answers.get(db, 'k', r.read)).toEqual({ n: 3 });
  });

  it('does not let a refresh begun before a write bring back what the write made old', async () => {
    const answers = sharedAnswers<{ n: number }>(1000, 10, { refreshAfterMs: 50, name: 'public-reports' });
    const r = reads({ hold: true });
    const first = answers.get(db, 'k', r.read);
    r.release();
    await first;
    await sleep(80);
    void answers.get(db, 'k', r.read); // starts refresh n = 2
    tablesChanged(db, ['damage_reports']);
    const after = answers.get(db, 'k', r.read); // n = 3, read after the write
    r.release();
    expect(await after).toEqual({ n: 3 });
    await sleep(0);
    expect(await answers.get(db, 'k', r.read)).toEqual({ n: 3 });
  });
});
