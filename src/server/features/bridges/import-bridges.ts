import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { UUID_PATTERN } from '../../../shared/admin-schemas.ts';
import {
  BRIDGE_IMPORT,
  BRIDGE_IMPORT_MAX_ERRORS,
  BRIDGE_IMPORT_REQUIRED,
  type BridgeImportError,
  type BridgeImportMode,
  type BridgeImportSummary,
} from '../../../shared/bridge-import-strings.ts';
import { bridgeInputSchema, type BridgeInput } from '../../../shared/bridge-schemas.ts';
import { KONDISI } from '../../../shared/constants.ts';
import { KABUPATEN } from '../../../shared/kabupaten.ts';
import { BRIDGE_ROAD as R } from '../../../shared/bridge-form-strings.ts';
import { LAYANAN_BRIDGES } from '../../../shared/layanan-bridges-strings.ts';
import { formatSta } from '../../../shared/road-sta.ts';
import { fillText } from '../../../shared/strings.ts';
import { assertCan, type Actor } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { auditLog, bridges } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { roadsForBridges, staBeyondRoad } from './bridge-road.ts';
import { readImportFile, type Sheet, type SheetRow } from './read-import-file.ts';
import { bridgeValues } from './save-bridge.ts';

const T = BRIDGE_IMPORT;
const CHUNK = 1000;

type BridgeRow = typeof bridges.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Reader = Db | Tx;

/** The file's column of each field of bridgeInputSchema (the read-only columns are not among them). */
const FIELD_COLUMN = {
  nama: 'nama',
  lokasi: 'lokasi',
  tahunBangun: 'tahun_bangun',
  tipe: 'tipe',
  kondisi: 'kondisi',
  kabupaten: 'kabupaten',
  ruasJalan: 'ruas_jalan',
  statusJalan: 'status_jalan',
  latitude: 'latitude',
  longitude: 'longitude',
  panjang: 'panjang_m',
  lebar: 'lebar_m',
  jumlahBentang: 'jumlah_bentang',
  sta: 'sta',
} as const satisfies Record<Exclude<keyof BridgeInput, 'roadSectionId'>, string>;
// The ruas is named by its number (no_ruas), looked up in the register (issue 39, item 6).
const NO_RUAS = 'no_ruas';
type Field = keyof typeof FIELD_COLUMN;
const FIELDS = Object.keys(FIELD_COLUMN) as Field[];

// Staff type "rusak berat" or "BAIK": the same word, said kindly; anything else is left to the schema.
const byLowerCase = <V extends string>(values: readonly V[]) => new Map(values.map((v) => [v.toLowerCase(), v]));
const KONDISI_OF = byLowerCase(KONDISI);
const KABUPATEN_OF = byLowerCase(KABUPATEN);
const canonical = (map: Map<string, string>, v: string) => map.get(v.trim().toLowerCase()) ?? v;

/** nama + kabupaten as the import compares them: trimmed, case-insensitive; no kabupaten is ''. */
const matchKey = (nama: string, kabupaten: string | null | undefined) =>
  `${nama.trim().toLowerCase()}\u0000${(kabupaten ?? '').trim().toLowerCase()}`;

/** What a row does once checked. */
type Planned =
  | { kind: 'add'; row: number; values: ReturnType<typeof bridgeValues> }
  | { kind: 'update'; row: number; id: string; values: ReturnType<typeof bridgeValues> }
  | { kind: 'unchanged'; row: number };
type Plan = { planned: Planned[]; refusedRows: number; errors: BridgeImportError[]; unlisted: number };

