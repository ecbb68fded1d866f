import { describe, expect, it, vi } from 'vitest';
import { loadEnv } from './env.ts';

describe('loadEnv', () => {
  it('applies the documented defaults', () => {
    const env = loadEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.HOST).toBe('127.0.0.1');
    expect(env.dataDir).toMatch(/data$/);
    expect(env.seedDemo).toBe(true);
    expect(env.baseUrl).toBe('http://127.0.0.1:3000');
  });

  it('seeds demo content by default only on the embedded database', () => {
    expect(loadEnv({ DATABASE_URL: 'postgres://u:p@db:5432/portal' }).seedDemo).toBe(false);
    expect(loadEnv({ DATABASE_URL: 'postgres://u:p@db:5432/portal', SEED_DEMO: '1' }).seedDemo).toBe(true);
  });

  it('exits with one clear line per bad variable', () => {
    const exit = vi.spyOn(process, 'exit').mockImplementation(((code: number) => {
      throw new Error(`exit ${code}`);
    }) as never);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => loadEnv({ PORT: 'abc', DATABASE_URL: 'mysql://x' })).toThrow('exit 1');
    expect(error.mock.calls.map((c) => String(c[0]))).toEqual([expect.stringContaining('PORT'), expect.stringContaining('DATABASE_URL')]);
    exit.mockRestore();
    error.mockRestore();
  });
});
