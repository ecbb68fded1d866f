import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { QueryDataEntry } from '../../shared/page-data.ts';
import type { makeAsset } from '../http/static-site.ts';

const VISITOR_CACHE_MAX = 100;

type Asset = ReturnType<typeof makeAsset>;

/**
 * Visitors' pages (no cookie) are the same for everyone given the same data. The data is read
 * for every request (a small query or two), so a new article shows at once; the page is made
 * once per address and data (fetchMethod runs `make`), and visitors arriving meanwhile wait for
 * that one rendering. A rendering that fails is forgotten (the next visitor tries again); one
 * evicted while under way still answers whoever waits for it (ignoreFetchAbort).
 */
export function visitorPageCache() {
  const cache = new LRUCache<string, Asset, () => Promise<Asset>>({
    max: VISITOR_CACHE_MAX,
    ignoreFetchAbort: true,
    fetchMethod: (_key, _stale, { context: make }) => make(),
  });
  /** The page for `address` (what makes it differ for visitors) showing `data`, made by `make` when not kept. */
  return (address: string, data: QueryDataEntry[] | null, make: () => Promise<Asset>): Promise<Asset> => {
    const key = createHash('sha1')
      .update(`${address}\u0000${JSON.stringify(data)}`)
      .digest('base64url');
    // forceFetch: fetch() typed as never resolving undefined (make always answers).
    return cache.forceFetch(key, { context: make });
  };
}
