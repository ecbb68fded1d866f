import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { KABUPATEN, type Kabupaten } from '../../../shared/kabupaten.ts';
import { geometryBounds, ROAD_STATUSES, type RoadGeometry, type RoadStatus } from '../../../shared/roads.ts';
import {
  ROAD_IMPORT,
  ROAD_IMPORT_MAX_ERRORS,
  ROAD_IMPORT_MAX_LISTED,
  ROAD_IMPORT_REQUIRED,
  ROAD_MAX_KM,
  ROAD_NAME_MAX,
  ROAD_NO_MAX,
  ROAD_SURFACE_MAX,
  ROADS,
  type RoadImportError,
  type RoadImportMode,
  type RoadImportRowResult,
  type RoadImportSummary,
} from '../../../shared/roads-strings.ts';
import { fillText } from '../../../shared/strings.ts';
import { assertCan, type Actor } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { auditLog, roadSections } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { readRoadFile, type RoadFile, type RoadFileRow } from './read-road-file.ts';
import { checkRoadGeometry, geometryLengthKm } from './road-geometry.ts';

const T = ROAD_IMPORT;
const CHUNK = 500;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type RoadValues = Omit<typeof roadSections.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
type Planned = { row: number; values: RoadValues; existing: boolean };
type Plan = { planned: Planned[]; results: RoadImportRowResult[]; refused: number; errors: RoadImportError[]; unlisted: number };

// Staff and PKRMS write "PROVINSI", "Jalan Provinsi" or just "P": the same status (ADR 068).
const STATUS_OF = new Map<string, RoadStatus>(
  ROAD_STATUSES.flatMap((s) => [
    [s.toLowerCase(), s],
    [`jalan ${s.toLowerCase()}`, s],
    [s[0]!.toLowerCase(), s],
  ]),
);
const KABUPATEN_OF = new Map<string, Kabupaten>(KABUPATEN.map((k) => [k.toLowerCase(), k]));
// "Kab. Majene", "Kabupaten Majene", "POLMAN" is not guessed: only the prefix is dropped.
const kabupatenKey = (v: string) =>
  v
    .trim()
    .toLowerCase()
    .replace(/^(kabupaten|kab\.?)\s+/, '')
    .replace(/\s+/g, ' ');

/** A number of the file: "12,5" and "12.5" alike; '' is null; NaN when it is no number. */
function numberOf(text: string | undefined): number | null {
  const v = (text ?? '').trim().replace(',', '.');
  if (v === '') return null;
  const n = Number(v);
  return Number.isFinite(n) ? n : NaN;
}