/** The bridges a file's rows may point at: by id, and by nama + kabupaten (one query each). */
async function existingFor(db: Reader, rows: SheetRow[], lock: boolean) {
  const ids = [...new Set(rows.map((r) => r.cells.get('id') ?? '').filter((id) => UUID_PATTERN.test(id)))];
  const names = [...new Set(rows.map((r) => (r.cells.get('nama') ?? '').trim().toLowerCase()).filter(Boolean))];
  // One parameter for each list (a PostgreSQL array), not one per value: 20,000 names stay one query.
  const query = db
    .select()
    .from(bridges)
    .where(sql`${bridges.id} = ANY(${sql.param(ids)}::uuid[]) OR lower(btrim(${bridges.nama})) = ANY(${sql.param(names)}::text[])`);
  // An apply locks what it will change, so that an edit made meanwhile waits for it.
  const found = lock ? await query.for('update') : await query;
  const byId = new Map<string, BridgeRow>();
  const byKey = new Map<string, BridgeRow[]>();
  for (const b of found) {
    byId.set(b.id, b);
    const key = matchKey(b.nama, b.kabupaten);
    byKey.set(key, [...(byKey.get(key) ?? []), b]);
  }
  return { byId, byKey };
}

/** The schema's input from a row: the file's text, and for a column the file lacks, what the bridge has now. */
function inputOf(sheet: Sheet, cells: Map<string, string>, current: BridgeRow | undefined, roadSectionId: string | null) {
  const input = { roadSectionId } as Record<Field | 'roadSectionId', unknown>;
  for (const field of FIELDS) {
    const column = FIELD_COLUMN[field];
    if (sheet.columns.has(column)) input[field] = cells.get(column) ?? '';
    else if (field === 'sta') input.sta = current?.staM == null ? null : formatSta(current.staM);
    else input[field] = current ? current[field] : null;
  }
  if (typeof input.kondisi === 'string') input.kondisi = input.kondisi.trim() === '' ? undefined : canonical(KONDISI_OF, input.kondisi);
  if (typeof input.kabupaten === 'string') input.kabupaten = canonical(KABUPATEN_OF, input.kabupaten);
  if (typeof input.statusJalan === 'string') input.statusJalan = input.statusJalan.trim().toLowerCase();
  return input;
}

const sameValues = (values: ReturnType<typeof bridgeValues>, b: BridgeRow) =>
  (Object.keys(values) as Array<keyof typeof values>).every((f) => (values[f] ?? null) === (b[f] ?? null));

const COLUMN_OF_FIELD = new Map<string, string>([...Object.entries(FIELD_COLUMN), ['roadSectionId', NO_RUAS]]);

