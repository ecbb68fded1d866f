import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Deps } from '../context.ts';
import { createDb, createPool } from '../db/client.ts';
import { outboxMails, users } from '../db/schema.ts';
import { startJobRunner } from '../jobs/runner.ts';
import { BASE_URL, createTestApp, type TestApp } from '../test/harness.ts';
import { linkIn, startSmtp, toAddress } from '../test/smtp.ts';
import { queueMail } from './outbox.ts';
import { sendOutboxMail } from './send-mail.ts';
import { createMailTransport, type MailTransport } from './transport.ts';

// Issue 34: a database that goes away, a worker killed mid-send, an account committed without its
// mail. Real PostgreSQL (the harness's), a real SMTP server, and a TCP proxy between the job
// runner's pool and PostgreSQL that the test cuts (connections dropped, new ones refused) and restores.
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ isolated: true, env: { SMTP_URL: smtp.url, MAIL_FROM: 'Portal PUPR <no-reply@portal.test>' } });
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

const newEmail = () => `warga-${randomUUID().slice(0, 8)}@contoh.id`;
const outboxFor = (email: string) => t.db.select().from(outboxMails).where(eq(outboxMails.toAddress, email));
const received = (email: string) => smtp.received.filter((m) => toAddress(m) === email).length;
const queue = (to: string, subject: string) =>
  t.db.transaction((tx) => queueMail(tx, { kind: 'status', to, subject, text: 'Isi', html: '<p>Isi</p>' }));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A TCP proxy to PostgreSQL: `cut()` drops every connection and refuses new ones, as a stopped server does. */
async function startDbProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  let port = 0;
  async function start() {
    server = net.createServer((client) => {
      const upstream = net.connect(target.port, target.host);
      for (const s of [client, upstream]) {
        sockets.add(s);
        s.on('close', () => sockets.delete(s));
        s.on('error', () => {
          client.destroy();
          upstream.destroy();
        });
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve));
    port = (server.address() as net.AddressInfo).port;
  }
  function cut() {
    server?.close();
    server = null;
    for (const s of sockets) s.destroy();
  }
  await start();
  return { port, start, cut };
}

/** The test app's deps with a pool that goes through the proxy. */
async function depsThroughProxy() {
  const url = new URL(t.pool.options.connectionString!);
  const proxy = await startDbProxy({ host: url.hostname, port: Number(url.port) });
  url.hostname = '127.0.0.1';
  url.port = String(proxy.port);
  const pool = createPool(url.toString(), 4);
  const deps: Deps = { ...t.deps, pool, db: createDb(pool) };
  return { proxy, pool, deps };
}

describe('a database that goes away', () => {
  it('does not kill the job runner; mail queued during the outage goes when it is back, and the mail being sent goes once', async () => {
    const unhandled: unknown[] = [];
    const spy = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', spy);
    const { proxy, pool, deps } = await depsThroughProxy();
    // The database goes away just after the SMTP server has accepted the first mail, before it is marked sent.
    const first = newEmail();
    const smtpTransport = createMailTransport(deps.env, deps.log);
    const transport: MailTransport = {
      ...smtpTransport,
      send: async (mail) => {
        await smtpTransport.send(mail);
        if (mail.to === first) proxy.cut();
      },
    };
    const jobs = await startJobRunner(deps, { pollInterval: 200, transport });
    try {
      await queue(first, 'Sebelum padam');
      await smtp.waitFor((m) => toAddress(m) === first);

      // Mail promised while the runner cannot reach the database.
      const during = newEmail();
      await queue(during, 'Selama padam');
      await sleep(4000);
      expect(received(during)).toBe(0);

      const back = Date.now();
      await proxy.start();
      await smtp.waitFor((m) => toAddress(m) === during, 10_000);
      const delay = Date.now() - back;
      await expect.poll(async () => (await outboxFor(first))[0]?.status, { timeout: 10_000 }).toBe('sent');
      await expect.poll(async () => (await outboxFor(during))[0]?.status, { timeout: 10_000 }).toBe('sent');

      // And after it: the runner still runs.
      const after = newEmail();
      await queue(after, 'Sesudah');
      await smtp.waitFor((m) => toAddress(m) === after, 10_000);
      await sleep(1000);
      expect(received(first)).toBe(1);
      expect(received(during)).toBe(1);
      expect(unhandled).toEqual([]);
      console.info(`mail queued during the outage sent ${delay} ms after the database came back`);
    } finally {
      process.off('unhandledRejection', spy);
      await jobs.stop();
      await pool.end();
    }
  });
});

