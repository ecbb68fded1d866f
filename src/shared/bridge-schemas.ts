import { z } from 'zod';
import { keysetPageQuerySchema, UUID_PATTERN } from './admin-schemas.ts';
import { STATUS_JALAN, type StatusJalan } from './bridge-status.ts';
import {
  BRIDGE_BENTANG_MAX,
  BRIDGE_LEBAR_MAX,
  BRIDGE_LOKASI_MAX,
  BRIDGE_NAMA_MAX,
  BRIDGE_PANJANG_MAX,
  BRIDGE_RUAS_MAX,
  BRIDGE_SEARCH_MAX,
  BRIDGE_TIPE_MAX,
  KONDISI,
  type Kondisi,
} from './constants.ts';
import { KABUPATEN, type Kabupaten } from './kabupaten.ts';
import { BRIDGE_FORM as F, BRIDGE_ROAD as R } from './bridge-form-strings.ts';
import { LAYANAN_BRIDGES } from './layanan-bridges-strings.ts';
import { formatSta, parseSta } from './road-sta.ts';
import { searchWord } from './paging.ts';
import { SULBAR_BOUNDS } from './sulbar-geo.ts';

const T = LAYANAN_BRIDGES;
const MIN_YEAR = 1800;

const requiredText = (max: number) => z.string({ error: T.incomplete }).trim().min(1, T.incomplete).max(max, T.textTooLong);

/** An optional number typed in a form (text, a comma as the decimal mark) or sent as a number; empty is null. */
const optionalNumber = (message: string, check: (n: z.ZodNumber) => z.ZodNumber) =>
  z.preprocess(
    (v) => {
      if (v === undefined || v === null) return null;
      if (typeof v !== 'string') return v;
      const text = v.trim().replace(',', '.');
      return text === '' ? null : Number(text);
    },
    check(z.number({ error: message })).nullable(),
  );

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, T.textTooLong)
    .nullish()
    .transform((v) => v || null);

/** Issue 17's fields of a bridge: all optional, each checked (coordinates inside West Sulawesi). */
const bridgeDetailsSchema = z.object({
  kabupaten: z.preprocess(
    (v) => (v === '' ? null : v),
    z
      .enum(KABUPATEN, { error: F.kabupatenInvalid })
      .nullish()
      .transform((v) => v ?? null),
  ),
  ruasJalan: optionalText(BRIDGE_RUAS_MAX),
  statusJalan: z.preprocess(
    (v) => (v === '' ? null : v),
    z
      .enum(STATUS_JALAN, { error: F.statusJalanInvalid })
      .nullish()
      .transform((v) => v ?? null),
  ),
  latitude: optionalNumber(F.latitudeInvalid, (n) =>
    n.min(SULBAR_BOUNDS.south, F.latitudeInvalid).max(SULBAR_BOUNDS.north, F.latitudeInvalid),
  ),
  longitude: optionalNumber(F.longitudeInvalid, (n) =>
    n.min(SULBAR_BOUNDS.west, F.longitudeInvalid).max(SULBAR_BOUNDS.east, F.longitudeInvalid),
  ),
  panjang: optionalNumber(F.panjangInvalid, (n) => n.positive(F.panjangInvalid).max(BRIDGE_PANJANG_MAX, F.panjangInvalid)),
  lebar: optionalNumber(F.lebarInvalid, (n) => n.positive(F.lebarInvalid).max(BRIDGE_LEBAR_MAX, F.lebarInvalid)),
  jumlahBentang: optionalNumber(F.bentangInvalid, (n) =>
    n.int(F.bentangInvalid).min(1, F.bentangInvalid).max(BRIDGE_BENTANG_MAX, F.bentangInvalid),
  ),
  // Issue 39, item 6: the ruas of the register the bridge is on, and where on it (STA "12+300",
  // written back as the engineers write it; bridgeValues stores it in metres). Whether the ruas
  // exists and is that long is checked against the register when saved.
  roadSectionId: z.preprocess(
    (v) => (v === '' ? null : v),
    z
      .string({ error: R.ruasUnknown })
      .regex(UUID_PATTERN, R.ruasUnknown)
      .nullish()
      .transform((v) => v?.toLowerCase() ?? null),
  ),
  sta: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    z
      .string({ error: R.staInvalid })
      .refine((v) => parseSta(v) !== null, R.staInvalid)
      .nullish()
      .transform((v) => (v == null ? null : formatSta(parseSta(v)!))),
  ),
});

