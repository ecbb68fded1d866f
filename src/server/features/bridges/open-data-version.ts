import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { keepFor } from '../../cache/changes.ts';

// The validator of the open-data files (docs/decisions/032-bridge-open-data.md): what the ETag and
// Last-Modified are made of, read with a few aggregates instead of the 100,000 rows.

export type OpenDataVersion = {
  bridges: number;
  /** Bridges with both coordinates: the GeoJSON's features. */
  located: number;
  inspections: number;
  /** The newest write to the data: a bridge saved, an inspection written, a bridge deleted. */
  lastModified: Date | null;
  /** Differs whenever any file's content can differ. */
  hash: string;
};

// Counts catch a deletion, which leaves no newer timestamp in either table; the time of the latest
// "bridge.delete" audit row (written in the delete's transaction) moves Last-Modified for clients
// that send only If-Modified-Since. That lookup walks the audit index back only as far as the newest
// bridge or inspection write.
const VERSION_SQL = sql`
  WITH b AS (SELECT count(*)::int AS n,
                    count(*) FILTER (WHERE latitude IS NOT NULL AND longitude IS NOT NULL)::int AS located,
                    max(updated_at) AS at FROM bridges),
       i AS (SELECT count(*)::int AS n, max(created_at) AS at FROM inspections),
       d AS (SELECT (SELECT a.at FROM audit_log a
                      WHERE a.action = 'bridge.delete' AND a.at > coalesce(greatest(b.at, i.at), '-infinity')
                      ORDER BY a.at DESC LIMIT 1) AS at FROM b, i)
  SELECT b.n AS bridges, b.located, i.n AS inspections,
         concat_ws('|', coalesce(b.at::text, '-'), coalesce(i.at::text, '-'), coalesce(d.at::text, '-')) AS stamp,
         (extract(epoch FROM greatest(b.at, i.at, d.at)) * 1000)::float8 AS modified_ms
  FROM b, i, d`;

type VersionRow = { bridges: number; located: number; inspections: number; stamp: string; modified_ms: number | null };

// Bumped when the files' format changes, so that a deployment does not answer 304 to a stale copy.
// 2: every text cell quoted and guarded at each separator (issue 33, item 6; ADR 047).
const FORMAT_VERSION = '2';

async function readVersion(db: Db): Promise<OpenDataVersion> {
  const { rows } = await db.execute<VersionRow>(VERSION_SQL);
  const r = rows[0]!;
  // The timestamps as text keep their microseconds: two saves within one millisecond give two tags.
  const raw = [FORMAT_VERSION, r.bridges, r.located, r.inspections, r.stamp].join('|');
  const hash = createHash('sha256').update(raw).digest('base64url').slice(0, 22);
  const lastModified = r.modified_ms === null ? null : new Date(r.modified_ms);
  return { bridges: r.bridges, located: r.located, inspections: r.inspections, lastModified, hash };
}

// A burst of revalidations (every client of a map polling, a crawler) costs one read per
// FRESH_MS instead of one per request. Past that, the known version is still answered for up to
// STALE_MS while one request reads the next in the background, so the crowd never waits on the
// aggregates. A committed write to the bridges or their inspections forgets it on every process
// (cache/changes.ts), and the next request waits for a fresh read; FRESH_MS only bounds what the
// clock changes and a change made while the listener was away.
const FRESH_MS = 30_000;
const STALE_MS = 60_000;
let freshMs = FRESH_MS;

type Entry = { at: number; version: Promise<OpenDataVersion>; known?: OpenDataVersion; refreshing?: boolean };
const entries = new WeakMap<Db, Entry>();
const watched = new WeakSet<Db>();

function read(db: Db, at: number): Entry {
  const entry: Entry = { at, version: readVersion(db) };
  entry.version.then(
    (v) => (entry.known = v),
    () => {},
  );
  return entry;
}

/** The current validator, read at most about once a second per process (shared by concurrent requests). */
export function openDataVersion(db: Db): Promise<OpenDataVersion> {
  if (!watched.has(db)) {
    watched.add(db);
    keepFor(db, 'bridges', () => entries.delete(db));
  }
  const now = Date.now();
  const cached = entries.get(db);
  if (freshMs <= 0) return readVersion(db);
  if (cached && now - cached.at < freshMs) return cached.version;
  if (cached?.known && now - cached.at < STALE_MS) {
    if (!cached.refreshing) {
      cached.refreshing = true;
      const next = read(db, now);
      next.version.then(
        // Only if nothing was written meanwhile: a forgotten entry stays forgotten.
        () => entries.get(db) === cached && entries.set(db, next),
        () => (cached.refreshing = false),
      );
    }
    return cached.version;
  }
  const entry = read(db, now);
  entries.set(db, entry);
  // A failed read is not kept: the next request tries again.
  entry.version.catch(() => entries.get(db) === entry && entries.delete(db));
  return entry.version;
}

/** For `npm run bench`, which also measures the conditional GET with every request reading the aggregates. */
export function setOpenDataVersionCacheMs(db: Db, ms: number): void {
  freshMs = ms;
  entries.delete(db);
}
