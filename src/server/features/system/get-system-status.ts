import fs from 'node:fs';
import os from 'node:os';
import { desc, eq, sql } from 'drizzle-orm';
import { SYSTEM_LIMITS, type SystemStatus, type SystemWarning } from '../../../shared/system-schemas.ts';
import { assertCan, type Actor, type Deps } from '../../context.ts';
import { backupRuns, labPayments, outboxMails, systemIncidents } from '../../db/schema.ts';
import { paymentProviderOf } from '../../payments/payment-provider.ts';
import { readLaporHealth } from '../../lapor/tickets.ts';
import { readFigures, type Figures } from '../../metrics/metrics.ts';
import { fromRoot } from '../../root.ts';
import { signingHealth } from '../../signing/index.ts';

const startedAt = new Date(Date.now() - process.uptime() * 1000);
const version = (JSON.parse(fs.readFileSync(fromRoot('package.json'), 'utf8')) as { version: string }).version;

function disk(dir: string): SystemStatus['disk'] {
  try {
    const s = fs.statfsSync(dir);
    const total = s.blocks * s.bsize;
    const free = s.bavail * s.bsize;
    return { path: dir, freeBytes: free, totalBytes: total, usedPercent: total ? Math.round(((total - free) / total) * 1000) / 10 : 0 };
  } catch {
    return null;
  }
}

/** What needs the super admin, from the figures (SYSTEM_LIMITS). */
function warningsOf(s: Omit<SystemStatus, 'warnings'>): SystemWarning[] {
  const w: SystemWarning[] = [];
  if (!s.database.up) w.push('database-down');
  // Without the database, backup_runs cannot be read: "no backup" would be a guess.
  else if (!s.backups.lastAt) w.push('no-backup');
  else if (Date.now() - Date.parse(s.backups.lastAt) > SYSTEM_LIMITS.backupStaleHours * 3600_000) w.push('backup-stale');
  if (s.backups.items[0]?.status === 'failed') w.push('backup-failed');
  if (s.mail.oldestPendingAgeSeconds > SYSTEM_LIMITS.mailStuckMinutes * 60) w.push('mail-stuck');
  if (s.mail.failed > 0) w.push('mail-failed');
  if (s.lapor?.unauthorised) w.push('lapor-unauthorised');
  if (s.lapor?.failed) w.push('lapor-failed');
  if (s.payments?.lastDay) w.push('payment-refused');
  if (s.signing.error) w.push('signing-broken');
  else if (s.signing.validTo && Date.parse(s.signing.validTo) - Date.now() < SYSTEM_LIMITS.certificateDays * 86_400_000)
    w.push('signing-expiring');
  if (s.disk && s.disk.usedPercent >= SYSTEM_LIMITS.diskFullPercent) w.push('disk-full');
  return w;
}

/** The bank's notifications refused in the last 7 days (and the last 24 hours), and the latest one. */
async function readRefusedPayments(db: Deps['db']) {
  const refused = sql`${labPayments.result} = 'ditolak' and ${labPayments.receivedAt} > now() - interval '7 days'`;
  const [counts, latest] = await Promise.all([
    db
      .select({
        forged: sql<number>`count(*) filter (where not ${labPayments.authentic})`.mapWith(Number),
        refused: sql<number>`count(*) filter (where ${labPayments.authentic})`.mapWith(Number),
        lastDay: sql<number>`count(*) filter (where ${labPayments.receivedAt} > now() - interval '1 day')`.mapWith(Number),
      })
      .from(labPayments)
      .where(refused),
    db
      .select({ at: labPayments.receivedAt, channel: labPayments.channel, reason: labPayments.reason, authentic: labPayments.authentic })
      .from(labPayments)
      .where(refused)
      .orderBy(desc(labPayments.receivedAt))
      .limit(1),
  ]);
  const [c] = counts;
  const [l] = latest;
  return {
    forged: c?.forged ?? 0,
    refused: c?.refused ?? 0,
    lastDay: c?.lastDay ?? 0,
    latest: l ? { at: l.at.toISOString(), channel: l.channel, reason: l.reason, forged: !l.authentic } : null,
  };
}

/** Where a backup run went, as far as it got: the folder (or s3://…) and the archive's name. */
function whereOf(location: string | null, name: string | null): string | null {
  if (location && name) return `${location.replace(/\/+$/, '')}/${name}`;
  return location ?? name;
}

