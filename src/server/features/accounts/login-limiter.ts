import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { AUTH } from '../../../shared/strings.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';

const WINDOW_MS = 15 * 60 * 1000;
const MAX_PER_EMAIL = 5;
const MAX_PER_IP = 50;

const keys = (email: string, ip: string) => [
  { key: `login-fail:email:${email}`, max: MAX_PER_EMAIL },
  { key: `login-fail:ip:${ip}`, max: MAX_PER_IP },
];

/** Failed logins per e-mail and per client IP, in PostgreSQL so all instances share them. */
export async function assertLoginAllowed(db: Db, email: string, ip: string): Promise<void> {
  const since = Date.now() - WINDOW_MS;
  for (const { key, max } of keys(email, ip)) {
    const { rows } = await db.execute<{ count: number }>(
      sql`SELECT count FROM rate_limits WHERE key = ${key} AND last_request > ${since}`,
    );
    if ((rows[0]?.count ?? 0) >= max) throw new AppError('RATE_LIMITED', AUTH.tooManyAttempts);
  }
}

export async function recordLoginFailure(db: Db, email: string, ip: string): Promise<void> {
  const now = Date.now();
  for (const { key } of keys(email, ip)) {
    await db.execute(sql`
      INSERT INTO rate_limits (id, key, count, last_request) VALUES (${randomUUID()}, ${key}, 1, ${now})
      ON CONFLICT (key) DO UPDATE SET
        count = CASE WHEN rate_limits.last_request <= ${now - WINDOW_MS} THEN 1 ELSE rate_limits.count + 1 END,
        last_request = ${now}`);
  }
}

export async function clearLoginFailures(db: Db, email: string): Promise<void> {
  await db.execute(sql`DELETE FROM rate_limits WHERE key = ${`login-fail:email:${email}`}`);
}
