// npm run backup [-- --to FOLDER]   (while the portal runs, or not)
// npm run restore -- ARSIP [--until "2026-12-01 10:15"] [--wal FOLDER]   (into an empty DATA_DIR / database)
// README, "Cadangan dan pemulihan"; docs/decisions/058.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ArchiveError } from '../backup/archive.ts';
import { runBackup } from '../backup/backup.ts';
import { BackupError } from '../backup/database-parts.ts';
import { restoreBackup } from '../backup/restore.ts';
import { walArchiveDir } from '../backup/wal.ts';
import { createDb, createPool } from '../db/client.ts';
import { runningDatabaseUrl, startEmbeddedPostgres, type EmbeddedDatabase } from '../db/embedded.ts';
import { EmbeddedStartError } from '../db/postgres-server.ts';
import { loadEnv } from '../env.ts';
import { createStore } from '../storage/create-store.ts';

const USAGE = `Pemakaian:
  npm run backup  [-- --to FOLDER]
  npm run restore -- ARSIP [--until "YYYY-MM-DD HH:MM"] [--wal FOLDER]
ARSIP: berkas portal-…_WITA.tar.gz, atau s3://bucket/kunci. --until: waktu WITA.`;

const [command, ...rest] = process.argv.slice(2);
const { positionals, values } = parseArgs({
  args: rest,
  allowPositionals: true,
  options: { to: { type: 'string' }, until: { type: 'string' }, wal: { type: 'string' } },
});
const env = loadEnv();

const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;

async function backup(): Promise<number> {
  let embedded: EmbeddedDatabase | undefined;
  let url = env.DATABASE_URL ?? runningDatabaseUrl(env.dataDir);
  if (!url) {
    // The portal is not running: its database is started for the backup, archiving as the portal does.
    embedded = await startEmbeddedPostgres(
      env.dataDir,
      { info: () => {}, warn: (m) => console.error(m) },
      { walArchiveDir: walArchiveDir(env) },
    );
    url = embedded.url;
  }
  const pool = createPool(url, 2);
  try {
    const out = await runBackup(
      { env, db: createDb(pool), pool, store: await createStore(env) },
      { trigger: 'manual', to: values.to && path.resolve(values.to) },
    );
    if (out.status === 'failed') {
      console.error(out.error);
      return 1;
    }
    console.log(`Cadangan selesai: ${path.join(out.where, out.name)} (${mb(out.sizeBytes)}).`);
    return 0;
  } finally {
    await pool.end();
    await embedded?.stop();
  }
}

async function restore(): Promise<number> {
  const archive = positionals[0];
  if (!archive) {
    console.error(USAGE);
    return 64;
  }
  const result = await restoreBackup(env, { archive, until: values.until, wal: values.wal });
  const { manifest } = result;
  console.log(
    `Pemulihan selesai ke ${result.target}: cadangan ${manifest.createdAt} (portal ${manifest.portal.version}, ${manifest.files.count} berkas)` +
      (result.recoveredTo ? `, basis data sampai ${result.recoveredTo}` : '') +
      '. Jalankan `npm start`.',
  );
  return 0;
}

try {
  process.exitCode = command === 'backup' ? await backup() : command === 'restore' ? await restore() : (console.error(USAGE), 64);
} catch (err) {
  // Our refusals are sentences for the office: no stack.
  if (err instanceof ArchiveError || err instanceof BackupError || err instanceof EmbeddedStartError) console.error(err.message);
  else console.error(`Gagal: ${(err as Error).message}`);
  process.exitCode = 1;
}
process.exit(process.exitCode);
