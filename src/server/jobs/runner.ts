import { EventEmitter } from 'node:events';
import { Logger as QueueLogger, run, type Runner, type TaskList, type WorkerEvents } from 'graphile-worker';
import pg from 'pg';
import type { Logger } from 'pino';
import type { Deps } from '../context.ts';
import { PUBLISH_ARTICLE_TASK, publishScheduledArticle } from '../features/cms/index.ts';
import { runBackup } from '../backup/backup.ts';
import { SHIP_WAL_TASK, shipWal } from '../backup/wal-ship.ts';
import type { Env } from '../env.ts';
import { DAILY_DIGEST_TASK, sendDailyDigest } from '../features/system/index.ts';
import { AREA_DIGEST_TASK, sendAreaDigests } from '../features/area-alerts/index.ts';
import { queueMissedVerifications } from '../mail/missed-verifications.ts';
import { SEND_MAIL_TASK } from '../mail/outbox.ts';
import { sendOutboxMail } from '../mail/send-mail.ts';
import { createLaporClient, laporEnabled, type LaporClient } from '../lapor/client.ts';
import { pollLaporTickets } from '../lapor/poll-tickets.ts';
import { LAPOR_POLL_TASK, LAPOR_SUBMIT_TASK } from '../lapor/queue.ts';
import { sendLaporReport } from '../lapor/send-report.ts';
import { SEND_WHATSAPP_TASK } from '../whatsapp/queue.ts';
import { sendWhatsAppMessage } from '../whatsapp/send-whatsapp.ts';
import { createWhatsAppSender, type WhatsAppSender } from '../whatsapp/sender.ts';
import { createMailTransport, type MailTransport } from '../mail/transport.ts';

export type JobRunner = { transport: MailTransport; stop: () => Promise<void> };

/** What a live worker pool is called in pg_stat_activity: this prefix and graphile-worker's pool id (its locked_by). */
const PRESENCE_PREFIX = 'portal-jobs ';
/** How often every instance looks for jobs held by dead pools, and accounts without their verification mail. */
const SWEEP_MS = 10_000;
/** A pool missing from pg_stat_activity this long is dead: its jobs go back to the queue. */
const DEAD_AFTER_MS = 10_000;
/** Waits between tries to start the queue again after it stopped, while the database does not answer. */
const RESTART_MS = { first: 500, max: 3_000 };
/**
 * Recurring jobs, in graphile-worker's crontab (times in UTC; it runs each once however many instances
 * there are): the super admins' morning digest at 07:00 WITA (issue 37, item 3), made up for when the
 * portal starts within 6 hours of a morning it was down (the digest is once a day however often it runs);
 * the nightly backup at BACKUP_SCHEDULE (WITA, default 01:00; issue 37, item 2), made up within 12 hours
 * (a backup late is better than none; one job, and the backup lock, make it one at a time).
 */
export function crontabFor(
  env: Pick<Env, 'BACKUP_SCHEDULE' | 'BACKUP_URL' | 'DATABASE_URL' | 'LAPOR_API_URL' | 'LAPOR_API_TOKEN'>,
): string {
  // The "Ikuti laporan" digests at 07:00 WITA too (issue 39, item 5): a digest never repeats a report, so a make-up run is harmless.
  const lines = [`0 23 * * * ${DAILY_DIGEST_TASK} ?fill=6h`, `0 23 * * * ${AREA_DIGEST_TASK} ?fill=6h`];
  if (env.BACKUP_SCHEDULE !== 'off') {
    const [hour, minute] = env.BACKUP_SCHEDULE.split(':').map(Number) as [number, number];
    lines.push(`${minute} ${(hour + 24 - 8) % 24} * * * ${BACKUP_TASK} ?fill=12h&max=1`);
  }
  // With the archives in S3, the embedded database's archived WAL follows them every five minutes (wal-ship.ts).
  if (env.BACKUP_URL && !env.DATABASE_URL) lines.push(`*/5 * * * * ${SHIP_WAL_TASK} ?max=1`);
  // SP4N-LAPOR!'s answers on open tickets, every 15 minutes while LAPOR! is on (docs/decisions/066); a run missed is not made up.
  if (laporEnabled(env)) lines.push(`*/15 * * * * ${LAPOR_POLL_TASK} ?max=1`);
  return lines.join('\n');
}

