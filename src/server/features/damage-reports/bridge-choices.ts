import { and, asc, eq, gte, ilike, isNotNull, lte } from 'drizzle-orm';
import { likePattern } from '../../../shared/admin-schemas.ts';
import { BRIDGE_NEAR_METRES, type BridgeChoice } from '../../../shared/damage-report-schemas.ts';
import { distanceMetres } from '../../../shared/sulbar-geo.ts';
import type { Db, Tx } from '../../db/client.ts';
import { bridges as b } from '../../db/schema.ts';

const LIMIT = 10;

/**
 * Bridges a report of type Jembatan may be linked to (issue 15, item 8): those with coordinates within
 * 2 km of the pin, nearest first, and those whose name matches what the reporter typed (a bridge
 * without coordinates is found this way). Public data only: name and place.
 */
export async function bridgeChoices(db: Db, q: { lat?: number; lng?: number; q?: string }): Promise<BridgeChoice[]> {
  const out = new Map<string, BridgeChoice>();
  if (q.lat != null && q.lng != null) {
    const pin = { lat: q.lat, lng: q.lng };
    const dLat = BRIDGE_NEAR_METRES / 111_320;
    const dLng = BRIDGE_NEAR_METRES / (111_320 * Math.cos((q.lat * Math.PI) / 180));
    const rows = await db
      .select({ id: b.id, nama: b.nama, lokasi: b.lokasi, lat: b.latitude, lng: b.longitude })
      .from(b)
      .where(
        and(
          isNotNull(b.latitude),
          gte(b.latitude, q.lat - dLat),
          lte(b.latitude, q.lat + dLat),
          gte(b.longitude, q.lng - dLng),
          lte(b.longitude, q.lng + dLng),
        ),
      )
      .limit(200);
    rows
      .map((r) => ({ id: r.id, nama: r.nama, lokasi: r.lokasi, distance: Math.round(distanceMetres(pin, { lat: r.lat!, lng: r.lng! })) }))
      .filter((r) => r.distance <= BRIDGE_NEAR_METRES)
      .sort((x, y) => x.distance - y.distance)
      .slice(0, LIMIT)
      .forEach((r) => out.set(r.id, r));
  }
  if (q.q) {
    const rows = await db
      .select({ id: b.id, nama: b.nama, lokasi: b.lokasi })
      .from(b)
      .where(ilike(b.nama, likePattern(q.q)))
      .orderBy(asc(b.nama))
      .limit(LIMIT);
    for (const r of rows) if (!out.has(r.id)) out.set(r.id, { ...r, distance: null });
  }
  return [...out.values()];
}

/** The bridge a report names, if it exists (null: none chosen or not a Jembatan report). */
export async function existingBridge(tx: Db | Tx, id: string | null): Promise<{ id: string; nama: string } | null> {
  if (!id) return null;
  const [row] = await tx.select({ id: b.id, nama: b.nama }).from(b).where(eq(b.id, id));
  return row ?? null;
}
