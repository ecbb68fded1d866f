import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Writable } from 'node:stream';
import zlib from 'node:zlib';
import pino from 'pino';
import S3rver from 's3rver';
import pgClient from 'pg';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUCKETS, IMAGE_BUCKET, type StoreBucket } from '../../shared/constants.ts';
import { loadEnv, type Env } from '../env.ts';
import { prepareData, type Prepared } from '../prepare-data.ts';
import { runBackup, type BackupOutcome } from './backup.ts';
import { restoreBackup } from './restore.ts';
import { shipWal } from './wal-ship.ts';

// Issue 37, item 2: the restore drill. A portal with content and files is backed up while it runs,
// its folder wiped (a new, empty DATA_DIR), restored, started again, and compared: every row of every
// table and every stored file (SHA-256), and the secrets that sign its links.
const log = pino({ level: 'silent' });
const dirs: string[] = [];
const tmp = (name: string) => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), `portal-${name}-`));
  dirs.push(d);
  return d;
};
const envFor = (dataDir: string, extra: Record<string, string> = {}): Env =>
  loadEnv({
    DATA_DIR: dataDir,
    SEED_DEMO: '1',
    LOG_LEVEL: 'silent',
    ADMIN_EMAIL: 'admin@example.id',
    ADMIN_PASSWORD: 'sandi-panjang-sekali-37',
    ...extra,
  });

const STORE_BUCKETS: StoreBucket[] = [...BUCKETS, IMAGE_BUCKET];

/** Every table of the portal's schema, row by row (sorted text), as one hash each. */
async function rowsOf(pool: pg.Pool): Promise<Record<string, string>> {
  const { rows: tables } = await pool.query<{ t: string }>(
    `select format('%I.%I', schemaname, tablename) as t from pg_tables where schemaname in ('public', 'drizzle') and tablename <> 'backup_runs' order by 1`,
  );
  const out: Record<string, string> = {};
  for (const { t } of tables) {
    const { rows } = await pool.query<{ n: number; h: string | null }>(
      `select count(*)::int as n, md5(string_agg(x::text, '|' order by x::text)) as h from ${t} x`,
    );
    out[t] = `${rows[0]!.n}:${rows[0]!.h}`;
  }
  return out;
}

async function filesOf(p: Prepared): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const bucket of STORE_BUCKETS) {
    for await (const { key } of p.deps.store.list(bucket)) {
      const o = await p.deps.store.get(bucket, key);
      const chunks: Uint8Array[] = [];
      for await (const c of o!.body) chunks.push(c);
      out[`${bucket}/${key}`] = createHash('sha256').update(Buffer.concat(chunks)).digest('hex');
    }
  }
  return out;
}

async function start(env: Env): Promise<Prepared> {
  return prepareData(env, log, 'http://127.0.0.1:3000');
}

async function stop(p: Prepared): Promise<void> {
  p.deps.outages?.stop();
  await p.deps.changes?.stop();
  await p.pool.end();
  await p.embedded?.stop();
}

/** Waits until PostgreSQL has archived every segment written so far (what a minute of quiet would do). */
async function archiveNow(pool: pg.Pool): Promise<void> {
  const { rows } = await pool.query<{ wal: string }>('select pg_walfile_name(pg_switch_wal()) as wal');
  for (let i = 0; i < 100; i++) {
    const r = await pool.query<{ last: string | null }>('select last_archived_wal as last from pg_stat_archiver');
    if ((r.rows[0]?.last ?? '') >= rows[0]!.wal) return;
    await new Promise((res) => setTimeout(res, 100));
  }
  throw new Error('WAL not archived');
}

// The suite runs against the embedded PostgreSQL, or (PORTAL_TEST_DB=external) against a PostgreSQL server of
// its own: the drill is the one for the database the portal is given.
const external = process.env.PORTAL_TEST_DB === 'external';