/** One schema for the add/edit dialog and the POST/PUT routes. tahun_bangun arrives as text from a form. */
export const bridgeInputSchema = z
  .object({
    nama: requiredText(BRIDGE_NAMA_MAX),
    lokasi: requiredText(BRIDGE_LOKASI_MAX),
    tahunBangun: z.preprocess(
      (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : Number(v.trim())) : v),
      z
        .number({ error: (iss) => (iss.input === undefined || iss.input === null ? T.incomplete : T.yearInvalid) })
        .int(T.yearInvalid)
        .min(MIN_YEAR, T.yearInvalid)
        // Checked when parsed, so the limit moves with the calendar.
        .refine((y) => y <= new Date().getFullYear() + 1, T.yearInvalid),
    ),
    tipe: z
      .string()
      .trim()
      .max(BRIDGE_TIPE_MAX, T.textTooLong)
      .nullish()
      .transform((v) => v || null),
    kondisi: z.enum(KONDISI, { error: T.incomplete }),
  })
  .extend(bridgeDetailsSchema.shape)
  // A position is both coordinates or neither.
  .refine((b) => (b.latitude === null) === (b.longitude === null), { message: F.coordinatesPair, path: ['longitude'] })
  // A place on a ruas needs the ruas.
  .refine((b) => b.sta === null || b.roadSectionId !== null, { message: R.staWithoutRuas, path: ['sta'] });
export type BridgeInput = z.infer<typeof bridgeInputSchema>;
export type BridgeFormValues = z.input<typeof bridgeInputSchema>;

/** A filter the address may carry; an unknown value is ignored rather than refused (an old link still opens). */
const filterOf = <const V extends readonly [string, ...string[]]>(values: V) =>
  z
    .string()
    .transform((v) => ((values as readonly string[]).includes(v) ? (v as V[number]) : undefined))
    .optional();

export const bridgeFiltersSchema = z.object({
  // Shorter than three letters or digits in a row: no search (issue 41, searchWord).
  q: z.string().trim().max(BRIDGE_SEARCH_MAX, T.textTooLong).default('').transform(searchWord),
  kabupaten: filterOf(KABUPATEN),
  kondisi: filterOf(KONDISI),
  statusJalan: filterOf(STATUS_JALAN),
});
export type BridgeFilters = z.infer<typeof bridgeFiltersSchema>;

/**
 * The list's query: the filters, the page size and the cursor of the page asked for (issue 41,
 * docs/decisions/076). `page` alone, from an old link, is the first page: the page's number comes
 * from the cursor.
 */
export const bridgeListQuerySchema = keysetPageQuerySchema.extend(bridgeFiltersSchema.shape);
export type BridgeListQuery = z.infer<typeof bridgeListQuerySchema>;

export type BridgeItem = {
  id: string;
  nama: string;
  lokasi: string;
  tahunBangun: number;
  tipe: string | null;
  kondisi: Kondisi;
  kabupaten: Kabupaten | null;
  ruasJalan: string | null;
  statusJalan: StatusJalan | null;
  latitude: number | null;
  longitude: number | null;
  panjang: number | null;
  lebar: number | null;
  jumlahBentang: number | null;
  /** Issue 39: the ruas of the register and the STA on it ("12+300"). */
  roadSectionId: string | null;
  sta: string | null;
  createdAt: string;
  updatedAt: string;
};