const BACKUP_TASK = 'backup';

/**
 * The job queue (graphile-worker on our PostgreSQL): every instance runs one, they share the jobs,
 * and a job written in a transaction runs only once that transaction commits. Jobs today: send_mail,
 * send_whatsapp, lapor_submit, lapor_poll, publish_article, daily_digest and backup (crontabFor).
 *
 * Made to ride out faults (issue 34, docs/decisions/050): graphile-worker 0.18 stops its pool when it
 * cannot record a job's end (the database went away), and it is then started again, as a new pool,
 * once the database answers; a pool whose process died holds its jobs for four hours, so each live pool
 * shows itself in pg_stat_activity and every instance gives the jobs of the pools it cannot see back
 * to the queue (the sweep, every SWEEP_MS, which also queues missed verification mails).
 */
export async function startJobRunner(
  deps: Deps,
  opts: { transport?: MailTransport; whatsapp?: WhatsAppSender; lapor?: LaporClient; pollInterval?: number } = {},
): Promise<JobRunner> {
  const transport = opts.transport ?? createMailTransport(deps.env, deps.log);
  const whatsapp = opts.whatsapp ?? createWhatsAppSender(deps.env);
  const lapor = opts.lapor ?? createLaporClient(deps.env);
  const log = deps.log.child({ component: 'jobs' });
  const taskList: TaskList = {
    [SEND_MAIL_TASK]: async (payload, helpers) => {
      const { id } = payload as { id: string };
      const { attempts, max_attempts } = helpers.job;
      await sendOutboxMail({ db: deps.db, store: deps.store, transport }, id, { number: attempts, last: attempts >= max_attempts });
    },
    // Queued only while WhatsApp is configured; a job left from before it was turned off waits for it to come back.
    [SEND_WHATSAPP_TASK]: async (payload, helpers) => {
      if (!whatsapp) throw new Error('WhatsApp is not configured (WHATSAPP_TOKEN, WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_TEMPLATE_STATUS)');
      const { id } = payload as { id: string };
      const { attempts, max_attempts } = helpers.job;
      await sendWhatsAppMessage({ db: deps.db, sender: whatsapp }, id, { last: attempts >= max_attempts });
    },
    // Queued only while LAPOR! is configured; a job left from before it was turned off waits for it to come back.
    [LAPOR_SUBMIT_TASK]: async (payload, helpers) => {
      if (!lapor) throw new Error('SP4N-LAPOR! is not configured (LAPOR_API_URL, LAPOR_API_TOKEN)');
      const { id } = payload as { id: string };
      const { attempts, max_attempts } = helpers.job;
      const outcome = await sendLaporReport({ db: deps.db, client: lapor, baseUrl: deps.env.baseUrl }, id, {
        last: attempts >= max_attempts,
      });
      if (outcome === 'unauthorised') log.error({ id }, 'SP4N-LAPOR! refused the token; reports wait until it works');
      else if (outcome === 'failed') log.error({ id }, 'SP4N-LAPOR! send failed for good');
    },
    [LAPOR_POLL_TASK]: async () => {
      if (!lapor) return;
      const out = await pollLaporTickets({ db: deps.db, client: lapor, log });
      if (out.written) log.info(out, 'SP4N-LAPOR! answers written into reports');
    },
    [PUBLISH_ARTICLE_TASK]: async (payload) => {
      const { id } = payload as { id: string };
      if (await publishScheduledArticle(deps.db, id)) log.info({ id }, 'scheduled article published');
    },
    [DAILY_DIGEST_TASK]: async () => {
      log.info(await sendDailyDigest(deps, new Date()), 'daily digest');
    },
    [AREA_DIGEST_TASK]: async () => {
      log.info(await sendAreaDigests(deps), 'area alert digests');
    },
    [SHIP_WAL_TASK]: async () => {
      const shipped = await shipWal(deps.env);
      if (shipped) log.debug({ shipped }, 'archived WAL copied to S3');
    },
    // A failed backup is recorded and mailed by runBackup, never retried by the queue: the next night tries again.
    [BACKUP_TASK]: async () => {
      const out = await runBackup(deps, { trigger: 'schedule' });
      if (out.status === 'ok') log.info({ name: out.name, bytes: out.sizeBytes, removed: out.removed.length }, 'backup made');
      else log.error({ error: out.error }, 'backup failed');
    },
  };
  const logger = new QueueLogger(() => (level, message) => {
    if (level === 'error') log.error(message);
    else if (level === 'warning') log.warn(message);
    else if (level === 'info') log.debug(message);
  });

  let stopped = false;
  let current: { runner: Runner; presence: Presence } | null = null;
  let restartTimer: NodeJS.Timeout | undefined;

  /** One graphile-worker pool, seen alive in pg_stat_activity before it takes a job. */
  async function startPool(): Promise<void> {
    const presence = createPresence(deps.pool, log);
    const events: WorkerEvents = new EventEmitter();
    events.on('pool:create', ({ workerPool }) => presence.register(`${PRESENCE_PREFIX}${workerPool.id}`));
    // A stopping pool takes no more jobs: its workers need not wait for the connection (nor fail loudly on it).
    events.on('pool:gracefulShutdown', () => presence.stopGating());
    let runner: Runner;
    try {
      runner = await run({
        pgPool: deps.pool,
        taskList,
        crontab: crontabFor(deps.env),
        concurrency: 2,
        noHandleSignals: true,
        pollInterval: opts.pollInterval ?? 2000,
        logger,
        events,
        // Called before each look for a job: none is taken until the pool is visible to the sweep.
        forbiddenFlags: () => presence.ready(),
        // 0.18 completes and fails jobs unawaited; a refused connection there is an unhandled rejection that
        // ends the process. Batched (even by 0 ms), the failure stops the pool instead, and it is started anew.
        preset: { worker: { completeJobBatchDelay: 0, failJobBatchDelay: 0 } },
      });
    } catch (err) {
      presence.close();
      throw err;
    }
    if (stopped) {
      // stop() came while this pool was starting again.
      await runner.stop().catch(() => {});
      presence.close();
      return;
    }
    current = { runner, presence };
    void runner.promise
      .catch(() => {})
      .then(() => {
        presence.close();
        if (current?.runner === runner) current = null;
        if (stopped) return;
        log.warn('the job queue stopped (database unreachable?); it starts again when the database answers');
        scheduleRestart(RESTART_MS.first);
      });
  }

  function scheduleRestart(wait: number) {
    restartTimer = setTimeout(() => {
      if (stopped) return;
      startPool().then(
        () => log.info('the job queue runs again'),
        () => scheduleRestart(Math.min(wait * 2, RESTART_MS.max)),
      );
    }, wait);
  }

  const absentSince = new Map<string, number>();
  let sweepTimer: NodeJS.Timeout | undefined;
  let sweeping: Promise<void> | undefined;
  async function sweep() {
    try {
      await releaseDeadPools(deps.pool, absentSince, log);
      const { AUTH_SECRET: secret, baseUrl } = deps.env;
      if (secret) {
        const queued = await queueMissedVerifications({ db: deps.db, baseUrl, secret });
        if (queued) log.warn({ queued }, 'verification mails queued for accounts committed without one');
      }
    } catch (err) {
      log.debug({ err }, 'job sweep failed; tried again at the next one');
    }
    if (!stopped) sweepTimer = setTimeout(() => void (sweeping = sweep()), SWEEP_MS);
  }

  await startPool();
  sweeping = sweep();
  return {
    transport,
    stop: async () => {
      stopped = true;
      clearTimeout(restartTimer);
      clearTimeout(sweepTimer);
      await sweeping;
      clearTimeout(sweepTimer);
      const running = current;
      current = null;
      if (running) {
        await running.runner.stop().catch(() => {});
        running.presence.close();
      }
      transport.close();
    },
  };
}

