// A portal worker whose SMTP server never answers: it takes a send_mail job, says so on stdout and
// hangs in the send, to be killed with SIGKILL (src/server/mail/mail-recovery.test.ts: a killed
// worker's mail is sent by another within seconds, not after graphile-worker's four hours).
import os from 'node:os';
import path from 'node:path';
import { createAuth } from '../auth.ts';
import type { Deps } from '../context.ts';
import { createDb, createPool } from '../db/client.ts';
import { loadEnv } from '../env.ts';
import { createLogger } from '../http/log-error.ts';
import { startJobRunner } from '../jobs/runner.ts';
import { createDiskStore } from '../storage/disk-store.ts';

const pool = createPool(process.env.DATABASE_URL!, 4);
const db = createDb(pool);
const env = loadEnv({ NODE_ENV: 'test', BASE_URL: 'http://portal.test', AUTH_SECRET: 'test-secret-test-secret-test-secret-0123' });
const log = createLogger({ level: 'silent' });
const auth = createAuth({ db, baseUrl: env.baseUrl, secret: env.AUTH_SECRET!, log });
const deps: Deps = { env, db, pool, auth, log, store: createDiskStore(path.join(os.tmpdir(), 'portal-hang-files')) };
await startJobRunner(deps, {
  pollInterval: 200,
  transport: {
    kind: 'smtp',
    send: () => {
      process.stdout.write('sending\n');
      return new Promise<never>(() => {});
    },
    close: () => {},
  },
});
