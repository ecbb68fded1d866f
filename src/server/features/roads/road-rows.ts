import { and, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { RoadFilters } from '../../../shared/roads-schemas.ts';
import type { RoadItem } from '../../../shared/roads-strings.ts';
import { roadSections } from '../../db/schema.ts';

// What the register's verbs read: a ruas as the admin table shows it, and who answers for it.

/**
 * The name of the instansi answering for a ruas of status `status` in `kabupaten`: one registered for
 * that kabupaten wins over the one for every kabupaten (ADR 068). Raw SQL of the alias `r`.
 */
export const OWNER_NAME_SQL = `(SELECT i.name FROM instansi i
  WHERE i.road_status = r.status AND (i.kabupaten = r.kabupaten OR i.kabupaten IS NULL)
  ORDER BY i.kabupaten IS NULL LIMIT 1)`;

// Written out with its table's name: drizzle writes a column in a select of one table without it, and in
// this subquery a bare "kabupaten" would be the instansi's own (every kabupaten's office would match).
const ownerName = sql<string | null>`(SELECT i.name FROM instansi i
  WHERE i.road_status = "road_sections"."status" AND (i.kabupaten = "road_sections"."kabupaten" OR i.kabupaten IS NULL)
  ORDER BY i.kabupaten IS NULL LIMIT 1)`;

export const roadItemColumns = {
  id: roadSections.id,
  noRuas: roadSections.noRuas,
  name: roadSections.name,
  status: roadSections.status,
  kabupaten: roadSections.kabupaten,
  lengthKm: roadSections.lengthKm,
  surface: roadSections.surface,
  kondisiBaikKm: roadSections.kondisiBaikKm,
  kondisiSedangKm: roadSections.kondisiSedangKm,
  kondisiRusakRinganKm: roadSections.kondisiRusakRinganKm,
  kondisiRusakBeratKm: roadSections.kondisiRusakBeratKm,
  kondisiYear: roadSections.kondisiYear,
  instansi: ownerName,
  updatedAt: roadSections.updatedAt,
};

type ItemRow = Omit<RoadItem, 'updatedAt'> & { updatedAt: Date };
export const toRoadItem = (r: ItemRow): RoadItem => ({ ...r, updatedAt: r.updatedAt.toISOString() });

const escapeLike = (v: string) => v.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The list's and the map's WHERE: no. ruas or nama containing the search, case-insensitive; a status; a kabupaten. */
export function roadWhere(filters: RoadFilters): SQL | undefined {
  const parts: SQL[] = [];
  if (filters.q) {
    const like = `%${escapeLike(filters.q)}%`;
    parts.push(or(ilike(roadSections.noRuas, like), ilike(roadSections.name, like))!);
  }
  if (filters.status) parts.push(eq(roadSections.status, filters.status));
  if (filters.kabupaten) parts.push(eq(roadSections.kabupaten, filters.kabupaten));
  return parts.length ? and(...parts) : undefined;
}
