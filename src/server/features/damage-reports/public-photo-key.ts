import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { damageReportPhotos as p, damageReports as d } from '../../db/schema.ts';

/** Where a public, unredacted photo is stored; null for anything else (a 404, whatever the reason). */
export async function publicPhotoKey(db: Db, photoId: string): Promise<string | null> {
  const [row] = await db
    .select({ url: p.url })
    .from(p)
    .innerJoin(d, eq(d.requestId, p.requestId))
    // A photo sent with "belum diperbaiki" is for staff only.
    .where(and(eq(p.id, photoId), isNull(p.redactedAt), inArray(p.kind, ['laporan', 'sesudah']), eq(d.visibility, 'publik')))
    .limit(1);
  const prefix = '/files/damage-photos/';
  return row?.url.startsWith(prefix) ? row.url.slice(prefix.length) : null;
}