/**
 * Gives back to the queue the jobs of pools that have been missing from pg_stat_activity for
 * DEAD_AFTER_MS: their process died (SIGKILL, a crash) or lost the database, and graphile-worker would
 * otherwise leave the jobs locked for four hours. Missing twice rather than once, so that a live pool
 * reconnecting after a database restart keeps its jobs.
 */
async function releaseDeadPools(pool: pg.Pool, absentSince: Map<string, number>, log: Logger): Promise<void> {
  const { rows } = await pool.query<{ locked_by: string }>(
    `select locked_by from graphile_worker._private_jobs where locked_by is not null
     union
     select locked_by from graphile_worker._private_job_queues where locked_by is not null
     except
     select substr(application_name, $1::int + 1) from pg_stat_activity
      where datname = current_database() and left(application_name, $1::int) = $2`,
    [PRESENCE_PREFIX.length, PRESENCE_PREFIX],
  );
  const now = Date.now();
  const absent = new Set(rows.map((r) => r.locked_by));
  for (const id of absentSince.keys()) if (!absent.has(id)) absentSince.delete(id);
  const dead: string[] = [];
  for (const id of absent) {
    const since = absentSince.get(id);
    if (since === undefined) absentSince.set(id, now);
    else if (now - since >= DEAD_AFTER_MS) dead.push(id);
  }
  if (dead.length === 0) return;
  await pool.query('select graphile_worker.force_unlock_workers($1::text[])', [dead]);
  for (const id of dead) absentSince.delete(id);
  log.warn({ pools: dead }, 'jobs of dead job-queue pools given back to the queue');
}

