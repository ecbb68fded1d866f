import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { AppError } from './errors.ts';
import { createLogger, serializeError } from './log-error.ts';

// ARCHITECTURE.md §2 and docs/decisions/010: error lines carry codes and stack frames, never SQL
// parameters, e-mails, names or IP addresses (UU PDP).

type Line = Record<string, unknown> & { msg?: string; reqId?: string; err?: Record<string, unknown> };

const lines: Line[] = [];
const log = createLogger({ level: 'info', destination: { write: (s: string) => void lines.push(JSON.parse(s) as Line) } });

let t: TestApp;
beforeAll(async () => {
  // A database of its own: the tests below make PostgreSQL refuse every new row of two tables.
  t = await createTestApp({ isolated: true, log });
});
afterAll(() => t.close());
afterEach(() => {
  lines.length = 0;
  vi.restoreAllMocks();
});

describe('an error in the database, in the log', () => {
  it('keeps the request id, the SQLSTATE and the constraint, and drops the query, its parameters and the detail', async () => {
    await t.db.execute(sql`ALTER TABLE contact_messages ADD CONSTRAINT log_test_refuses_rows CHECK (false) NOT VALID`);
    const email = `rahasia-${randomUUID().slice(0, 8)}@contoh.id`;
    const name = `Siti Rahmawati ${randomUUID().slice(0, 4)}`;
    const res = await t.request('POST', '/api/contact', { json: { name, email, subject: 'Jalan rusak', message: 'Mohon diperbaiki.' } });
    expect(res.status).toBe(500);
    const { error } = await res.json();

    const errorLines = lines.filter((l) => l.msg === 'unhandled error');
    expect(errorLines).toHaveLength(1);
    const line = errorLines[0]!;
    expect(line.reqId).toBe(error.requestId);
    expect(line.err).toMatchObject({ sqlState: '23514', cause: { type: 'DatabaseError', sqlState: '23514', table: 'contact_messages' } });
    expect(JSON.stringify(line.err)).toContain('log_test_refuses_rows');
    expect(JSON.stringify(line.err)).toMatch(/"stack":"\s*at /);

    const everything = JSON.stringify(lines);
    expect(everything).not.toContain(email);
    expect(everything).not.toContain(name);
    expect(everything.toLowerCase()).not.toContain('insert into');
    expect(everything).not.toContain('Failing row');
    // The one line per request: method, path, status, time and the request id, nothing else.
    const request = lines.find((l) => l.msg === 'request')!;
    expect(Object.keys(request).sort()).toEqual(['level', 'method', 'ms', 'msg', 'path', 'reqId', 'status', 'time']);
    expect(request).toMatchObject({ method: 'POST', path: '/api/contact', status: 500, reqId: error.requestId });
  });

  it('lets better-auth write only its own fixed sentence, not the failed query with the e-mail and name', async () => {
    await t.db.execute(sql`ALTER TABLE users ADD CONSTRAINT log_test_refuses_users CHECK (false) NOT VALID`);
    const console$ = [vi.spyOn(console, 'error'), vi.spyOn(console, 'warn'), vi.spyOn(console, 'log'), vi.spyOn(console, 'info')];
    for (const spy of console$) spy.mockImplementation(() => {});
    const email = `warga-${randomUUID().slice(0, 8)}@contoh.id`;
    const fullName = `Andi Pratama ${randomUUID().slice(0, 4)}`;
    const password = `Rahasia-${randomUUID().slice(0, 8)}`;
    const res = await t.request('POST', '/api/account/register', { json: { fullName, email, password, confirmPassword: password } });
    expect(res.ok).toBe(false);

    const written = JSON.stringify([lines, ...console$.map((spy) => spy.mock.calls.map((args) => args.map(String)))]);
    expect(written).not.toContain(email);
    expect(written).not.toContain(fullName);
    expect(written).not.toContain(password);
    expect(lines.some((l) => l.source === 'better-auth')).toBe(true);
  });
});

describe('serializeError', () => {
  it('keeps the class, the SQLSTATE and the names of a PostgreSQL error, not its message or detail', () => {
    const pgError = Object.assign(new Error('duplicate key value violates unique constraint "profiles_email_unique"'), {
      name: 'error',
      severity: 'ERROR',
      code: '23505',
      detail: 'Key (email)=(budi@contoh.id) already exists.',
      constraint: 'profiles_email_unique',
      table: 'profiles',
      schema: 'public',
      where: 'budi',
      hint: 'budi',
    });
    const wrapped = Object.assign(new Error('Failed query: insert into "profiles" ("email") values ($1)\nparams: budi@contoh.id'), {
      query: 'insert into "profiles" ("email") values ($1)',
      params: ['budi@contoh.id'],
      cause: pgError,
    });
    const out = serializeError(wrapped);
    expect(out).toMatchObject({
      type: 'Error',
      sqlState: '23505',
      cause: { sqlState: '23505', constraint: 'profiles_email_unique', table: 'profiles', schema: 'public' },
    });
    expect(out.message).toBeUndefined();
    expect(JSON.stringify(out)).not.toMatch(/budi|insert|Failed query|Key \(/);
    expect(out.stack).toMatch(/^\s+at /);
  });

  it('keeps our AppError code, and a plain message without the e-mail and IP addresses in it', () => {
    expect(serializeError(new AppError('FORBIDDEN'))).toMatchObject({ type: 'AppError', code: 'FORBIDDEN' });
    const out = serializeError(new Error('no mailbox for budi.s@contoh.go.id from 10.1.2.3 or fe80::1 (budi%40contoh.id)'));
    expect(out.message).toBe('no mailbox for [email] from [ip] or [ip] ([email])');
    const system = serializeError(
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED', address: '127.0.0.1' }),
    );
    expect(system).toMatchObject({ code: 'ECONNREFUSED', message: 'connect ECONNREFUSED [ip]:5432' });
    expect(JSON.stringify(system)).not.toContain('127.0.0.1');
  });

  it("keeps an error logged bare (`log.error(err)`) out of the line's msg", () => {
    const written: Line[] = [];
    const bare = createLogger({ level: 'info', destination: { write: (s: string) => void written.push(JSON.parse(s) as Line) } });
    bare.error(new Error('tidak terkirim ke budi@contoh.id'));
    expect(written[0]).toMatchObject({ msg: 'error', err: { type: 'Error', message: 'tidak terkirim ke [email]' } });
    expect(JSON.stringify(written)).not.toContain('budi');
  });

  it('does not let a message forge a stack frame, and writes nothing of a thrown non-error', () => {
    const err = new Error('gagal\n    at budi@contoh.id');
    expect(serializeError(err).stack).not.toContain('budi');
    expect(serializeError('budi@contoh.id')).toEqual({ type: 'string' });
  });
});
