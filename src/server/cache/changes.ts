import pg from 'pg';
import type { Logger } from 'pino';

/**
 * The one way an in-process cache learns that what it keeps is out of date (issue 36, item 3;
 * docs/decisions/054): a committed write to a table it reads.
 *
 * - Every process, every instance: a trigger on each table below (migration 0026) sends
 *   `NOTIFY portal_cache, '<table>'` as the write commits; listenForChanges() (one connection per
 *   process) hears it and forgets every cache named for that table, within milliseconds.
 * - The process that wrote, before it answers: after every request that may write (POST, PUT, PATCH,
 *   DELETE), app.ts waits for caughtUp(), a notification of its own that arrives after those of every
 *   transaction committed before it. So whoever made a change never reads the old answer after it.
 *
 * A cache says which tables it reads when it registers (keepFor); nobody forgets a cache by hand.
 * While the listening connection is down (the database went away), notifications are lost: every
 * cache of that database is forgotten when it comes back, and until then the caches' own lifetimes
 * bound what they serve.
 */
/** The tables migration 0026 (and 0034, 0046) watches: a new one needs its trigger there. */
type CachedTable =
  | 'damage_reports'
  | 'damage_report_photos'
  | 'damage_report_supporters'
  | 'service_requests'
  | 'status_changes'
  | 'bridges'
  | 'bridge_photos'
  | 'inspections'
  | 'inspection_photos'
  | 'sessions'
  | 'users'
  | 'road_sections'
  | 'instansi'
  | 'articles'
  | 'images'
  | 'profiles';

/** The caches, by name: what each keeps and the tables whose writes make it out of date. */
const CACHES = {
  /** The public damage-report list and its capped totals (/laporan, /api/laporan). */
  'public-reports': ['damage_reports', 'damage_report_photos', 'damage_report_supporters', 'service_requests', 'status_changes'],
  /** Open311's requests.json answers. */
  open311: ['damage_reports', 'damage_report_photos', 'service_requests', 'status_changes'],
  /** The public bridge list and its totals, the figures (/api/jembatan/angka), the open data's validator. */
  bridges: ['bridges', 'bridge_photos', 'inspections', 'inspection_photos'],
  /** Sessions better-auth has just confirmed (session-cache.ts): a sign-out or password reset counts on every process. */
  sessions: ['sessions', 'users'],
  /** Issue 39: the nearest-ruas index (src/server/roads/) and who owns each status of road in each kabupaten. */
  roads: ['road_sections', 'instansi'],
  /** Issue 41: the public news pages (/berita, /api/news): the articles, their covers' sizes, the bylines' names (profiles: only a name changed). */
  news: ['articles', 'images', 'profiles'],
} as const satisfies Record<string, readonly CachedTable[]>;
export type CacheName = keyof typeof CACHES;

/** The caches of one database handle (tests run several apps in one process), or of the process. */
type Owner = object;
/** Caches that belong to the process rather than to a database handle (the confirmed sessions). */
export const PROCESS: Owner = Object.freeze({ name: 'process' });

const forgets = new WeakMap<Owner, Map<CacheName, Set<() => void>>>();

/**
 * Registers a cache's `forget` under its name for `owner` (the database handle it reads from, or
 * PROCESS). Called once when the cache is made; a second call with the same function is a no-op.
 */
export function keepFor(owner: Owner, name: CacheName, forget: () => void): void {
  let byName = forgets.get(owner);
  if (!byName) forgets.set(owner, (byName = new Map()));
  let set = byName.get(name);
  if (!set) byName.set(name, (set = new Set()));
  set.add(forget);
}

const namesOf = (tables: readonly string[]) =>
  (Object.keys(CACHES) as CacheName[]).filter((name) => CACHES[name].some((t) => tables.includes(t)));

function forgetNames(owner: Owner, names: readonly CacheName[]): void {
  const byName = forgets.get(owner);
  for (const name of names) for (const forget of byName?.get(name) ?? []) forget();
  if (owner !== PROCESS) forgetNames(PROCESS, names);
}

/** What the notified tables fed is forgotten (the listener's own step; also for tests of a cache). */
export function tablesChanged(db: Owner, tables: readonly string[]): void {
  forgetNames(db, namesOf(tables));
}

