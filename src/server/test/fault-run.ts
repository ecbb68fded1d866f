// Fault runs (issue 34): the portal as `npm start` runs it (the bundled server, two workers), under
// a load of registrations that each promise an e-mail, while something is killed: its PostgreSQL
// (embedded, or an external server like Debian's) or one of its workers. What a person would notice
// is measured: answers that were not 503-with-Retry-After, requests that hung, writes that were
// acknowledged and then lost, e-mails that never came or came twice, how long until the portal was
// healthy again. Used by src/server/recovery.test.ts (which asserts) and `npm run chaos` (which
// prints the table).
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { SERVER_MAIN } from '../../../scripts/server-build.ts';
import { postmasterPid as postmasterPidIn, processAlive } from './postgres-process.ts';

export type Fault = 'postmaster-embedded' | 'postmaster-external' | 'worker-kill';

export type FaultReport = {
  fault: Fault;
  /** Registrations answered 201: each is a written account and a promised verification mail. */
  acked: number;
  /** Acknowledged accounts missing from the database afterwards. */
  lost: number;
  /** Every answer by status ('ECONNRESET' etc. for a connection that failed). */
  statuses: Record<string, number>;
  /** 503 answers without Retry-After. */
  noRetryAfter: number;
  /** Requests (health probes included) that took longer than 5 s. */
  slow: number;
  /** Health probes that took longer than 5 s (a balancer's probe must get an answer). */
  slowProbes: number;
  maxLatencyMs: number;
  /** The slow ones: status, ms, and when (ms after the fault; negative: before). */
  slowest: string[];
  /** From the fault to the database being back (killed postmaster), or 0. */
  downMs: number;
  /** From the database's return (or the fault) to the first healthy answer. */
  recoverMs: number;
  promised: number;
  delivered: number;
  missing: number;
  duplicates: number;
  /** From the portal's first healthy answer after the fault to the last promised mail. */
  lastMailMs: number;
  /** Workers the primary had to replace. */
  workerExits: number;
  /** Outage e-mails to the super admin. */
  outageMails: number;
};

const ADMIN_EMAIL = 'admin@uji.id';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

/** A running postmaster's PID in this data folder, or null. */
const postmasterPid = (pgDir: string): number | null => {
  const pid = postmasterPidIn(pgDir);
  return pid && processAlive(pid) ? pid : null;
};

