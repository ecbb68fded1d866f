import type { PublicStep } from './tracking-schemas.ts';
import { z } from 'zod';
import { DAMAGE_REPORT_STATUSES, REPORT_TYPES, type RequestStatus } from './constants.ts';
import { PAGE_MAX } from './paging.ts';
import { cursorParamSchema, type KeysetLinks } from './keyset.ts';
import { KABUPATEN } from './kabupaten.ts';
import { REPORTS } from './report-strings.ts';
import { REPORT_FORM } from './report-form-strings.ts';
import { REQUIRED } from './consent-strings.ts';

// /laporan: the damage reports a moderator has made public (issue 15, item 3). The query's names
// are the page's own (?status=&jenis=&kabupaten=&urut=&kursor=), so a filtered list can be shared.
// Pages go on by cursor (issue 41, docs/decisions/075); an old link's ?halaman=N still shows page N.

const REPORT_SORTS = ['terbaru', 'dukungan'] as const;
export const PUBLIC_REPORT_PAGE_SIZE = 12;

// An unknown value in a shared link is read as "no filter", never as an error page.
const optionalOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .string()
    .optional()
    .transform((v) => (values.includes(v ?? '') ? (v as T[number]) : undefined));

export const publicReportQuerySchema = z.object({
  status: optionalOf(DAMAGE_REPORT_STATUSES),
  jenis: optionalOf(REPORT_TYPES),
  kabupaten: optionalOf(KABUPATEN),
  urut: optionalOf(REPORT_SORTS).transform((v) => v ?? 'terbaru'),
  halaman: z
    .string()
    .optional()
    .transform((v) => Math.min(PAGE_MAX, Math.max(1, Math.floor(Number(v)) || 1))),
  /** The page beside the one a visitor saw (shared/keyset.ts); one that cannot be read is the first page. */
  kursor: cursorParamSchema,
});
export type PublicReportQuery = z.output<typeof publicReportQuerySchema>;
export type PublicReportFilters = Omit<PublicReportQuery, 'halaman' | 'kursor'>;

/** A public report in the list: never the reporter, never the pin of a confidential report. */
export type PublicReportItem = {
  trackingCode: string;
  reportType: string;
  kabupaten: string | null;
  location: string;
  summary: string;
  status: RequestStatus;
  reportedAt: string;
  cover: string | null;
  pin: { lat: number; lng: number } | null;
  /** "Saya juga" (item 5): how many others have the same damage. */
  supporters: number;
  /** Item 6: the last working day (YYYY-MM-DD, WITA) it should be finished by; late past it. */
  dueOn: string | null;
  late: boolean;
  /** Issue 39, item 3: the authority it was forwarded to, while it is Diteruskan. */
  forwardedTo: string | null;
};

export type PublicReportPage = KeysetLinks & {
  items: PublicReportItem[];
  total: number;
  page: number;
  pageSize: number;
  /** The count stopped at `total` (src/server/db/capped-count.ts): there are more. */
  more?: boolean;
};

export type PublicReportDetail = PublicReportItem & {
  description: string;
  photos: { url: string; alt: string }[];
  /** Item 7: staff's photo of the repair (before/after), once the report is Selesai. */
  afterPhoto: { url: string; alt: string } | null;
  reopenCount: number;
  /** Item 8: the bridge from Jembatantif the damage is on. */
  bridge: { id: string; nama: string } | null;
  /** A reporter or supporter answered "sudah diperbaiki" to the last Selesai. */
  confirmed: boolean;
  timeline: PublicStep[];
  /** Issue 39, item 4: its SP4N-LAPOR! tracking number, once LAPOR! gave one. */
  laporTicket: string | null;
};

/** A pin on the map of /laporan. */
export type ReportPoint = { trackingCode: string; lat: number; lng: number; status: RequestStatus; reportType: string };

/** The distance within which a new pin is offered "saya juga" instead of a new report (item 5). */
export const NEARBY_METRES = 50;

const coordinate = (min: number, max: number) =>
  z.coerce.number({ error: REPORT_FORM.coordinateNotNumber }).min(min, REPORT_FORM.outsideProvince).max(max, REPORT_FORM.outsideProvince);

/** GET /api/laporan/dekat: open public reports of one type near a pin. */
export const nearbyQuerySchema = z.object({
  lat: coordinate(-3.7, -0.8),
  lng: coordinate(118.0, 120.5),
  jenis: z.enum(REPORT_TYPES, { error: REQUIRED.reportType }),
});

export type NearbyReport = PublicReportItem & { distance: number };

/** What the person types for "saya juga" (the island's form): an e-mail for news of the report, or nothing. */
export const supportEmailSchema = z.object({
  email: z
    .string()
    .trim()
    .max(254, REPORTS.supportEmailInvalid)
    .optional()
    .transform((v) => (v ? v.toLowerCase() : null))
    .pipe(z.email(REPORTS.supportEmailInvalid).nullable()),
});
/** POST /api/laporan/{code}/dukung: counted once per browser (its random key) and once per e-mail. */
export const supportSchema = z.object({
  browserKey: z.uuid({ error: REPORTS.supportKeyInvalid }),
  ...supportEmailSchema.shape,
});