type Presence = { register: (name: string) => void; ready: () => null | Promise<null>; stopGating: () => void; close: () => void };

/**
 * A connection of its own named after the pool (application_name), held as long as the pool lives:
 * PostgreSQL drops it when the process dies, which is how the other instances know. Reconnects when
 * the database goes away and comes back.
 */
function createPresence(pool: pg.Pool, log: Logger): Presence {
  let name: string | undefined;
  let client: pg.Client | null = null;
  let connected = false;
  let closed = false;
  let gating = true;
  let waiters: (() => void)[] = [];
  let retry: NodeJS.Timeout | undefined;

  function connect() {
    if (closed || !name) return;
    const c = new pg.Client({ ...pool.options, application_name: name });
    client = c;
    const lost = () => {
      if (client !== c) return;
      client = null;
      connected = false;
      c.end().catch(() => {});
      if (!closed) retry = setTimeout(connect, 1000);
    };
    c.on('error', lost);
    c.on('end', lost);
    c.connect().then(
      () => {
        if (client !== c) return;
        connected = true;
        for (const w of waiters.splice(0)) w();
      },
      (err: unknown) => {
        log.debug({ err }, 'job queue presence: no connection yet');
        lost();
      },
    );
  }

  return {
    register(n) {
      name = n;
      connect();
    },
    ready() {
      // Not gating: the pool is stopping, and takes no job whatever this answers.
      if (connected || !gating) return null;
      return new Promise<null>((resolve, reject) => {
        const waiter = () => {
          clearTimeout(timer);
          resolve(null);
        };
        const timer = setTimeout(() => {
          waiters = waiters.filter((w) => w !== waiter);
          reject(new Error('job queue presence not connected'));
        }, 5000);
        waiters.push(waiter);
      });
    },
    stopGating() {
      gating = false;
      for (const w of waiters.splice(0)) w();
    },
    close() {
      closed = true;
      this.stopGating();
      clearTimeout(retry);
      const c = client;
      client = null;
      connected = false;
      c?.end().catch(() => {});
    },
  };
}