describe('a database that goes away between the SMTP server accepting a mail and its commit', () => {
  it('never makes the process send that mail again: the retry finds the mark kept in memory, and the row ends sent', async () => {
    const { proxy, pool, deps } = await depsThroughProxy();
    const email = newEmail();
    const [row] = await t.db
      .insert(outboxMails)
      .values({ kind: 'status', toAddress: email, subject: 'Diterima lalu padam', textBody: 'Isi', htmlBody: '<p>Isi</p>' })
      .returning();
    const smtpTransport = createMailTransport(deps.env, deps.log);
    const transport: MailTransport = {
      ...smtpTransport,
      send: async (mail) => {
        await smtpTransport.send(mail);
        proxy.cut();
      },
    };
    try {
      // The first try, as a job would run it: the mail is accepted, then the database is gone.
      await sendOutboxMail({ db: deps.db, store: deps.store, transport }, row!.id, { number: 1, last: false }).catch(() => {});
      await proxy.start();
      // graphile-worker's next try of the job.
      await sendOutboxMail({ db: deps.db, store: deps.store, transport: smtpTransport }, row!.id, { number: 2, last: false });
      await expect.poll(async () => (await outboxFor(email))[0]?.status, { timeout: 10_000 }).toBe('sent');
      await sleep(500);
      expect(received(email)).toBe(1);
    } finally {
      smtpTransport.close();
      await pool.end();
    }
  });
});

describe('a worker killed in the middle of a send', () => {
  it("has its mail sent by another worker within seconds, not after graphile-worker's four hours", async () => {
    const email = newEmail();
    const child = spawn(process.execPath, [fileURLToPath(new URL('./run-jobs-then-hang.ts', import.meta.url))], {
      env: { ...process.env, DATABASE_URL: t.pool.options.connectionString },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
    const sending = new Promise<void>((resolve) => child.stdout.on('data', (d: Buffer) => d.toString().includes('sending') && resolve()));
    await queue(email, 'Dikirim oleh pekerja yang mati');
    await sending;
    child.kill('SIGKILL');
    await exited;
    const killed = Date.now();
    const [job] = (await t.db.execute(sql`select locked_by from graphile_worker._private_jobs`)).rows;
    expect(job?.locked_by).toBeTruthy(); // the dead worker still holds it

    const jobs = await startJobRunner(t.deps, { pollInterval: 200 });
    try {
      await smtp.waitFor((m) => toAddress(m) === email, 25_000);
      console.info(`mail of a worker killed mid-send sent ${Date.now() - killed} ms after the kill`);
      await expect.poll(async () => (await outboxFor(email))[0]?.status, { timeout: 5_000 }).toBe('sent');
    } finally {
      await jobs.stop();
    }
  }, 40_000); // usually 15-20 s, the child's start included; room for a busy machine
});

describe('an account committed without its verification mail', () => {
  it('gets the mail, with a link that works, from the runner', async () => {
    // What a process or database failing between better-auth's commit and the mail's transaction leaves behind.
    const user = await t.createUser();
    await t.db.delete(outboxMails).where(eq(outboxMails.userId, user.id));
    await t.db
      .update(users)
      .set({ createdAt: sql`now() - interval '2 minutes'` })
      .where(eq(users.id, user.id));
    const fresh = await t.createUser(); // a minute has not passed: its own mail is still on its way, no second one
    await t.db.delete(outboxMails).where(eq(outboxMails.userId, fresh.id));

    const jobs = await startJobRunner(t.deps, { pollInterval: 200 });
    try {
      const mail = await smtp.waitFor(
        (m) => toAddress(m) === user.email && m.subject === 'Verifikasi email akun Portal PUPR Sulawesi Barat',
      );
      const token = new URL(linkIn(mail, `${BASE_URL}/verifikasi-email?token=`)).searchParams.get('token')!;
      const res = await t.request('POST', '/api/account/verify-email', { json: { token } });
      expect(res.status).toBe(200);
      const [verified] = await t.db.select().from(users).where(eq(users.id, user.id));
      expect(verified!.emailVerified).toBe(true);
      expect(await outboxFor(fresh.email)).toHaveLength(0);
      expect(await outboxFor(user.email)).toHaveLength(1);
    } finally {
      await jobs.stop();
    }
  });
});