/** Forgets every cache of `owner` (and the process's): after the listening connection was lost. */
function forgetEverything(owner: Owner): void {
  forgetNames(owner, Object.keys(CACHES) as CacheName[]);
}

const CHANNEL = 'portal_cache';
const SYNC = 'sync:';
const RETRY_FIRST_MS = 250;
const RETRY_MAX_MS = 5_000;
/** How long caughtUp() waits for its own notification before it lets the answer go (a slow database). */
const CATCH_UP_MS = 1_000;

export type ChangeListener = {
  /** Resolves once the first LISTEN is in place (or at once when it cannot be yet: it keeps trying). */
  ready: Promise<void>;
  /** Whether the listening connection is up now (for the health page). */
  listening: () => boolean;
  /**
   * Resolves once this process has heard every change committed before the call: the listening
   * connection sends a notification of its own and waits for it (PostgreSQL delivers notifications
   * in commit order, to the sender too). Calls made before that notification is sent share it, so a
   * burst of writes costs one round trip, and requests never wait for the pool. At once when not
   * listening; at most CATCH_UP_MS.
   */
  caughtUp: () => Promise<void>;
  stop: () => Promise<void>;
};

/**
 * Holds one connection (outside the pool, so requests never wait for it) with `LISTEN portal_cache`,
 * and forgets the caches of `db` that each notified table fed. A lost connection is made again, with
 * a growing pause, for as long as the process runs; on its return every cache of `db` is forgotten,
 * since writes made meanwhile were not heard.
 */
export function listenForChanges(db: Owner, connectionString: string, log: Logger): ChangeListener {
  let client: pg.Client | undefined;
  let stopped = false;
  let lost = false;
  let pause = RETRY_FIRST_MS;
  let timer: NodeJS.Timeout | undefined;
  let firstReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => (firstReady = resolve));
  const waiting = new Map<string, () => void>();
  let token = 0;
  const releaseAll = () => {
    for (const release of waiting.values()) release();
    waiting.clear();
  };
  // The sync not yet sent, which callers may still join.
  let next: Promise<void> | undefined;
  const sync = (c: pg.Client): Promise<void> =>
    new Promise<void>((resolve) => {
      const payload = `${SYNC}${process.pid}:${++token}`;
      const timer = setTimeout(done, CATCH_UP_MS);
      function done() {
        clearTimeout(timer);
        waiting.delete(payload);
        resolve();
      }
      waiting.set(payload, done);
      // Sent on the next turn, with everyone who asked meanwhile: each of them committed before it.
      setImmediate(() => {
        next = undefined;
        // A lost connection releases the waiters ('end'); an error here lets the answer go.
        c.query('SELECT pg_notify($1, $2)', [CHANNEL, payload]).catch(done);
      });
    });

  const again = () => {
    if (stopped || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      void connect();
    }, pause);
    timer.unref();
    pause = Math.min(pause * 2, RETRY_MAX_MS);
  };

  const connect = async () => {
    const c = new pg.Client({ connectionString, connectionTimeoutMillis: 3_000, keepAlive: true });
    c.on('error', () => {}); // followed by 'end', which tries again
    c.on('notification', (n) => {
      if (n.channel !== CHANNEL || !n.payload) return;
      if (n.payload.startsWith(SYNC))
        waiting.get(n.payload)?.(); // another process's are not ours
      else forgetNames(db, namesOf([n.payload]));
    });
    c.on('end', () => {
      if (client !== c) return;
      client = undefined;
      releaseAll();
      if (!stopped) {
        lost = true;
        log.warn('cache change listener lost its database connection; reconnecting');
        again();
      }
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${CHANNEL}`);
    } catch {
      await c.end().catch(() => {});
      lost = true; // what is read until it listens was not watched
      firstReady(); // the start does not wait for a database that is away
      again();
      return;
    }
    if (stopped) {
      await c.end().catch(() => {});
      return;
    }
    client = c;
    pause = RETRY_FIRST_MS;
    if (lost) {
      lost = false;
      forgetEverything(db);
      log.info('cache change listener connected again; caches forgotten');
    }
    firstReady();
  };

  void connect();
  return {
    ready,
    listening: () => client !== undefined,
    caughtUp: () => {
      if (!client) return Promise.resolve();
      return (next ??= sync(client));
    },
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      const c = client;
      client = undefined;
      releaseAll();
      await c?.end().catch(() => {});
      firstReady();
    },
  };
}
