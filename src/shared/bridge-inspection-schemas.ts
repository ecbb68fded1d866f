import { z } from 'zod';
import { ELEMEN_LABEL, JENIS_INSPEKSI, type ElemenJembatan, type JenisInspeksi, type NilaiKondisi } from './bridge-bms.ts';
import { BRIDGE_INSPECTIONS } from './bridge-inspection-strings.ts';
import type { BridgeItem } from './bridge-schemas.ts';
import type { Kondisi } from './constants.ts';
import type { ImageRef } from './images.ts';
import { fillText } from './strings.ts';

const T = BRIDGE_INSPECTIONS;

export const INSPECTOR_MAX = 120;
export const INSPECTION_NOTES_MAX = 4000;
/** No bridge in the province was inspected before this year; an earlier date is a typing error. */
const EARLIEST_YEAR = 1900;

const DATE_FORMAT = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Makassar', year: 'numeric', month: '2-digit', day: '2-digit' });

/** Today's date (YYYY-MM-DD) in West Sulawesi (WITA), where the inspections are made. */
export const todayInSulbar = (now: Date = new Date()): string => DATE_FORMAT.format(now);

/** The date (YYYY-MM-DD, WITA) of a stored inspection time. */
export const inspectionDateOf = (at: Date): string => DATE_FORMAT.format(at);

/** A date that exists on the calendar (not 2026-02-30). */
function isCalendarDate(text: string): boolean {
  const d = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === text;
}

/** The first thing wrong with an inspection date, or null. "Today" is read when parsed, so it moves with the calendar. */
function dateProblem(d: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(d) || !isCalendarDate(d)) return T.dateInvalid;
  if (Number(d.slice(0, 4)) < EARLIEST_YEAR) return T.dateTooEarly;
  if (d > todayInSulbar()) return T.dateFuture;
  return null;
}

/** A score typed in a form (a select's text) or sent as a number; '' / absent is `undefined`. */
const scoreText = (v: unknown) => {
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'string') return v;
  return v.trim() === '' ? undefined : Number(v.trim());
};

/** An element's score: optional, an integer 0–5 (ADR 031). */
const elementScore = (e: ElemenJembatan) => {
  const invalid = fillText(T.elementInvalid, { elemen: ELEMEN_LABEL[e].toLowerCase() });
  return z.preprocess(
    scoreText,
    z
      .number({ error: invalid })
      .int(invalid)
      .min(0, invalid)
      .max(5, invalid)
      .optional()
      .transform((v) => (v ?? null) as NilaiKondisi | null),
  );
};

/**
 * One inspection of the BMS (ADR 031), for the dialog and the POST/PUT routes. The date is checked
 * against the bridge's year of construction by inspectionInputSchemaFor (the form) and by the
 * service verb (which reads the bridge).
 */
export const inspectionInputSchema = z.object({
  inspectedAt: z
    .string({ error: T.dateInvalid })
    .trim()
    .superRefine((d, ctx) => {
      const message = dateProblem(d);
      if (message) ctx.addIssue({ code: 'custom', message });
    }),
  jenis: z.enum(JENIS_INSPEKSI, { error: T.jenisInvalid }),
  inspector: z.string({ error: T.inspectorRequired }).trim().min(1, T.inspectorRequired).max(INSPECTOR_MAX, T.inspectorTooLong),
  nilaiKondisi: z.preprocess(
    scoreText,
    z
      .number({ error: (iss) => (iss.input === undefined || iss.input === null ? T.nkRequired : T.nkInvalid) })
      .int(T.nkInvalid)
      .min(0, T.nkInvalid)
      .max(5, T.nkInvalid)
      .transform((n) => n as NilaiKondisi),
  ),
  bangunanAtas: elementScore('bangunanAtas'),
  bangunanBawah: elementScore('bangunanBawah'),
  fondasi: elementScore('fondasi'),
  lantai: elementScore('lantai'),
  sandaran: elementScore('sandaran'),
  notes: z
    .string()
    .trim()
    .max(INSPECTION_NOTES_MAX, T.notesTooLong)
    .nullish()
    .transform((v) => v || null),
});
export type InspectionInput = z.infer<typeof inspectionInputSchema>;
export type InspectionFormValues = z.input<typeof inspectionInputSchema>;

/** The message when an inspection is dated before the bridge was built, else null. */
export function dateBeforeBuilt(inspectedAt: string, tahunBangun: number): string | null {
  return Number(inspectedAt.slice(0, 4)) < tahunBangun ? fillText(T.dateBeforeBuilt, { tahun: tahunBangun }) : null;
}

/** The form's schema for one bridge: also not before the year it was built. */
export const inspectionInputSchemaFor = (tahunBangun: number) =>
  inspectionInputSchema.superRefine((v, ctx) => {
    const message = dateBeforeBuilt(v.inspectedAt, tahunBangun);
    if (message) ctx.addIssue({ code: 'custom', message, path: ['inspectedAt'] });
  });

export type BridgePhotoItem = ImageRef & { photoId: string; position: number };

/** One inspection as staff see it (with the inspector's name). */
export type InspectionItem = {
  id: string;
  bridgeId: string;
  /** YYYY-MM-DD, the inspection's day in West Sulawesi. */
  inspectedAt: string;
  jenis: JenisInspeksi;
  inspector: string | null;
  nilaiKondisi: NilaiKondisi | null;
  kondisi: Kondisi;
  elements: Record<ElemenJembatan, NilaiKondisi | null>;
  notes: string | null;
  photos: BridgePhotoItem[];
  createdAt: string;
};

/** GET /api/bridges/:id/inspections: what the bridge's admin page shows. */
export type BridgeAdminDetail = {
  bridge: BridgeItem;
  photos: BridgePhotoItem[];
  inspections: InspectionItem[];
  /** Issue 39: the ruas of the register the bridge is on. */
  ruas: { id: string; noRuas: string; name: string } | null;
};