if (!external)
  describe('backups that restore (the drill, embedded database)', () => {
    const sourceDir = tmp('source');
    const backupDir = tmp('archives');
    let source: Prepared;
    let before: { rows: Record<string, string>; files: Record<string, string>; secret: string };
    let made: Extract<BackupOutcome, { status: 'ok' }>;
    let afterBackup: { at: Date; later: Date };

    beforeAll(async () => {
      source = await start(envFor(sourceDir, { BACKUP_DIR: backupDir }));
      // Content of its own beside the demo's: a row with text a restore could mangle, and a private file.
      await source.pool.query(`create table if not exists drill (n int primary key, note text)`);
      await source.pool.query(`insert into drill values (1, 'sebelum cadangan: é, 日本, ''kutip''')`);
      await source.deps.store.put('service-documents', 'drill/surat.pdf', Buffer.from('%PDF-1.4 surat uji\n'));
      before = {
        rows: await rowsOf(source.pool),
        files: await filesOf(source),
        secret: fs.readFileSync(path.join(sourceDir, 'auth-secret'), 'utf8'),
      };
      const out = await runBackup({ ...source.deps }, { trigger: 'manual' });
      expect(out.status === 'ok' ? 'ok' : out.error).toBe('ok');
      made = out as typeof made;
      // Work committed after the backup, for the point-in-time restore: one row before the chosen moment, one after.
      await source.pool.query(`insert into drill values (2, 'sesudah cadangan, sebelum titik waktu')`);
      // --until is read to the second: the moment is a whole second away from either commit.
      await new Promise((res) => setTimeout(res, 1100));
      const at = new Date();
      await new Promise((res) => setTimeout(res, 1100));
      await source.pool.query(`insert into drill values (3, 'sesudah titik waktu')`);
      await archiveNow(source.pool);
      afterBackup = { at, later: new Date() };
      await stop(source);
    }, 120_000);

    afterAll(() => {
      for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
    });

    it('writes one archive, whole, and records the run', async () => {
      expect(fs.readdirSync(backupDir).filter((n) => n.endsWith('.tar.gz'))).toEqual([made.name]);
      expect(fs.readdirSync(backupDir).some((n) => n.endsWith('.part'))).toBe(false);
      expect(made.sizeBytes).toBe(fs.statSync(path.join(backupDir, made.name)).size);
      expect(made.name).toMatch(/^portal-\d{4}-\d{2}-\d{2}_\d{2}-\d{2}-\d{2}_WITA\.tar\.gz$/);
    });

    it('restores into an empty DATA_DIR the same portal: every row, every file, the secrets', async () => {
      const target = path.join(tmp('restored'), 'data');
      const result = await restoreBackup(envFor(target), { archive: path.join(backupDir, made.name) });
      expect(result.manifest.files.count).toBe(Object.keys(before.files).length);
      const restored = await start(envFor(target));
      try {
        expect(await rowsOf(restored.pool)).toEqual(before.rows);
        expect(await filesOf(restored)).toEqual(before.files);
        expect(fs.readFileSync(path.join(target, 'auth-secret'), 'utf8')).toBe(before.secret);
        // The work after the backup is not in it.
        const { rows } = await restored.pool.query('select n from drill order by n');
        expect(rows).toEqual([{ n: 1 }]);
      } finally {
        await stop(restored);
      }
    }, 120_000);

    it('--until brings the database to the chosen moment from the archived WAL', async () => {
      const target = path.join(tmp('pitr'), 'data');
      const wita = new Date(afterBackup.at.getTime() + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
      await restoreBackup(envFor(target), { archive: path.join(backupDir, made.name), until: wita, wal: path.join(backupDir, 'wal') });
      const restored = await start(envFor(target));
      try {
        const { rows } = await restored.pool.query('select n from drill order by n');
        expect(rows).toEqual([{ n: 1 }, { n: 2 }]);
      } finally {
        await stop(restored);
      }
    }, 120_000);

    it('refuses a DATA_DIR that is not empty, and changes nothing in it', async () => {
      const target = tmp('busy');
      fs.writeFileSync(path.join(target, 'auth-secret'), 'ada');
      await expect(restoreBackup(envFor(target), { archive: path.join(backupDir, made.name) })).rejects.toThrow(/tidak kosong/);
      expect(fs.readdirSync(target)).toEqual(['auth-secret']);
    });

    it('refuses an altered archive before writing anything, naming the part', async () => {
      // The same archive with one stored file's bytes changed (the manifest left as it was).
      const tar = zlib.gunzipSync(fs.readFileSync(path.join(backupDir, made.name)));
      const at = tar.indexOf('%PDF-1.4 surat uji');
      expect(at).toBeGreaterThan(0);
      tar.write('%PDF-1.4 surat UJI', at);
      const altered = path.join(tmp('altered'), 'altered.tar.gz');
      fs.writeFileSync(altered, zlib.gzipSync(tar));
      const target = path.join(tmp('t1'), 'data');
      await expect(restoreBackup(envFor(target), { archive: altered })).rejects.toThrow(
        'Bagian files/service-documents/drill/surat.pdf tidak cocok dengan checksum SHA-256 di manifest',
      );
      expect(fs.existsSync(target) ? fs.readdirSync(target).filter((n) => n !== 'backups') : []).toEqual([]);
    });

    it('refuses a truncated archive before writing anything', async () => {
      const whole = fs.readFileSync(path.join(backupDir, made.name));
      const cut = path.join(tmp('cut'), 'cut.tar.gz');
      fs.writeFileSync(cut, whole.subarray(0, Math.floor(whole.length / 2)));
      const target = path.join(tmp('t2'), 'data');
      await expect(restoreBackup(envFor(target), { archive: cut })).rejects.toThrow(/terpotong/);
      expect(fs.existsSync(target) ? fs.readdirSync(target).filter((n) => n !== 'backups') : []).toEqual([]);
    });

    it('a disk that fills up: the backup fails cleanly, leaves no half archive, and is recorded as failed', async () => {
      const again = await start(envFor(sourceDir, { BACKUP_DIR: backupDir }));
      try {
        // A full disk, for real: every write to /dev/full fails with ENOSPC.
        const full = (out: Writable): Writable => {
          out.destroy();
          return fs.createWriteStream('/dev/full');
        };
        const out = await runBackup({ ...again.deps }, { trigger: 'schedule', wrapOutput: full });
        expect(out).toMatchObject({ status: 'failed', error: expect.stringContaining('Disk penuh') });
        expect(fs.readdirSync(backupDir).filter((n) => n.endsWith('.tar.gz') || n.endsWith('.part'))).toEqual([made.name]);
        const { rows } = await again.pool.query(`select trigger, status, error from backup_runs order by finished_at desc limit 1`);
        expect(rows[0]).toMatchObject({ trigger: 'schedule', status: 'failed' });
        expect(rows[0].error).toContain('Disk penuh');
        // The super admins hear of it at once.
        const mails = await again.pool.query(`select to_address, subject from outbox_mails where kind = 'backup_failed'`);
        expect(mails.rows).toEqual([{ to_address: 'admin@example.id', subject: expect.stringContaining('Cadangan portal GAGAL') }]);
      } finally {
        await stop(again);
      }
    }, 120_000);

    it('keeps what BACKUP_KEEP_DAILY / _WEEKLY say, and removes the WAL only the removed archives needed', async () => {
      const dir = tmp('retention');
      const again = await start(envFor(sourceDir, { BACKUP_DIR: dir, BACKUP_KEEP_DAILY: '2', BACKUP_KEEP_WEEKLY: '1' }));
      try {
        // Archives of earlier days (names as the portal gives them): 3 days ago twice, 4 days ago, and 20 days ago.
        const old = ['2026-01-10_01-00-00', '2026-01-10_13-00-00', '2026-01-09_01-00-00', '2025-12-24_01-00-00'];
        for (const t of old) fs.writeFileSync(path.join(dir, `portal-${t}_WITA.tar.gz`), 'lama');
        const first = await runBackup({ ...again.deps }, { trigger: 'manual' });
        expect(first.status).toBe('ok');
        // Today and the newest earlier day kept; of the weeks before, the newest archive of one week.
        expect(
          fs
            .readdirSync(dir)
            .filter((n) => n.endsWith('.tar.gz'))
            .sort(),
        ).toEqual([(first as typeof made).name, 'portal-2026-01-10_13-00-00_WITA.tar.gz', 'portal-2026-01-09_01-00-00_WITA.tar.gz'].sort());
        // A second backup the same day replaces the first; the WAL before its start goes with it (the older
        // archives above are stand-ins without WAL of their own: gone first, as if their weeks had passed).
        for (const t of old) fs.rmSync(path.join(dir, `portal-${t}_WITA.tar.gz`), { force: true });
        await new Promise((res) => setTimeout(res, 1100));
        const walDir = path.join(dir, 'wal');
        const before = fs
          .readdirSync(walDir)
          .filter((n) => /^[0-9A-F]{24}\.gz$/.test(n))
          .sort();
        const second = await runBackup({ ...again.deps }, { trigger: 'manual' });
        expect(second).toMatchObject({ status: 'ok', removed: expect.arrayContaining([(first as typeof made).name]) });
        const after = fs
          .readdirSync(walDir)
          .filter((n) => /^[0-9A-F]{24}\.gz$/.test(n))
          .sort();
        expect(after[0]! > before[0]!).toBe(true);
      } finally {
        await stop(again);
      }
    }, 120_000);
  });

if (external)
  describe('backups that restore (the drill, DATABASE_URL with pg_dump)', () => {
    const server = process.env.TEST_DATABASE_URL!;
    const names = [`portal_bk_src_${process.pid}`, `portal_bk_dst_${process.pid}`];
    const urlOf = (name: string) => {
      const u = new URL(server);
      u.pathname = `/${name}`;
      return u.toString();
    };
    const admin = async (sql: string) => {
      const c = new pgClient.Client({ connectionString: server });
      await c.connect();
      try {
        await c.query(sql);
      } finally {
        await c.end();
      }
    };
    const backupDir = tmp('dump-archives');
    let made: Extract<BackupOutcome, { status: 'ok' }>;
    let before: { rows: Record<string, string>; files: Record<string, string> };

    beforeAll(async () => {
      for (const n of names) await admin(`create database ${n}`);
      const source = await start(envFor(tmp('dump-source'), { DATABASE_URL: urlOf(names[0]!), BACKUP_DIR: backupDir }));
      try {
        await source.pool.query(`create table drill (n int primary key, note text)`);
        await source.pool.query(`insert into drill values (1, 'sebelum cadangan: é, ''kutip''')`);
        await source.deps.store.put('service-documents', 'drill/surat.pdf', Buffer.from('%PDF-1.4 surat uji\n'));
        before = { rows: await rowsOf(source.pool), files: await filesOf(source) };
        const out = await runBackup({ ...source.deps }, { trigger: 'manual' });
        expect(out.status === 'ok' ? 'ok' : out.error).toBe('ok');
        made = out as typeof made;
      } finally {
        await stop(source);
      }
    }, 120_000);

    afterAll(async () => {
      for (const n of names) await admin(`drop database if exists ${n} with (force)`);
      for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
    });

    it('restores into an empty database the same portal: every row, every file', async () => {
      const target = tmp('dump-restored');
      const env = envFor(target, { DATABASE_URL: urlOf(names[1]!) });
      const result = await restoreBackup(env, { archive: path.join(backupDir, made.name) });
      expect(result.manifest.database.kind).toBe('dump');
      const restored = await start(env);
      try {
        expect(await rowsOf(restored.pool)).toEqual(before.rows);
        expect(await filesOf(restored)).toEqual(before.files);
      } finally {
        await stop(restored);
      }
    }, 120_000);

    it('refuses a database that is not empty, and an embedded restore with DATABASE_URL set', async () => {
      const env = envFor(tmp('dump-again'), { DATABASE_URL: urlOf(names[0]!) });
      await expect(restoreBackup(env, { archive: path.join(backupDir, made.name) })).rejects.toThrow(
        /Basis data DATABASE_URL tidak kosong/,
      );
      await expect(restoreBackup(env, { archive: path.join(backupDir, made.name), until: '2026-12-01 10:15' })).rejects.toThrow(
        /--until hanya untuk basis data tertanam/,
      );
    });
  });

if (!external)
  describe('backups with the files and the archives in S3', () => {
    const root = tmp('s3');
    let s3server: S3rver;
    let s3: Record<string, string>;
    const sourceDir = tmp('s3-source');
    let made: Extract<BackupOutcome, { status: 'ok' }>;
    let before: { rows: Record<string, string>; files: Record<string, string> };
    let moment: Date;

    beforeAll(async () => {
      // A real S3-protocol server on loopback: the files' bucket, the archives' bucket, and an empty one to restore into.
      s3server = new S3rver({
        port: 0,
        address: '127.0.0.1',
        silent: true,
        directory: path.join(root, 'store'),
        configureBuckets: ['berkas', 'cadangan', 'berkas-baru', 'berkas-pitr'].map((name) => ({ name, configs: [] })),
      });
      const { port } = await s3server.run();
      s3 = {
        S3_ENDPOINT: `http://127.0.0.1:${port}`,
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
        S3_FORCE_PATH_STYLE: '1',
      };
      const source = await start(envFor(sourceDir, { ...s3, STORAGE_URL: 's3://berkas', BACKUP_URL: 's3://cadangan/malam' }));
      try {
        await source.deps.store.put('lab-documents', 'uji/hasil.pdf', Buffer.from('%PDF-1.4 hasil uji\n'));
        await source.pool.query(`create table drill (n int primary key)`);
        before = { rows: await rowsOf(source.pool), files: await filesOf(source) };
        const out = await runBackup({ ...source.deps }, { trigger: 'schedule' });
        expect(out.status === 'ok' ? 'ok' : out.error).toBe('ok');
        made = out as typeof made;
        // Committed after the backup, then shipped by the five-minute job: a row before the moment, one after.
        await source.pool.query(`insert into drill values (2)`);
        await new Promise((res) => setTimeout(res, 1100));
        moment = new Date();
        await new Promise((res) => setTimeout(res, 1100));
        await source.pool.query(`insert into drill values (3)`);
        await archiveNow(source.pool);
        expect(await shipWal(source.deps.env)).toBeGreaterThan(0);
        // The local WAL archive is gone with the disk: what --until replays comes from S3.
        fs.rmSync(path.join(sourceDir, 'backups'), { recursive: true, force: true });
      } finally {
        await stop(source);
      }
    }, 120_000);

    afterAll(async () => {
      await s3server.close();
      fs.rmSync(root, { recursive: true, force: true });
    });

    it('puts the archive in the bucket under its prefix, and restores from there into an empty bucket', async () => {
      expect(made.where).toBe('s3://cadangan/malam/');
      const target = path.join(tmp('s3-restored'), 'data');
      const env = envFor(target, { ...s3, STORAGE_URL: 's3://berkas-baru' });
      const result = await restoreBackup(env, { archive: `s3://cadangan/malam/${made.name}` });
      expect(result.manifest.files).toEqual({ from: 's3', count: Object.keys(before.files).length });
      const restored = await start(env);
      try {
        expect(await rowsOf(restored.pool)).toEqual(before.rows);
        expect(await filesOf(restored)).toEqual(before.files);
      } finally {
        await stop(restored);
      }
    }, 120_000);

    it('--until replays the WAL shipped to S3 beside the archives', async () => {
      const target = path.join(tmp('s3-pitr'), 'data');
      // Another empty bucket: the one above holds the files of the first restore.
      const env = envFor(target, { ...s3, STORAGE_URL: 's3://berkas-pitr' });
      const wita = new Date(moment.getTime() + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
      await restoreBackup(env, { archive: `s3://cadangan/malam/${made.name}`, until: wita });
      const restored = await start(env);
      try {
        const { rows } = await restored.pool.query('select n from drill order by n');
        expect(rows).toEqual([{ n: 2 }]);
      } finally {
        await stop(restored);
      }
    }, 120_000);

    it('refuses a bucket that already holds files', async () => {
      const target = path.join(tmp('s3-busy'), 'data');
      await expect(
        restoreBackup(envFor(target, { ...s3, STORAGE_URL: 's3://berkas' }), { archive: `s3://cadangan/malam/${made.name}` }),
      ).rejects.toThrow(/Penyimpanan s3:\/\/berkas tidak kosong/);
    });
  });
