import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client.ts';
import { instansi, roadSections } from '../db/schema.ts';
import { geometryBounds, type LonLat, type RoadGeometry } from '../../shared/roads.ts';

type RoadOver = Partial<Omit<typeof roadSections.$inferInsert, 'geometry'>> & { geometry?: RoadGeometry; line?: LonLat[] };

/**
 * A ruas for a test, with a unique number (tests make their own rows, never the demo seed's). Give it a
 * `line` (positions [lon, lat]) or a whole `geometry`; its bounding box is worked out from it.
 */
export async function insertRoadSection(db: Db, over: RoadOver = {}) {
  const { line, geometry: given, ...rest } = over;
  const geometry: RoadGeometry = given ?? {
    type: 'LineString',
    coordinates: line ?? [
      [118.89, -2.68],
      [118.9, -2.67],
    ],
  };
  const [row] = await db
    .insert(roadSections)
    .values({
      noRuas: `U${randomUUID().slice(0, 8)}`,
      name: `Ruas Uji ${randomUUID().slice(0, 8)}`,
      status: 'Provinsi',
      kabupaten: 'Mamuju',
      ...rest,
      geometry,
      ...geometryBounds(geometry),
    })
    .returning();
  return row!;
}

/** An authority answering for a status of road (in one kabupaten, or every one when `kabupaten` is null). */
export async function insertInstansi(db: Db, over: Partial<typeof instansi.$inferInsert> = {}) {
  const [row] = await db
    .insert(instansi)
    .values({
      name: `Instansi Uji ${randomUUID().slice(0, 8)}`,
      email: `instansi-${randomUUID().slice(0, 8)}@example.test`,
      roadStatus: 'Kabupaten',
      kabupaten: null,
      ...over,
    })
    .returning();
  return row!;
}
