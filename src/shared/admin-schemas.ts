import type { AttachmentKind } from './request-transitions.ts';
import { z } from 'zod';
import { cursorParamSchema, type KeysetLinks } from './keyset.ts';
import { INTERNAL_NOTE_MAX, PUBLIC_NOTE_MAX, REQUEST_STATUSES, SEARCH_TEXT_MAX, type JenisUji, type RequestStatus } from './constants.ts';
import { PAGE_MAX, PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from './paging.ts';
import { ADMIN } from './admin-strings.ts';
import { STATUS_NOTE } from './status-note-strings.ts';
import { EXPORTS } from './export-strings.ts';
import { REQUEST_FILTERS } from './request-filter-strings.ts';

/** `?page=&pageSize=` of every admin list (ARCHITECTURE.md §6: pageSize ≤ 100). */
export const pageQuerySchema = z.object({
  page: z.coerce
    .number({ message: ADMIN.common.pageInvalid })
    .int(ADMIN.common.pageInvalid)
    .min(1, ADMIN.common.pageInvalid)
    .max(PAGE_MAX, ADMIN.common.pageInvalid)
    .default(1),
  pageSize: z.coerce
    .number({ message: ADMIN.common.pageSizeInvalid })
    .int(ADMIN.common.pageSizeInvalid)
    .min(1, ADMIN.common.pageSizeInvalid)
    .max(PAGE_SIZE_MAX, ADMIN.common.pageSizeInvalid)
    .default(PAGE_SIZE_DEFAULT),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/**
 * An admin list paged by keyset (issue 41, docs/decisions/075): `?cursor=` names the page beside the
 * one shown (shared/keyset.ts; unreadable: the first page). `page` alone, from an old link, is the
 * first page too: the page number comes from the cursor.
 */
export const keysetPageQuerySchema = pageQuerySchema.extend({ cursor: cursorParamSchema });

export const searchTextSchema = z.string().trim().max(SEARCH_TEXT_MAX, ADMIN.common.searchTooLong).default('');

/**
 * A form's file box (null while nothing is picked), in the browser only: the file itself goes to
 * its own upload route, which checks what it really is, and the form sends on what that returns.
 */
export const pickedFile = (message: string) =>
  z.custom<File | null>((v) => typeof File !== 'undefined' && v instanceof File, { message }).transform((f) => f as File);

/** A calendar day in WITA, `YYYY-MM-DD`; an empty box in the URL counts as none. */
const daySchema = z.union([
  z.literal('').transform(() => undefined),
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, REQUEST_FILTERS.dateInvalid)
    .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s), {
      message: REQUEST_FILTERS.dateInvalid,
    }),
]);

// 'due' (the deadline, nearest first) orders damage reports only; other lists take it as 'newest'.
export const REQUEST_SORTS = ['newest', 'oldest', 'status', 'due'] as const;
export type RequestSort = (typeof REQUEST_SORTS)[number];

/** What narrows and orders an admin request table, the same for its page and its export. */
const requestFilters = {
  q: searchTextSchema,
  status: z.enum(REQUEST_STATUSES, { message: ADMIN.requests.statusInvalid }).optional(),
  from: daySchema.optional(),
  to: daySchema.optional(),
  sort: z.enum(REQUEST_SORTS, { message: REQUEST_FILTERS.sortInvalid }).default('newest'),
};
const rangeInOrder = (v: { from?: string | undefined; to?: string | undefined }) => !v.from || !v.to || v.from <= v.to;
const rangeError = { message: REQUEST_FILTERS.rangeInvalid, path: ['to'] };

/** A dashboard queue's link (issue 38 item 4): the requests whose service clock runs and that are late, or due this week. */
export const DUE_FILTERS = ['terlambat', 'minggu-ini'] as const;
export type DueFilter = (typeof DUE_FILTERS)[number];

/** Issue 39, item 3: damage reports by the authority that owns their road, or those on no known ruas. */
export const NO_OWNER = 'tanpa-ruas';
const ownerFilterSchema = z.union([z.literal(NO_OWNER), z.uuid()], { message: REQUEST_FILTERS.ownerInvalid }).optional();

export const requestListQuerySchema = pageQuerySchema
  .extend({
    ...requestFilters,
    due: z.enum(DUE_FILTERS, { message: REQUEST_FILTERS.dueInvalid }).optional(),
    owner: ownerFilterSchema,
  })
  .refine(rangeInOrder, rangeError);
