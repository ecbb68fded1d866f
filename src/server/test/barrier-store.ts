import type { BlobStore } from '../storage/blob-store.ts';

/**
 * A store whose uploads all wait until `parties` of them have started: two submissions sent
 * together have then both looked for their Idempotency-Key before either writes its row, so the
 * unique index, not the first lookup, has to decide between them.
 */
export function barrierStore(real: BlobStore, parties: number): BlobStore {
  let arrived = 0;
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  return {
    get: (bucket, key) => real.get(bucket, key),
    delete: (bucket, key) => real.delete(bucket, key),
    list: (bucket) => real.list(bucket),
    put: async (bucket, key, data) => {
      if (++arrived === parties) open();
      await gate;
      return real.put(bucket, key, data);
    },
  };
}