/** A PostgreSQL of the machine's own (Debian's, as CI installs it), in a private cluster on its own port. */
async function startPrivatePostgres(): Promise<{
  url: string;
  pgDir: string;
  kill: () => number;
  start: () => void;
  stop: () => void;
}> {
  const versions = fs.existsSync('/usr/lib/postgresql') ? fs.readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a)) : [];
  if (!versions[0])
    throw new Error('no PostgreSQL server is installed (apt-get install postgresql): the external-database fault run needs one');
  const bin = `/usr/lib/postgresql/${versions[0]}/bin`;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-extpg-'));
  fs.chmodSync(dir, 0o777);
  const pgDir = path.join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  const run = (cmd: string, args: string[]) =>
    execFileSync(asRoot ? 'runuser' : `${bin}/${cmd}`, asRoot ? ['-u', 'postgres', '--', `${bin}/${cmd}`, ...args] : args, {
      stdio: 'pipe',
      cwd: dir,
    });
  run('initdb', ['-D', pgDir, '--auth=trust', '-U', 'postgres', '--encoding=UTF8', '--locale=C']);
  const port = await freePort();
  const start = () => {
    run('pg_ctl', ['-D', pgDir, '-l', path.join(dir, 'log'), '-w', '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`, 'start']);
  };
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    pgDir,
    kill: () => {
      const pid = postmasterPid(pgDir)!;
      process.kill(pid, 'SIGKILL');
      return pid;
    },
    start,
    stop: () => {
      try {
        run('pg_ctl', ['-D', pgDir, '-m', 'immediate', 'stop']);
      } catch {
        /* not running */
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

type CaughtMail = { to: string; subject: string; at: number };

/** An SMTP server that keeps what it is given (optionally slow, to catch a send in flight). */
async function startMailCatcher(delayMs = 0): Promise<{ port: number; mails: CaughtMail[]; close: () => Promise<void> }> {
  const mails: CaughtMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then(async (parsed) => {
          if (delayMs) await sleep(delayMs);
          for (const rcpt of session.envelope.rcptTo)
            mails.push({ to: rcpt.address.toLowerCase(), subject: parsed.subject ?? '', at: Date.now() });
          callback();
        })
        .catch(callback);
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { port, mails, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

type Answer = { status: string; ms: number; retryAfter: boolean; at: number };

function request(url: string, opts: { method?: string; body?: string; headers?: Record<string, string> } = {}): Promise<Answer> {
  const started = Date.now();
  return new Promise((resolve) => {
    const req = http.request(url, { method: opts.method ?? 'GET', agent: false, timeout: 15_000, headers: opts.headers }, (res) => {
      res.resume();
      res.on('end', () =>
        resolve({
          status: String(res.statusCode),
          ms: Date.now() - started,
          retryAfter: res.headers['retry-after'] !== undefined,
          at: started,
        }),
      );
    });
    req.on('timeout', () => req.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })));
    req.on('error', (err: NodeJS.ErrnoException) =>
      resolve({ status: err.code ?? 'ERROR', ms: Date.now() - started, retryAfter: false, at: started }),
    );
    req.end(opts.body);
  });
}

/** The portal as `npm start` runs it, on its own DATA_DIR. */
async function startPortal(opts: { dataDir: string; databaseUrl?: string; smtpPort: number }) {
  const port = await freePort();
  const { BASE_URL: _vite, ...parentEnv } = process.env;
  const child: ChildProcess = spawn(process.execPath, [SERVER_MAIN], {
    env: {
      ...parentEnv,
      NODE_ENV: 'production',
      WEB_CONCURRENCY: '2',
      DATA_DIR: opts.dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED_DEMO: '0',
      ADMIN_EMAIL,
      ADMIN_PASSWORD: 'Admin-Rahasia-123',
      SMTP_URL: `smtp://127.0.0.1:${opts.smtpPort}`,
      MAIL_FROM: 'Portal PUPR <noreply@uji.id>',
      // The load comes from many addresses (X-Forwarded-For), as from a town's phones behind one proxy.
      TRUST_PROXY: '1',
      ...(opts.databaseUrl ? { DATABASE_URL: opts.databaseUrl } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const until = Date.now() + 90_000;
  while (!/berjalan di/.test(out)) {
    if (child.exitCode !== null || Date.now() > until) throw new Error(`the portal did not start:\n${out}`);
    await sleep(100);
  }
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    child,
    output: () => out,
    workers: () =>
      execFileSync('ps', ['-o', 'pid=', '--ppid', String(child.pid)], { encoding: 'utf8' })
        .split('\n')
        .map((l) => Number(l.trim()))
        .filter((pid) => pid && fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('main.mjs')),
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

function databaseUrlOf(dataDir: string, given?: string): string {
  if (given) return given;
  return (JSON.parse(fs.readFileSync(path.join(dataDir, 'runtime.json'), 'utf8')) as { url: string }).url;
}

/**
 * One fault run: the portal under a load of registrations for `loadMs`, the fault `faultAtMs` in,
 * then the mails awaited (up to 2 minutes after the portal is healthy again).
 */
export async function faultRun(
  fault: Fault,
  opts: { loadMs?: number; faultAtMs?: number; downMs?: number; connections?: number; log?: (line: string) => void } = {},
): Promise<FaultReport> {
  const loadMs = opts.loadMs ?? 20_000;
  const faultAtMs = opts.faultAtMs ?? 4_000;
  const log = opts.log ?? (() => {});
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-fault-'));
  // A worker killed mid-send: the SMTP server takes a moment to accept, so that sends are in flight.
  const catcher = await startMailCatcher(fault === 'worker-kill' ? 200 : 0);
  const external = fault === 'postmaster-external' ? await startPrivatePostgres() : undefined;
  const portal = await startPortal({ dataDir, databaseUrl: external?.url, smtpPort: catcher.port });
  const pgDir = external?.pgDir ?? path.join(dataDir, 'pg');
  const answers: Answer[] = [];
  const health: Answer[] = [];
  const acked = new Set<string>();
  const started = Date.now();
  let loading = true;
  let faultAt = 0;
  let backAt = 0;
  try {
    const register = async () => {
      while (loading) {
        const email = `warga-${randomBytes(6).toString('hex')}@uji.id`;
        const password = `Sandi-${randomBytes(9).toString('base64url')}`;
        const ip = `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]! | 1}`;
        const answer = await request(`${portal.url}/api/account/register`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: portal.url, 'x-forwarded-for': ip },
          body: JSON.stringify({ fullName: 'Warga Uji', email, password, confirmPassword: password }),
        });
        answers.push(answer);
        if (answer.status === '201') acked.add(email);
        else if (!answer.status.startsWith('5')) await sleep(200);
      }
    };
    const probe = async () => {
      while (loading || (faultAt && !health.some((h) => h.status === '200' && h.at > (backAt || faultAt)))) {
        health.push(await request(`${portal.url}/api/health`));
        await sleep(200);
        if (Date.now() - started > loadMs + 60_000) break;
      }
    };
    const injure = async () => {
      await sleep(faultAtMs);
      faultAt = Date.now();
      if (fault === 'worker-kill') {
        const [victim] = portal.workers();
        log(`killing worker ${victim}`);
        process.kill(victim!, 'SIGKILL');
        return;
      }
      const pid = external ? external.kill() : postmasterPid(pgDir)!;
      if (!external) process.kill(pid, 'SIGKILL');
      log(`killed postmaster ${pid}`);
      if (external) {
        await sleep(opts.downMs ?? 5_000);
        external.start();
        backAt = Date.now();
        log(`external PostgreSQL started again after ${backAt - faultAt} ms`);
        return;
      }
      // The embedded server is the portal's to bring back: watch for a new postmaster that answers.
      while (Date.now() - faultAt < 60_000) {
        const now = postmasterPid(pgDir);
        if (now && now !== pid) {
          const client = new pg.Client({ connectionString: databaseUrlOf(dataDir), connectionTimeoutMillis: 1_000 });
          const ok = await client.connect().then(
            () => client.query('select 1').then(() => true),
            () => false,
          );
          await client.end().catch(() => {});
          if (ok) {
            backAt = Date.now();
            log(`embedded PostgreSQL back after ${backAt - faultAt} ms`);
            return;
          }
        }
        await sleep(100);
      }
      log('the embedded PostgreSQL did not come back within 60 s');
    };
    const loaders = Array.from({ length: opts.connections ?? 6 }, register);
    const probing = probe();
    const injuring = injure();
    await sleep(loadMs);
    loading = false;
    await Promise.all([...loaders, injuring, probing]);
    const healthyAt = health.find((h) => h.status === '200' && h.at >= (backAt || faultAt))?.at ?? 0;

    // Every promised mail, within 2 minutes of the portal being healthy again.
    const deadline = (healthyAt || Date.now()) + 120_000;
    const deliveredTo = () => new Set(catcher.mails.filter((m) => m.subject.startsWith('Verifikasi email')).map((m) => m.to));
    while (Date.now() < deadline && [...acked].some((a) => !deliveredTo().has(a))) await sleep(250);
    // A moment more, for a second copy that a fault would send.
    await sleep(3_000);

    const verification = catcher.mails.filter((m) => m.subject.startsWith('Verifikasi email') && acked.has(m.to));
    const perAddress = new Map<string, number>();
    for (const m of verification) perAddress.set(m.to, (perAddress.get(m.to) ?? 0) + 1);
    const db = new pg.Client({ connectionString: databaseUrlOf(dataDir, external?.url) });
    await db.connect();
    const { rows } = await db.query<{ email: string }>('select lower(email) as email from users where lower(email) = any($1)', [
      [...acked],
    ]);
    await db.end();
    const all = [...answers, ...health];
    const statuses: Record<string, number> = {};
    for (const a of all) statuses[a.status] = (statuses[a.status] ?? 0) + 1;
    return {
      fault,
      acked: acked.size,
      lost: acked.size - rows.length,
      statuses,
      noRetryAfter: all.filter((a) => a.status === '503' && !a.retryAfter).length,
      slow: all.filter((a) => a.ms > 5_000).length,
      slowProbes: health.filter((a) => a.ms > 5_000).length,
      maxLatencyMs: Math.max(0, ...all.map((a) => a.ms)),
      slowest: all
        .filter((a) => a.ms > 5_000)
        .map((a) => `${a.status} ${a.ms} ms at ${a.at - faultAt}`)
        .slice(0, 10),
      downMs: backAt ? backAt - faultAt : 0,
      recoverMs: healthyAt ? healthyAt - (backAt || faultAt) : -1,
      promised: acked.size,
      delivered: perAddress.size,
      missing: [...acked].filter((a) => !perAddress.has(a)).length,
      duplicates: [...perAddress.values()].reduce((n, c) => n + c - 1, 0),
      lastMailMs: verification.length && healthyAt ? Math.max(0, Math.max(...verification.map((m) => m.at)) - healthyAt) : 0,
      workerExits: (portal.output().match(/worker exited/g) ?? []).length,
      outageMails: catcher.mails.filter((m) => m.to === ADMIN_EMAIL && m.subject.includes('pulih sendiri')).length,
    };
  } finally {
    loading = false;
    await portal.stop();
    // The portal's own log, whole, for whoever reads a failed run.
    if (process.env.FAULT_RUN_LOG) fs.writeFileSync(`${process.env.FAULT_RUN_LOG}.${fault}.log`, portal.output());
    external?.stop();
    await catcher.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