export type RequestListQuery = z.infer<typeof requestListQuerySchema>;
export type RequestFilters = Pick<RequestListQuery, 'q' | 'status' | 'from' | 'to' | 'sort' | 'due' | 'owner'>;

/** `?format=csv|xlsx` of every export ("Unduh CSV" / "Unduh Excel"). */
const exportFormatSchema = z.enum(['csv', 'xlsx'], { message: EXPORTS.formatInvalid }).default('csv');

/** `…/export?format=csv|xlsx&` + the list's filters, every page. */
export const requestExportQuerySchema = z.object({ ...requestFilters, format: exportFormatSchema }).refine(rangeInOrder, rangeError);

/** The bridge table's and the users table's export: their search, every page. */
export const searchExportQuerySchema = z.object({ q: searchTextSchema, format: exportFormatSchema });
export type SearchExportQuery = z.infer<typeof searchExportQuerySchema>;
export type RequestExportQuery = z.infer<typeof requestExportQuerySchema>;

/**
 * `from` is the status the admin saw when choosing: when another admin changed it meanwhile, the
 * server answers 409 instead of silently overwriting their decision.
 */
/** What the requester reads with a status: on /lacak, in the status e-mail and on the dashboard. */
const publicNoteText = z.string().trim().max(PUBLIC_NOTE_MAX, STATUS_NOTE.noteTooLong);

export const statusChangeSchema = z.object({
  status: z.enum(REQUEST_STATUSES, { message: ADMIN.requests.statusInvalid }),
  from: z.enum(REQUEST_STATUSES, { message: ADMIN.requests.statusInvalid }).nullable().optional(),
  // Required for Ditolak (the server says so).
  note: publicNoteText.optional(),
});

/**
 * One change of a request (issue 38): the status, the requester's note and a staff-only note, sent as
 * form fields beside the optional document. `from` is the status the admin saw ("none": no status yet;
 * left empty, it is not checked).
 */
export const requestChangeSchema = z.object({
  status: z.enum(REQUEST_STATUSES, { message: ADMIN.requests.statusInvalid }),
  from: z
    .union([
      z.literal('').transform(() => undefined),
      z.literal('none').transform(() => null),
      z.enum(REQUEST_STATUSES, { message: ADMIN.requests.statusInvalid }),
    ])
    .optional(),
  note: publicNoteText.optional(),
  internalNote: z.string().trim().max(INTERNAL_NOTE_MAX, STATUS_NOTE.internalTooLong).optional(),
});
export type RequestChangeInput = z.infer<typeof requestChangeSchema>;

/** The staff's change form (the document is a file beside it; `from` is the status on screen). */
export const requestChangeFormSchema = requestChangeSchema.pick({ status: true, note: true, internalNote: true });

/** What the e-mail of a change will say, before it is made. */
export type RequestChangePreview = { mail: { to: string; subject: string; text: string; others: number } | null };
export type RequestChangeResult = StatusChangeResult & { mailed: boolean };

export type RequestKind = 'sirekanan' | 'ujilab' | 'damage-reports';

// ── response shapes (the web side imports these types) ───────────────────────────────────────
export type Paged<T> = {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
  /** The count stopped at `total`: there are more matches than that (a broad search of a large table). */
  more?: boolean;
};
/** A keyset page (docs/decisions/075): the capped total, the page's number and the cursors beside it. */
export type KeysetPaged<T> = Paged<T> & KeysetLinks;
export type Requester = { fullName: string; email: string };

export type SirekananAdminItem = {
  id: string;
  trackingCode: string;
  subject: string;
  details: string;
  attachmentUrl: string | null;
  status: RequestStatus | null;
  createdAt: string;
  requester: Requester;
};

export type UjilabAdminItem = {
  id: string;
  trackingCode: string;
  jenisUji: JenisUji;
  dokumenPermohonanUrl: string;
  dokumenKtpUrl: string;
  status: RequestStatus | null;
  createdAt: string;
  requester: Requester;
};