/**
 * /admin/sistem (issue 37, item 3): the figures of /metrics in words, with what needs doing. A database that
 * does not answer is shown as such, with what can still be read without it (the disk, the portal).
 */
export async function getSystemStatus({ deps, actor }: { deps: Deps; actor: Actor }): Promise<SystemStatus> {
  assertCan(actor, 'system.view');
  return readSystemStatus(deps);
}

/**
 * How the portal is doing, read without asking who wants to know: for the super admin's page (above) and
 * the morning digest (daily-digest.ts), which no one asks for.
 */
export async function readSystemStatus(deps: Pick<Deps, 'db' | 'pool' | 'env'>): Promise<SystemStatus> {
  const { db, pool, env } = deps;
  const read = async () => {
    const [figures, [info], failed, incidents, backups, lapor, payments] = await Promise.all([
      readFigures(pool),
      db
        .execute<{ version: string; size: string }>(
          sql`select current_setting('server_version') as version, pg_database_size(current_database())::text as size`,
        )
        .then((r) => r.rows),
      db
        .select({
          id: outboxMails.id,
          to: outboxMails.toAddress,
          subject: outboxMails.subject,
          createdAt: outboxMails.createdAt,
          lastError: outboxMails.lastError,
        })
        .from(outboxMails)
        .where(eq(outboxMails.status, 'failed'))
        .orderBy(desc(outboxMails.createdAt))
        .limit(10),
      db
        .select({ startedAt: systemIncidents.startedAt, endedAt: systemIncidents.endedAt, detail: systemIncidents.detail })
        .from(systemIncidents)
        .orderBy(desc(systemIncidents.endedAt))
        .limit(5),
      db
        .select({
          at: backupRuns.finishedAt,
          status: backupRuns.status,
          trigger: backupRuns.trigger,
          sizeBytes: backupRuns.sizeBytes,
          location: backupRuns.location,
          name: backupRuns.name,
          error: backupRuns.error,
        })
        .from(backupRuns)
        .orderBy(desc(backupRuns.finishedAt))
        .limit(SYSTEM_LIMITS.backupsListed),
      readLaporHealth(db, env),
      readRefusedPayments(db),
    ]);
    return { figures, info, failed, incidents, backups, lapor, payments };
  };
  // A database that does not answer is a figure of the page, not its failure.
  const got = await read().catch(() => null);
  const f: Figures = got?.figures ?? { jobs: 0, jobs_age: 0, pending: 0, failed: 0, pending_age: 0, backup_ok_at: 0, backup_failed: 0 };
  const status: Omit<SystemStatus, 'warnings'> = {
    checkedAt: new Date().toISOString(),
    portal: {
      version,
      node: process.versions.node,
      startedAt: startedAt.toISOString(),
      workers: env.WEB_CONCURRENCY ?? os.availableParallelism(),
    },
    database: {
      up: !!got,
      version: got?.info?.version ?? null,
      sizeBytes: got?.info ? Number(got.info.size) : null,
      embedded: !env.DATABASE_URL,
    },
    disk: disk(env.dataDir),
    jobs: { ready: f.jobs, oldestAgeSeconds: Math.round(f.jobs_age) },
    mail: {
      pending: f.pending,
      failed: f.failed,
      oldestPendingAgeSeconds: Math.round(f.pending_age),
      smtp: !!env.SMTP_URL,
      recentFailed: (got?.failed ?? []).map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })),
    },
    backups: {
      // The latest good one may be older than the runs listed: the figure reads all of backup_runs.
      lastAt: f.backup_ok_at ? new Date(f.backup_ok_at * 1000).toISOString() : null,
      items: (got?.backups ?? []).map((b) => ({
        at: b.at.toISOString(),
        status: b.status,
        trigger: b.trigger,
        sizeBytes: b.sizeBytes,
        where: whereOf(b.location, b.name),
        error: b.error,
      })),
    },
    lapor: got?.lapor ?? null,
    payments: got ? { configured: !!paymentProviderOf(env), ...got.payments } : null,
    signing: signingHealth(env),
    incidents: (got?.incidents ?? []).map((i) => ({
      startedAt: i.startedAt.toISOString(),
      endedAt: i.endedAt.toISOString(),
      detail: i.detail,
    })),
  };
  return { ...status, warnings: warningsOf(status) };
}