/** Checks one row; its refusals go in `errors`, and its values when it has none. */
function checkRow(r: RoadFileRow, errors: RoadImportError[]): RoadValues | null {
  const { row, cells } = r;
  const say = (column: string, message: string) => errors.push({ row, column, message });
  const noRuas = (cells.get('no_ruas') ?? '').trim();
  if (noRuas === '') say('no_ruas', T.noRuasMissing);
  else if (noRuas.length > ROAD_NO_MAX) say('no_ruas', T.noRuasTooLong);
  const name = (cells.get('nama') ?? '').trim();
  if (name.toUpperCase().startsWith(T.exampleMark)) {
    say('nama', T.exampleRow);
    return null;
  }
  if (name === '') say('nama', T.namaMissing);
  else if (name.length > ROAD_NAME_MAX) say('nama', T.namaTooLong);
  const status = STATUS_OF.get((cells.get('status') ?? '').trim().toLowerCase());
  if (!status) say('status', T.statusInvalid);
  const kabupatenText = cells.get('kabupaten') ?? '';
  let kabupaten: Kabupaten | null = null;
  if (kabupatenText.trim() !== '') {
    kabupaten = KABUPATEN_OF.get(kabupatenKey(kabupatenText)) ?? null;
    if (!kabupaten) say('kabupaten', fillText(T.kabupatenInvalid, { list: KABUPATEN.join(', ') }));
  } else if (status === 'Kabupaten') say('kabupaten', T.kabupatenRequired);
  const surface = (cells.get('permukaan') ?? '').trim() || null;
  if (surface && surface.length > ROAD_SURFACE_MAX) say('permukaan', T.surfaceTooLong);

  let geometry: RoadGeometry | null = null;
  if (!r.geometry.ok) say('geometry', r.geometry.message);
  else {
    const checked = checkRoadGeometry(r.geometry.geometry);
    if (checked.ok) geometry = checked.geometry;
    else say('geometry', checked.message);
  }

  const figure = (column: string, { positive }: { positive: boolean }) => {
    const n = numberOf(cells.get(column));
    if (n === null) return null;
    if (Number.isNaN(n)) say(column, T.numberInvalid);
    else if (n < 0) say(column, T.numberNegative);
    else if ((positive && n === 0) || n > ROAD_MAX_KM) say(column, T.lengthAbsurd);
    else return n;
    return null;
  };
  const givenLength = figure('panjang_km', { positive: true });
  const baik = figure('baik_km', { positive: false });
  const sedang = figure('sedang_km', { positive: false });
  const ringan = figure('rusak_ringan_km', { positive: false });
  const berat = figure('rusak_berat_km', { positive: false });
  const year = numberOf(cells.get('tahun_kondisi'));
  if (year !== null && (!Number.isInteger(year) || year < 1990 || year > new Date().getFullYear() + 1)) say('tahun_kondisi', T.yearInvalid);
  const lengthKm = givenLength ?? (geometry ? geometryLengthKm(geometry) : null);
  const sum = (baik ?? 0) + (sedang ?? 0) + (ringan ?? 0) + (berat ?? 0);
  // PKRMS rounds each class to 10 m: a little over the length is rounding, not a typing error.
  if (lengthKm !== null && sum > lengthKm * 1.05 + 0.05) {
    say('baik_km', fillText(T.conditionTooLong, { sum: sum.toLocaleString('id-ID'), length: lengthKm.toLocaleString('id-ID') }));
  }
  if (errors.length > 0 || !status || !geometry) return null;
  return {
    noRuas,
    name,
    status,
    kabupaten,
    lengthKm,
    geometry,
    ...geometryBounds(geometry),
    surface,
    kondisiBaikKm: baik,
    kondisiSedangKm: sedang,
    kondisiRusakRinganKm: ringan,
    kondisiRusakBeratKm: berat,
    kondisiYear: year,
  };
}

/** Every row checked and matched to a ruas already registered (by no_ruas), or refused with its reasons. */
async function planImport(db: Db | Tx, file: RoadFile, lock: boolean): Promise<Plan> {
  const numbers = [...new Set(file.rows.map((r) => (r.cells.get('no_ruas') ?? '').trim()).filter(Boolean))];
  const query = db
    .select({ noRuas: roadSections.noRuas })
    .from(roadSections)
    .where(sql`${roadSections.noRuas} = ANY(${sql.param(numbers)}::text[])`);
  // An apply locks what it will change, so that an edit made meanwhile waits for it.
  const registered = new Set((lock ? await query.for('update') : await query).map((r) => r.noRuas));
  const plan: Plan = { planned: [], results: [], refused: 0, errors: [], unlisted: 0 };
  const firstRow = new Map<string, number>();
  let checked = 0;
  for (const r of file.rows) {
    // Checking 20,000 lines takes a moment: let other requests in every few hundred.
    if (++checked % CHUNK === 0) await yieldToEventLoop();
    const rowErrors: RoadImportError[] = [];
    const noRuas = (r.cells.get('no_ruas') ?? '').trim();
    const earlier = noRuas ? firstRow.get(noRuas) : undefined;
    if (earlier !== undefined) rowErrors.push({ row: r.row, column: 'no_ruas', message: fillText(T.noRuasTwice, { row: earlier }) });
    else if (noRuas) firstRow.set(noRuas, r.row);
    const values = checkRow(r, rowErrors);
    const result = (action: RoadImportRowResult['action']): RoadImportRowResult => ({
      row: r.row,
      noRuas,
      nama: (r.cells.get('nama') ?? '').trim(),
      action,
      lengthKm: values?.lengthKm ?? null,
    });
    if (!values || rowErrors.length > 0) {
      plan.refused++;
      for (const e of rowErrors) {
        if (plan.errors.length < ROAD_IMPORT_MAX_ERRORS) plan.errors.push(e);
        else plan.unlisted++;
      }
      plan.results.push(result('ditolak'));
      continue;
    }
    const existing = registered.has(noRuas);
    plan.planned.push({ row: r.row, values, existing });
    plan.results.push(result(existing ? 'diperbarui' : 'baru'));
  }
  return plan;
}

