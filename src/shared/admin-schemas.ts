import { z } from 'zod';
import { PUBLIC_NOTE_MAX, REQUEST_STATUSES, SEARCH_TEXT_MAX, type JenisUji, type RequestStatus } from './constants.ts';
import { PAGE_MAX, PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from './paging.ts';
import { ADMIN } from './strings.ts';
import { STATUS_NOTE } from './status-note-strings.ts';
import { EXPORTS } from './export-strings.ts';

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

export const searchTextSchema = z.string().trim().max(SEARCH_TEXT_MAX, ADMIN.common.searchTooLong).default('');

export const requestListQuerySchema = pageQuerySchema.extend({
  q: searchTextSchema,
  status: z.enum(REQUEST_STATUSES, { message: ADMIN.requests.statusInvalid }).optional(),
});
export type RequestListQuery = z.infer<typeof requestListQuerySchema>;

/** `…/export?format=csv|xlsx&q=&status=`: the list's filters, every page. */
export const requestExportQuerySchema = z.object({
  q: searchTextSchema,
  status: z.enum(REQUEST_STATUSES, { message: ADMIN.requests.statusInvalid }).optional(),
  format: z.enum(['csv', 'xlsx'], { message: EXPORTS.formatInvalid }).default('csv'),
});
export type RequestExportQuery = z.infer<typeof requestExportQuerySchema>;

/**
 * `from` is the status the admin saw when choosing: when another admin changed it meanwhile, the
 * server answers 409 instead of silently overwriting their decision.
 */
export const statusChangeSchema = z.object({
  status: z.enum(REQUEST_STATUSES, { message: ADMIN.requests.statusInvalid }),
  from: z.enum(REQUEST_STATUSES, { message: ADMIN.requests.statusInvalid }).nullable().optional(),
  // Shown to the requester on /lacak, in the status e-mail and on the dashboard; required for Ditolak.
  note: z.string().trim().max(PUBLIC_NOTE_MAX, STATUS_NOTE.noteTooLong).optional(),
});
export type StatusChangeInput = z.infer<typeof statusChangeSchema>;

export type RequestKind = 'sirekanan' | 'ujilab' | 'damage-reports';

// ── response shapes (the web side imports these types) ───────────────────────────────────────
export type Paged<T> = { items: T[]; total: number; page: number; pageSize: number };
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
};

export type StatusChangeItem = {
  id: string;
  fromStatus: RequestStatus | null;
  toStatus: RequestStatus;
  changedAt: string;
  actor: { fullName: string; email: string } | null;
  /** What the requester was told (public: on /lacak and in the e-mail). */
  note: string | null;
};

export type StatusChangeResult = { id: string; status: RequestStatus; changed: boolean };

export type AdminSummary = { users: number; ujilabRequests: number; sirekananRequests: number; damageReports: number };

/** New (status Diajukan) submissions per service; a service the admin may not handle is null. */
export type AdminNotifications = { total: number; sirekanan: number | null; ujilab: number | null; damageReports: number | null };

// ── contact inbox (super admin) ──────────────────────────────────────────────────────────────
export const inboxListQuerySchema = pageQuerySchema.extend({
  filter: z.enum(['all', 'unread'], { message: ADMIN.inbox.filterInvalid }).default('all'),
});
export type InboxListQuery = z.infer<typeof inboxListQuerySchema>;

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
