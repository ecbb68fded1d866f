import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Env } from './env.ts';

/** The auth secret: from AUTH_SECRET, else made once and kept in DATA_DIR. */
export function authSecret(env: Pick<Env, 'AUTH_SECRET' | 'dataDir'>): string {
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  const file = path.join(env.dataDir, 'auth-secret');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(env.dataDir, { recursive: true });
    fs.writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600, flag: 'wx' });
  }
  return fs.readFileSync(file, 'utf8').trim();
}