/** Every row checked with bridgeInputSchema, matched to a bridge, and refused with its reasons when it cannot go in. */
async function planImport(db: Reader, sheet: Sheet, lock: boolean): Promise<Plan> {
  const { byId, byKey } = await existingFor(db, sheet.rows, lock);
  const roads = await roadsForBridges(db, {
    ids: [...byId.values()].flatMap((b) => (b.roadSectionId ? [b.roadSectionId] : [])),
    numbers: sheet.columns.has(NO_RUAS) ? sheet.rows.map((r) => r.cells.get(NO_RUAS) ?? '') : [],
  });
  const planned: Planned[] = [];
  const errors: BridgeImportError[] = [];
  let refusedRows = 0;
  let unlisted = 0;
  const targets = new Map<string, number>(); // bridge id or new key → the row that took it
  const refuse = (list: BridgeImportError[]) => {
    refusedRows++;
    for (const e of list) {
      if (errors.length < BRIDGE_IMPORT_MAX_ERRORS) errors.push(e);
      else unlisted++;
    }
  };
  let checkedRows = 0;
  for (const { row, cells } of sheet.rows) {
    // 20,000 rows take about a second to check: let other requests in every thousand.
    if (++checkedRows % CHUNK === 0) await yieldToEventLoop();
    const rowErrors: BridgeImportError[] = [];
    const id = (cells.get('id') ?? '').trim();
    const nama = cells.get('nama') ?? '';
    if (nama.trim().startsWith(T.exampleMark)) {
      refuse([{ row, column: 'nama', message: T.exampleRow }]);
      continue;
    }
    let current: BridgeRow | undefined;
    if (id !== '') {
      current = UUID_PATTERN.test(id) ? byId.get(id.toLowerCase()) : undefined;
      if (!current) rowErrors.push({ row, column: 'id', message: T.idNotFound });
    } else {
      const matches = byKey.get(
        matchKey(nama, sheet.columns.has('kabupaten') ? canonical(KABUPATEN_OF, cells.get('kabupaten') ?? '') : null),
      );
      if (matches && matches.length > 1) rowErrors.push({ row, column: 'nama', message: T.ambiguous });
      current = matches?.[0];
    }
    // The ruas: the file's no_ruas (empty: none), or the bridge's own when the file has no such column.
    let roadSectionId = current?.roadSectionId ?? null;
    if (sheet.columns.has(NO_RUAS)) {
      const noRuas = (cells.get(NO_RUAS) ?? '').trim();
      roadSectionId = noRuas === '' ? null : (roads.byNumber.get(noRuas.toLowerCase())?.id ?? null);
      if (noRuas !== '' && roadSectionId === null) {
        rowErrors.push({ row, column: NO_RUAS, message: fillText(R.noRuasUnknown, { no: noRuas }) });
      }
    }
    const parsed = bridgeInputSchema.safeParse(inputOf(sheet, cells, current, roadSectionId));
    if (parsed.success && parsed.data.roadSectionId !== null) {
      const beyond = staBeyondRoad(parsed.data.sta, roads.byId.get(parsed.data.roadSectionId)!);
      if (beyond) rowErrors.push({ row, column: 'sta', message: beyond });
    }
    if (!parsed.success) {
      const seen = new Set<string>();
      for (const issue of parsed.error.issues) {
        const column = COLUMN_OF_FIELD.get(String(issue.path[0] ?? '')) ?? undefined;
        // An unknown no_ruas already says why the STA has no ruas.
        if (column === 'sta' && issue.message === R.staWithoutRuas && rowErrors.some((e) => e.column === NO_RUAS)) continue;
        if (seen.has(column ?? '')) continue; // one reason per column is enough to fix it
        seen.add(column ?? '');
        const message = column === 'kondisi' && cells.get('kondisi')?.trim() ? T.kondisiInvalid : issue.message;
        rowErrors.push({ row, ...(column ? { column } : {}), message });
      }
    }
    if (!parsed.success || rowErrors.length > 0) {
      refuse(rowErrors);
      continue;
    }
    const values = bridgeValues(parsed.data);
    const target = current ? current.id : `new\u0000${matchKey(values.nama, values.kabupaten)}`;
    const earlier = targets.get(target);
    if (earlier !== undefined) {
      refuse([{ row, column: id !== '' ? 'id' : 'nama', message: fillText(T.duplicate, { row: earlier }) }]);
      continue;
    }
    targets.set(target, row);
    if (!current) planned.push({ kind: 'add', row, values });
    else if (sameValues(values, current)) planned.push({ kind: 'unchanged', row });
    else planned.push({ kind: 'update', row, id: current.id, values });
  }
  return { planned, refusedRows, errors, unlisted };
}

function summaryOf(plan: Plan, applied: boolean): BridgeImportSummary {
  const count = (kind: Planned['kind']) => plan.planned.filter((p) => p.kind === kind).length;
  return {
    added: count('add'),
    updated: count('update'),
    unchanged: count('unchanged'),
    refused: plan.refusedRows,
    errors: plan.errors,
    moreErrors: plan.unlisted,
    applied,
  };
}

const chunks = <V>(list: V[]) => Array.from({ length: Math.ceil(list.length / CHUNK) }, (_, i) => list.slice(i * CHUNK, (i + 1) * CHUNK));

