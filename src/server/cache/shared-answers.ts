import { LRUCache } from 'lru-cache';

/**
 * Answers shared for a short while per database: every request for the same key within `ttlMs` gets
 * the one answer (and those that arrive while it is being read wait for it instead of reading again).
 * A failed read is not kept. `forget` drops a database's answers at once (after a write in this process).
 */
export function sharedAnswers<T extends object | number>(ttlMs: number, max = 500) {
  const byDb = new WeakMap<object, LRUCache<string, Promise<T>>>();
  return {
    get(db: object, key: string, read: () => Promise<T>): Promise<T> {
      if (ttlMs <= 0) return read();
      let cache = byDb.get(db);
      if (!cache) byDb.set(db, (cache = new LRUCache({ max, ttl: ttlMs })));
      let answer = cache.get(key);
      if (!answer) {
        answer = read();
        cache.set(key, answer);
        const own = cache;
        answer.catch(() => own.delete(key));
      }
      return answer;
    },
    forget(db: object) {
      byDb.get(db)?.clear();
    },
  };
}
