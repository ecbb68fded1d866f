import { count, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { keepFor } from '../../cache/changes.ts';
import { isMantap } from '../../../shared/bridge-status.ts';
import type { BridgeFigures, KemantapanRow } from '../../../shared/bridge-public.ts';
import { KONDISI } from '../../../shared/constants.ts';
import { KABUPATEN, type Kabupaten } from '../../../shared/kabupaten.ts';
import type { Db } from '../../db/client.ts';
import { bridges as t } from '../../db/schema.ts';

// The figures read the whole table (tens of ms at 100,000 bridges): computed once a minute, or at
// once after a committed write to the bridges or their inspections (cache/changes.ts).
const FIGURES_FRESH_MS = 60_000;
const figureCaches = new WeakMap<Db, LRUCache<'figures', BridgeFigures>>();

function figuresCache(db: Db) {
  let cache = figureCaches.get(db);
  if (!cache) {
    cache = new LRUCache<'figures', BridgeFigures>({
      max: 1,
      ttl: FIGURES_FRESH_MS,
      allowStale: true,
      noDeleteOnFetchRejection: true,
      ignoreFetchAbort: true,
      fetchMethod: () => readFigures(db),
    });
    figureCaches.set(db, cache);
    keepFor(db, 'bridges', () => figureCaches.get(db)?.clear());
  }
  return cache;
}

export function getBridgeFigures(db: Db): Promise<BridgeFigures> {
  return figuresCache(db).forceFetch('figures');
}

const kemantapan = (kabupaten: Kabupaten | null, total: number, mantap: number): KemantapanRow => ({
  kabupaten,
  total,
  mantap,
  // One decimal, as the office reports it; none without bridges.
  persen: total ? Math.round((mantap / total) * 1000) / 10 : null,
});

/** Counts per kondisi and "kemantapan" per kabupaten and for the province (docs/decisions/031). */
async function readFigures(db: Db): Promise<BridgeFigures> {
  const mantapKondisi = KONDISI.filter(isMantap);
  const rows = await db
    .select({
      kabupaten: t.kabupaten,
      kondisi: t.kondisi,
      n: count(),
      withCoordinates: sql<number>`count(*) filter (where ${t.latitude} is not null)`.mapWith(Number),
    })
    .from(t)
    .groupBy(t.kabupaten, t.kondisi);
  const perKondisi = new Map(KONDISI.map((k) => [k, 0]));
  const perKabupaten = new Map(KABUPATEN.map((k) => [k, { total: 0, mantap: 0 }]));
  let total = 0;
  let mantap = 0;
  let withCoordinates = 0;
  for (const r of rows) {
    total += r.n;
    withCoordinates += r.withCoordinates;
    perKondisi.set(r.kondisi, (perKondisi.get(r.kondisi) ?? 0) + r.n);
    const good = (mantapKondisi as readonly string[]).includes(r.kondisi) ? r.n : 0;
    mantap += good;
    const k = perKabupaten.get(r.kabupaten as Kabupaten);
    if (k) {
      k.total += r.n;
      k.mantap += good;
    }
  }
  return {
    total,
    perKondisi: KONDISI.map((kondisi) => ({ kondisi, n: perKondisi.get(kondisi) ?? 0 })),
    province: kemantapan(null, total, mantap),
    perKabupaten: KABUPATEN.map((k) => kemantapan(k, perKabupaten.get(k)!.total, perKabupaten.get(k)!.mantap)),
    withCoordinates,
  };
}