export type DamageReportAdminItem = {
  id: string;
  trackingCode: string;
  title: string;
  reportType: string;
  location: string;
  description: string;
  reporterName: string;
  reporterEmail: string | null;
  photoUrl: string | null;
  status: RequestStatus | null;
  createdAt: string;
  // Issue 15: the place, and what the public sees of it.
  kabupaten: string | null;
  pin: { lat: number; lng: number } | null;
  visibility: 'menunggu' | 'publik' | 'disembunyikan';
  confidential: boolean;
  publicLocation: string | null;
  publicDescription: string | null;
  supporters: number;
  photos: { id: string; url: string; redacted: boolean }[];
  // Issue 15, items 6 and 7: the deadline, the loop closed or reopened, staff's "after" photo.
  dueOn: string | null;
  late: boolean;
  reopenCount: number;
  confirmed: boolean;
  afterPhoto: { id: string; url: string } | null;
  reopenPhotos: { id: string; url: string }[];
  bridgeName: string | null;
  /** Issue 39, item 4: its SP4N-LAPOR! tracking number, once LAPOR! gave one. */
  laporTicket: string | null;
  // Issue 39, item 3: who owns the road under the pin, and the authority it is forwarded to now.
  owner: string | null;
  forwardedTo: string | null;
};

export type StatusChangeItem = {
  id: string;
  fromStatus: RequestStatus | null;
  toStatus: RequestStatus;
  changedAt: string;
  actor: { fullName: string; email: string } | null;
  /** What the requester was told (public: on /lacak and in the e-mail). */
  note: string | null;
  /** Staff's own note (issue 38): only in the admin. */
  internalNote: string | null;
  /** The document that came with the change. */
  attachment: AttachmentKind | null;
  /** The requester's own step (a damage report reopened by its reporter), not staff's. */
  byRequester: boolean;
};

type StatusChangeResult = { id: string; status: RequestStatus; changed: boolean };

export type AdminSummary = {
  users: number;
  ujilabRequests: number;
  sirekananRequests: number;
  damageReports: number;
  /** Issue 15, item 6: open damage reports past their deadline (the one service with deadlines). */
  lateDamageReports: number;
};

/** The services a dashboard queue is kept for (issue 38 item 4), in the dashboard's order. */
export const QUEUE_SERVICES = ['sirekanan', 'ujilab', 'damage-reports', 'ppid'] as const;
export type QueueService = (typeof QUEUE_SERVICES)[number];
/** Baru (Diajukan), Menunggu warga (Perlu Dilengkapi), Terlambat and Jatuh tempo minggu ini (the clock running). */
export const QUEUE_BUCKETS = ['baru', 'menunggu', 'terlambat', 'mingguIni'] as const;
export type QueueBucket = (typeof QUEUE_BUCKETS)[number];
type QueueItem = {
  trackingCode: string;
  /** What it is about: the letter's subject, the test, the report's type and place, the information asked. */
  title: string;
  /** Who asked or reported. */
  who: string;
  status: RequestStatus;
  createdAt: string;
  /** Its deadline (WITA day), or null when its service names none. */
  dueOn: string | null;
};
/** One role's queue of one service: per bucket its count and its first few requests (the most urgent first). */
export type ServiceQueue = { service: QueueService; buckets: Record<QueueBucket, { count: number; items: QueueItem[] }> };
/** The queues of the services this admin handles, and only those. */
export type AdminQueues = { queues: ServiceQueue[] };

/** New (status Diajukan) submissions per service; a service the admin may not handle is null. */
export type AdminNotifications = { total: number; sirekanan: number | null; ujilab: number | null; damageReports: number | null };

// ── contact inbox (super admin) ──────────────────────────────────────────────────────────────
export const inboxListQuerySchema = pageQuerySchema.extend({
  filter: z.enum(['all', 'unread'], { message: ADMIN.inbox.filterInvalid }).default('all'),
});
export type InboxListQuery = z.infer<typeof inboxListQuerySchema>;
export const inboxExportQuerySchema = z.object({
  filter: z.enum(['all', 'unread'], { message: ADMIN.inbox.filterInvalid }).default('all'),
  format: exportFormatSchema,
});
export type InboxExportQuery = z.infer<typeof inboxExportQuerySchema>;

export const messageReadSchema = z.object({ read: z.boolean({ message: ADMIN.inbox.readInvalid }) });

export type ContactMessageItem = {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  createdAt: string;
  readAt: string | null;
};
export type InboxPage = Paged<ContactMessageItem> & { unread: number };

/** Row ids are UUIDs; anything else cannot exist, so it is a 404 rather than a database error. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `%`, `_` and `\` typed into a search box are literal characters, not LIKE wildcards. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}