/** UPDATE … FROM (VALUES …): a thousand rows a statement, each value cast to its column's type. */
async function updateChunk(tx: Tx, rows: Array<{ id: string; values: ReturnType<typeof bridgeValues> }>) {
  const tuples = rows.map(
    ({ id, values: v }) =>
      sql`(${id}::uuid, ${v.nama}::text, ${v.lokasi}::text, ${v.tahunBangun}::integer, ${v.tipe}::text, ${v.kondisi}::bridge_kondisi,
        ${v.kabupaten}::text, ${v.ruasJalan}::text, ${v.statusJalan}::text, ${v.latitude}::double precision,
        ${v.longitude}::double precision, ${v.panjang}::double precision, ${v.lebar}::double precision, ${v.jumlahBentang}::smallint,
        ${v.roadSectionId}::uuid, ${v.staM}::integer)`,
  );
  await tx.execute(sql`
    UPDATE bridges AS b SET
      nama = v.nama, lokasi = v.lokasi, tahun_bangun = v.tahun_bangun, tipe = v.tipe, kondisi = v.kondisi,
      kabupaten = v.kabupaten, ruas_jalan = v.ruas_jalan, status_jalan = v.status_jalan, latitude = v.latitude,
      longitude = v.longitude, panjang = v.panjang, lebar = v.lebar, jumlah_bentang = v.jumlah_bentang,
      road_section_id = v.road_section_id, sta_m = v.sta_m, updated_at = now()
    FROM (VALUES ${sql.join(tuples, sql`, `)}) AS v(id, nama, lokasi, tahun_bangun, tipe, kondisi, kabupaten, ruas_jalan,
      status_jalan, latitude, longitude, panjang, lebar, jumlah_bentang, road_section_id, sta_m)
    WHERE b.id = v.id`);
}

/**
 * "Impor Data" (issue 17, item 6): a CSV or XLSX of the open-data export's columns, each row checked
 * with bridgeInputSchema, matched by id or by nama + kabupaten. A dry run says what would happen and
 * changes nothing. An apply changes nothing unless every row can go in; then all rows go in one
 * transaction with one audit row. super_admin and admin_jembatantif only.
 */
export async function importBridges({
  db,
  actor,
  file,
  mode,
}: {
  db: Db;
  actor: Actor;
  file: File | null;
  mode: BridgeImportMode;
}): Promise<BridgeImportSummary> {
  assertCan(actor, 'bridges.write', LAYANAN_BRIDGES.forbiddenWrite);
  if (!file) throw new AppError('VALIDATION', T.noFile, { fields: { file: T.noFile } });
  const sheet = await readImportFile(file);
  const missing = BRIDGE_IMPORT_REQUIRED.filter((c) => !sheet.columns.has(c));
  if (missing.length > 0) throw new AppError('VALIDATION', fillText(T.missingColumns, { columns: missing.join(', ') }));
  if (sheet.rows.length === 0) throw new AppError('VALIDATION', T.noRows);

  if (mode === 'dry-run') return summaryOf(await planImport(db, sheet, false), false);

  const summary = await db.transaction(async (tx) => {
    // One import at a time: two files adding the same new bridge must not both add it.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('bridge.import'))`);
    const plan = await planImport(tx, sheet, true);
    if (plan.refusedRows > 0) return summaryOf(plan, false);
    const adds = plan.planned.flatMap((p) => (p.kind === 'add' ? [p.values] : []));
    const updates = plan.planned.flatMap((p) => (p.kind === 'update' ? [{ id: p.id, values: p.values }] : []));
    for (const chunk of chunks(adds)) await tx.insert(bridges).values(chunk);
    for (const chunk of chunks(updates)) await updateChunk(tx, chunk);
    const result = summaryOf(plan, true);
    await tx.insert(auditLog).values({
      actorId: actor.id,
      action: 'bridge.import',
      target: null,
      details: { file: file.name, added: result.added, updated: result.updated, unchanged: result.unchanged },
    });
    return result;
  });
  return summary;
}
