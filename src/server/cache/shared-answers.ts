import { LRUCache } from 'lru-cache';
import { keepFor, type CacheName } from './changes.ts';

type Entry<T> = { answer: Promise<T>; readAt: number; refreshing: boolean };

/**
 * Answers shared for a short while per database: every request for the same key within `ttlMs` gets
 * the one answer (and those that arrive while it is being read wait for it instead of reading again).
 * A failed read is not kept. With a `name` (changes.ts), a committed write to the tables that name
 * reads drops a database's answers, in every process; without one, only `ttlMs` bounds their age.
 *
 * `refreshAfterMs` (below `ttlMs`): a request for an answer at least that old starts one new read in
 * the background and still gets the answer it has; the new one replaces it when it arrives. Under
 * steady traffic nobody waits for a slow read, and no answer is ever older than `ttlMs` (its age
 * counts from when its read began).
 */
export function sharedAnswers<T extends object | number>(
  ttlMs: number,
  max = 500,
  opts: { refreshAfterMs?: number; name?: CacheName } = {},
) {
  const byDb = new WeakMap<object, LRUCache<string, Entry<T>>>();
  const { refreshAfterMs, name } = opts;

  /** Reads into a new entry, which takes `key` when it succeeds while `replacing` (if any) still holds it. */
  const start = (cache: LRUCache<string, Entry<T>>, key: string, read: () => Promise<T>, replacing?: Entry<T>): Entry<T> => {
    const entry: Entry<T> = { answer: read(), readAt: Date.now(), refreshing: false };
    if (!replacing) cache.set(key, entry);
    entry.answer.then(
      () => {
        // It expires `ttlMs` after its read began, not after it ended.
        if (replacing && cache.get(key) === replacing) cache.set(key, entry, { ttl: Math.max(1, ttlMs - (Date.now() - entry.readAt)) });
      },
      () => {
        if (replacing) replacing.refreshing = false;
        else if (cache.get(key) === entry) cache.delete(key);
      },
    );
    return entry;
  };

  return {
    get(db: object, key: string, read: () => Promise<T>): Promise<T> {
      if (ttlMs <= 0) return read();
      let cache = byDb.get(db);
      if (!cache) {
        const made = (cache = new LRUCache({ max, ttl: ttlMs }));
        byDb.set(db, made);
        if (name) keepFor(db, name, () => made.clear());
      }
      const entry = cache.get(key);
      if (!entry) return start(cache, key, read).answer;
      if (refreshAfterMs !== undefined && !entry.refreshing && Date.now() - entry.readAt >= refreshAfterMs) {
        entry.refreshing = true;
        start(cache, key, read, entry);
      }
      return entry.answer;
    },
  };
}