function summaryOf(plan: Plan, applied: boolean): RoadImportSummary {
  // Refused rows first: they are what a person must fix.
  const ordered = [...plan.results.filter((r) => r.action === 'ditolak'), ...plan.results.filter((r) => r.action !== 'ditolak')];
  return {
    added: plan.planned.filter((p) => !p.existing).length,
    updated: plan.planned.filter((p) => p.existing).length,
    refused: plan.refused,
    rows: ordered.slice(0, ROAD_IMPORT_MAX_LISTED),
    moreRows: Math.max(0, ordered.length - ROAD_IMPORT_MAX_LISTED),
    errors: plan.errors,
    moreErrors: plan.unlisted,
    applied,
  };
}

/**
 * "Impor Ruas" (issue 39, item 1; ADR 068): a GeoJSON FeatureCollection or a PKRMS-style CSV with WKT,
 * each row checked, matched to the register by no_ruas (a known number is updated: PKRMS is
 * re-exported every year). A dry run says per row what would happen and writes nothing. An apply
 * writes nothing unless every row can go in; then all go in one transaction with one audit row.
 */
export async function importRoads({
  db,
  actor,
  file,
  mode,
}: {
  db: Db;
  actor: Actor;
  file: File | null;
  mode: RoadImportMode;
}): Promise<RoadImportSummary> {
  assertCan(actor, 'roads.manage', ROADS.forbidden);
  if (!file) throw new AppError('VALIDATION', T.noFile, { fields: { file: T.noFile } });
  const read = await readRoadFile(file);
  const missing = ROAD_IMPORT_REQUIRED.filter((c) => !read.columns.has(c));
  if (missing.length > 0 && read.rows.length > 0) {
    throw new AppError('VALIDATION', fillText(T.missingColumns, { columns: missing.join(', ') }));
  }
  if (read.rows.length === 0) throw new AppError('VALIDATION', T.noRows);

  if (mode === 'dry-run') return summaryOf(await planImport(db, read, false), false);

  return db.transaction(async (tx) => {
    // One import at a time: two files adding the same new number must not both add it.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('road.import'))`);
    const plan = await planImport(tx, read, true);
    if (plan.refused > 0) return summaryOf(plan, false);
    for (let i = 0; i < plan.planned.length; i += CHUNK) {
      const chunk = plan.planned.slice(i, i + CHUNK).map((p) => p.values);
      await tx
        .insert(roadSections)
        .values(chunk)
        .onConflictDoUpdate({
          target: roadSections.noRuas,
          set: {
            name: sql`excluded.name`,
            status: sql`excluded.status`,
            kabupaten: sql`excluded.kabupaten`,
            lengthKm: sql`excluded.length_km`,
            geometry: sql`excluded.geometry`,
            minLon: sql`excluded.min_lon`,
            minLat: sql`excluded.min_lat`,
            maxLon: sql`excluded.max_lon`,
            maxLat: sql`excluded.max_lat`,
            surface: sql`excluded.surface`,
            kondisiBaikKm: sql`excluded.kondisi_baik_km`,
            kondisiSedangKm: sql`excluded.kondisi_sedang_km`,
            kondisiRusakRinganKm: sql`excluded.kondisi_rusak_ringan_km`,
            kondisiRusakBeratKm: sql`excluded.kondisi_rusak_berat_km`,
            kondisiYear: sql`excluded.kondisi_year`,
            updatedAt: sql`now()`,
          },
        });
    }
    const summary = summaryOf(plan, true);
    await tx.insert(auditLog).values({
      actorId: actor.id,
      action: 'road.import',
      target: null,
      details: { file: file.name, format: read.format, added: summary.added, updated: summary.updated },
    });
    return summary;
  });
}
