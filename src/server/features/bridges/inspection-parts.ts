import { desc, eq, sql } from 'drizzle-orm';
import { UUID_PATTERN } from '../../../shared/admin-schemas.ts';
import { kondisiFromNk, type NilaiKondisi } from '../../../shared/bridge-bms.ts';
import { dateBeforeBuilt, inspectionDateOf, type InspectionInput } from '../../../shared/bridge-inspection-schemas.ts';
import { BRIDGE_INSPECTIONS } from '../../../shared/bridge-inspection-strings.ts';
import type { Kondisi } from '../../../shared/constants.ts';
import { LAYANAN_BRIDGES } from '../../../shared/layanan-bridges-strings.ts';
import type { Deps } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { bridges, inspections } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { prepareImage, type PreparedImage } from '../../images/store-image.ts';

// What the inspection verbs (and the bridge's photos, bridge-photos.ts) share.

export const T = BRIDGE_INSPECTIONS;

export const bridgeNotFound = () => new AppError('NOT_FOUND', LAYANAN_BRIDGES.notFound);
export const inspectionNotFound = () => new AppError('NOT_FOUND', T.notFound);

/** Locks the bridge for the change: two staff writing inspections of one bridge at once take turns, so "the latest" is one. */
export async function lockBridge(tx: Tx, id: string) {
  if (!UUID_PATTERN.test(id)) throw bridgeNotFound();
  const [bridge] = await tx.select().from(bridges).where(eq(bridges.id, id)).for('update');
  if (!bridge) throw bridgeNotFound();
  return bridge;
}

/**
 * ADR 031: the bridge's kondisi is its latest inspection's (by date, then by when it was written).
 * With no inspection left the kondisi staff typed stays. Returns the bridge's kondisi afterwards.
 */
export async function applyLatestKondisi(tx: Tx, bridgeId: string): Promise<Kondisi> {
  const [latest] = await tx
    .select({ nk: inspections.nilaiKondisi, kondisi: inspections.kondisi })
    .from(inspections)
    .where(eq(inspections.bridgeId, bridgeId))
    .orderBy(desc(inspections.inspectedAt), desc(inspections.createdAt))
    .limit(1);
  const kondisi = latest ? (latest.nk != null ? kondisiFromNk(latest.nk as NilaiKondisi) : latest.kondisi) : undefined;
  const [row] = await tx
    .update(bridges)
    .set({ ...(kondisi ? { kondisi } : {}), updatedAt: sql`now()` })
    .where(eq(bridges.id, bridgeId))
    .returning({ kondisi: bridges.kondisi });
  return row!.kondisi;
}

/** Noon in West Sulawesi (WITA): the day stays the same read in any time zone from UTC−4 to UTC+12. */
const storedDate = (day: string) => new Date(`${day}T12:00:00+08:00`);

export const inspectionValues = (input: InspectionInput) => ({
  inspectedAt: storedDate(input.inspectedAt),
  jenis: input.jenis,
  inspector: input.inspector,
  nilaiKondisi: input.nilaiKondisi,
  // The inspection's own kondisi: what its score gives (ADR 031).
  kondisi: kondisiFromNk(input.nilaiKondisi),
  nkBangunanAtas: input.bangunanAtas,
  nkBangunanBawah: input.bangunanBawah,
  nkFondasi: input.fondasi,
  nkLantai: input.lantai,
  nkSandaran: input.sandaran,
  notes: input.notes,
});

export function checkDate(input: InspectionInput, tahunBangun: number) {
  const message = dateBeforeBuilt(input.inspectedAt, tahunBangun);
  if (message) throw new AppError('VALIDATION', message, { title: T.incompleteTitle, fields: { inspectedAt: message } });
}

/** The photos sent with a form: empty parts (no file chosen) left out; at most `max`. */
export function photosOf(files: File[] | undefined, max: number, tooMany: string): File[] {
  const list = (files ?? []).filter((f) => f.size > 0);
  if (list.length > max) throw new AppError('VALIDATION', tooMany, { fields: { foto: tooMany } });
  return list;
}

/** Every photo checked and re-encoded before anything is stored: one bad file and none is kept (413/415). */
export async function prepareAll(deps: Pick<Deps, 'log'>, files: File[]): Promise<PreparedImage[]> {
  const prepared: PreparedImage[] = [];
  for (const file of files) prepared.push(await prepareImage(deps, file, 'bridge', T.photoKind));
  return prepared;
}

export type Deps3 = Pick<Deps, 'db' | 'store' | 'log'>;

export const auditedInspection = (r: typeof inspections.$inferSelect) => ({
  inspectedAt: inspectionDateOf(r.inspectedAt),
  jenis: r.jenis,
  inspector: r.inspector,
  nilaiKondisi: r.nilaiKondisi,
  kondisi: r.kondisi,
  notes: r.notes,
});
