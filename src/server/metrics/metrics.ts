// What the portal measures of itself, for Prometheus (`/metrics`, issue 37 item 3): requests by route and
// status with their duration, the PostgreSQL pool, the job queue, the mail outbox, the backups, and Node's own figures
// (event-loop lag, memory). One registry per process; with several workers the primary gathers them all
// into one answer (answerFromWorkers), so a scrape of any worker shows the whole portal.
import cluster, { type Worker } from 'node:cluster';
import { AggregatorRegistry, collectDefaultMetrics, Gauge, Histogram, Registry, type PrometheusContentType } from 'prom-client';
import type { Pool } from 'pg';

const registry = new Registry();
collectDefaultMetrics({ register: registry });

const requestDuration = new Histogram({
  name: 'portal_http_request_duration_seconds',
  help: 'HTTP requests by method, route (as registered, e.g. /api/laporan/:code) and status, and how long each took.',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

/** One answered request; `route` is the route's pattern, never the path a client typed (bounded labels). */
export function observeRequest(method: string, route: string, status: number, seconds: number): void {
  requestDuration.observe({ method, route: route || 'tidak dikenal', status: String(status) }, seconds);
}

/** The pool and the database whose figures each scrape reads (the latest given; one per process). */
let source: Pool | null = null;

/** Reads the pool's use and, with one query, the job queue and the outbox on every scrape. */
export function watchDatabase(pool: Pool): void {
  source = pool;
}

// Figures of the database are the same whichever worker reads them: the highest, not the sum.
const fromDatabase = { registers: [registry], aggregator: 'max' as const };

new Gauge({
  name: 'portal_db_pool_connections',
  help: 'Connections of the PostgreSQL pool: open (total), idle, and requests waiting for one.',
  labelNames: ['state'] as const,
  registers: [registry],
  collect() {
    if (!source) return;
    this.set({ state: 'total' }, source.totalCount);
    this.set({ state: 'idle' }, source.idleCount);
    this.set({ state: 'waiting' }, source.waitingCount);
  },
});

const databaseUp = new Gauge({ name: 'portal_database_up', help: '1 when PostgreSQL answered this scrape, else 0.', ...fromDatabase });
const jobsReady = new Gauge({ name: 'portal_jobs_ready', help: 'Jobs due to run and not yet taken (the queue depth).', ...fromDatabase });
const jobsOldest = new Gauge({
  name: 'portal_jobs_oldest_ready_age_seconds',
  help: 'How long the oldest job due to run has waited (0 with none).',
  ...fromDatabase,
});
const outbox = new Gauge({
  name: 'portal_outbox_mails',
  help: 'Mails in the outbox by status: pending (not yet sent) and failed (given up after every try).',
  labelNames: ['status'] as const,
  ...fromDatabase,
});
const outboxOldest = new Gauge({
  name: 'portal_outbox_oldest_pending_age_seconds',
  help: 'How long the oldest mail not yet sent has waited (0 with none).',
  ...fromDatabase,
});

const backupLastSuccess = new Gauge({
  name: 'portal_backup_last_success_timestamp_seconds',
  help: 'When the latest successful backup ended, in Unix seconds (0 with none): alert when it is older than a day and a bit.',
  ...fromDatabase,
});
const backupLastFailed = new Gauge({
  name: 'portal_backup_last_run_failed',
  help: '1 when the latest backup run failed, else 0.',
  ...fromDatabase,
});

export type Figures = {
  jobs: number;
  jobs_age: number;
  pending: number;
  failed: number;
  pending_age: number;
  /** The latest successful backup's end in Unix seconds, 0 with none. */
  backup_ok_at: number;
  /** 1 when the latest backup run failed. */
  backup_failed: number;
};

// One statement for every figure of the database; the job queue's table exists once graphile-worker has run.
const FIGURES_SQL = `
  select coalesce(j.n, 0)::int as jobs, coalesce(j.age, 0)::float8 as jobs_age,
         o.pending::int as pending, o.failed::int as failed, coalesce(o.age, 0)::float8 as pending_age,
         coalesce(b.ok_at, 0)::float8 as backup_ok_at, coalesce(b.failed, 0)::int as backup_failed
  from (select count(*) filter (where status = 'pending') as pending,
               count(*) filter (where status = 'failed') as failed,
               extract(epoch from now() - min(created_at) filter (where status = 'pending')) as age
        from outbox_mails) o
  cross join (select (select extract(epoch from max(finished_at)) from backup_runs where status = 'ok') as ok_at,
                     (select (status = 'failed')::int from backup_runs order by finished_at desc limit 1) as failed) b
  left join (select count(*) as n, extract(epoch from now() - min(run_at)) as age
             from graphile_worker._private_jobs
             where run_at <= now() and locked_at is null and attempts < max_attempts) j on true`;

/** The job queue's, the outbox's and the backups' figures, in one statement (also for /admin/sistem). */
export async function readFigures(pool: Pool): Promise<Figures> {
  const { rows } = await pool.query<Figures>(FIGURES_SQL);
  return rows[0]!;
}

/** Reads the database's figures into their gauges; a database that does not answer is `portal_database_up 0`. */
async function readDatabase(): Promise<void> {
  if (!source) return;
  try {
    const f = await readFigures(source);
    jobsReady.set(f.jobs);
    jobsOldest.set(f.jobs_age);
    outbox.set({ status: 'pending' }, f.pending);
    outbox.set({ status: 'failed' }, f.failed);
    outboxOldest.set(f.pending_age);
    backupLastSuccess.set(f.backup_ok_at);
    backupLastFailed.set(f.backup_failed);
    databaseUp.set(1);
  } catch {
    databaseUp.set(0);
  }
}

// One read of the database per scrape, before the registry is read.
const metricsOf = registry.metrics.bind(registry);
registry.metrics = async () => {
  await readDatabase();
  return metricsOf();
};
const jsonOf = registry.getMetricsAsJSON.bind(registry);
registry.getMetricsAsJSON = async () => {
  await readDatabase();
  return jsonOf();
};

type MetricsAsk = { portal: 'metrics'; id: number };
type MetricsAnswer = { portal: 'metrics'; id: number; text?: string; error?: string };

let aggregator: AggregatorRegistry<PrometheusContentType> | undefined;

/** In a worker: answers the primary's gathering of every worker's figures (prom-client's cluster protocol). */
export function joinCluster(): void {
  AggregatorRegistry.setRegistries([registry]);
  aggregator ??= new AggregatorRegistry();
}

/** In the primary: a worker asked for the whole portal's figures; every worker's are gathered and sent back. */
export function answerFromWorkers(worker: Worker, message: unknown): void {
  const ask = message as Partial<MetricsAsk> | null;
  if (ask?.portal !== 'metrics' || typeof ask.id !== 'number') return;
  const id = ask.id;
  aggregator ??= new AggregatorRegistry();
  aggregator.clusterMetrics().then(
    (text) => worker.send({ portal: 'metrics', id, text } satisfies MetricsAnswer),
    (err: Error) => worker.send({ portal: 'metrics', id, error: err.message } satisfies MetricsAnswer),
  );
}

let asked = 0;

/** The figures in Prometheus' text format: this process's, or, in a worker, every worker's through the primary. */
export async function metricsText(): Promise<string> {
  if (!cluster.isWorker || !process.send) return registry.metrics();
  const id = ++asked;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => done({ portal: 'metrics', id, error: 'tidak ada jawaban dari proses utama' }), 6000);
    const done = (answer: MetricsAnswer) => {
      clearTimeout(timer);
      process.off('message', onMessage);
      if (answer.text !== undefined) resolve(answer.text);
      else reject(new Error(answer.error));
    };
    const onMessage = (m: unknown) => {
      const answer = m as Partial<MetricsAnswer> | null;
      if (answer?.portal === 'metrics' && answer.id === id && ('text' in answer || 'error' in answer)) done(answer as MetricsAnswer);
    };
    process.on('message', onMessage);
    process.send!({ portal: 'metrics', id } satisfies MetricsAsk);
  });
}

export const METRICS_CONTENT_TYPE = registry.contentType;
