// Diteruskan (issue 39, item 3): a damage report handed to the authority that owns its road; only damage
// reports take it, and only by a forwarding (request-transitions.ts).
// Menunggu Pembayaran, Menunggu Sampel and Dalam Pengujian are Uji Lab's own (issue 40; request-transitions.ts).
export const REQUEST_STATUSES = [
  'Diajukan',
  'Diproses',
  'Perlu Dilengkapi',
  'Menunggu Pembayaran',
  'Menunggu Sampel',
  'Dalam Pengujian',
  'Selesai',
  'Ditolak',
  'Diteruskan',
] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];
/** What a damage report can be in (its public list's filter): never one of Uji Lab's own steps. */
export const DAMAGE_REPORT_STATUSES = [
  'Diajukan',
  'Diproses',
  'Perlu Dilengkapi',
  'Selesai',
  'Ditolak',
  'Diteruskan',
] as const satisfies readonly RequestStatus[];

export const KONDISI = ['Baik', 'Perlu Perhatian', 'Rusak Ringan', 'Rusak Berat', 'Kritis'] as const;
export type Kondisi = (typeof KONDISI)[number];

// Until src/web/features/bridges/components/bridges-view.tsx imports it from paging.ts.
export { BRIDGE_PAGE_SIZE } from './paging.ts';

export const JENIS_UJI = ['Uji Beton', 'Uji Aspal', 'Uji Tanah', 'Lainnya'] as const;
export type JenisUji = (typeof JENIS_UJI)[number];
/** Multipart field names of a lab request's two documents. */
export const UJILAB_FILES = { suratPermohonan: 'suratPermohonan', ktp: 'ktp' } as const;

export const REPORT_TYPES = ['Jalan', 'Jembatan', 'Bangunan Air', 'Bangunan Gedung', 'Lainnya'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

// draft and published are the spec's; scheduled (published by the job queue at its time) and unpublished (taken down) are issue 14's.
export const ARTICLE_STATUSES = ['draft', 'published', 'scheduled', 'unpublished'] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];

// ppid-documents: the DIP's documents (public once published, through /api/ppid); ppid-requests: a
// requester's KTP and the answer's attachments, under the requester's id (issue 16).
export const BUCKETS = ['service-documents', 'lab-documents', 'damage-photos', 'ppid-documents', 'ppid-requests'] as const;
export type Bucket = (typeof BUCKETS)[number];
/** Where the public site's images live (issue 14): served at /images, never through /files. */
export const IMAGE_BUCKET = 'public-images';
/** Every place of the blob store: the private buckets and the public images. */
export type StoreBucket = Bucket | typeof IMAGE_BUCKET;

const MB = 1024 * 1024;
/** DECISIONS.md rule 10: the spec's size hints, enforced by the server. */
export const UPLOAD_LIMITS = {
  sirekananAttachment: {
    maxBytes: 5 * MB,
    mime: [
      'application/pdf',
      'application/msword',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'image/jpeg',
      'image/png',
    ],
    accept: '.pdf,.doc,.docx,.jpg,.jpeg,.png',
  },
  labDocument: { maxBytes: 2 * MB, mime: ['application/pdf', 'image/png', 'image/jpeg'], accept: '.pdf,.png,.jpg,.jpeg' },
  damagePhoto: { maxBytes: 10 * MB, mime: ['image/jpeg', 'image/png', 'image/webp'], accept: 'image/jpeg,image/png,image/webp' },
  // A reply letter or a lab result report that staff issue (issue 13).
  issuedDocument: { maxBytes: 10 * MB, mime: ['application/pdf'], accept: '.pdf,application/pdf' },
  // A photo for the public site: article cover and body, gallery (issue 14).
  publicImage: { maxBytes: 10 * MB, mime: ['image/jpeg', 'image/png', 'image/webp'], accept: 'image/jpeg,image/png,image/webp' },
} as const;

/** A bulk import of bridges (issue 17, item 6): one CSV or XLSX file. */
export const BRIDGE_IMPORT_MAX_BYTES = 10 * MB;
/** A road-section register file (issue 39): PKRMS exports of a whole province are a few MB; 20 MB leaves room. */
export const ROAD_IMPORT_MAX_BYTES = 20 * MB;

/** Room for an upload form's text fields and multipart framing beside its files. */
export const FORM_MARGIN = 64 * 1024;
/** The body each upload route reads at most: its files' limits plus the margin. */
/** Photos one damage report may carry (issue 15); the first is the cover. */
export const MAX_DAMAGE_PHOTOS = 3;

export const UPLOAD_FORM_BYTES = {
  sirekanan: UPLOAD_LIMITS.sirekananAttachment.maxBytes + FORM_MARGIN,
  ujilab: 2 * UPLOAD_LIMITS.labDocument.maxBytes + FORM_MARGIN,
  damageReport: MAX_DAMAGE_PHOTOS * UPLOAD_LIMITS.damagePhoto.maxBytes + FORM_MARGIN,
  // One photo: "belum diperbaiki" (issue 15, item 7) or staff's "after" photo.
  damagePhoto: UPLOAD_LIMITS.damagePhoto.maxBytes + FORM_MARGIN,
  issuedDocument: UPLOAD_LIMITS.issuedDocument.maxBytes + FORM_MARGIN,
  publicImage: UPLOAD_LIMITS.publicImage.maxBytes + FORM_MARGIN,
  // A bulk import of bridges (issue 17, item 6): BRIDGE_IMPORT_MAX_BYTES, checked again on the file.
  bridgeImport: BRIDGE_IMPORT_MAX_BYTES + FORM_MARGIN,
  // The road-section register (issue 39): ROAD_IMPORT_MAX_BYTES, checked again on the file.
  roadImport: ROAD_IMPORT_MAX_BYTES + FORM_MARGIN,
  // A bridge's or an inspection's photos sent at once: five (BRIDGE_PHOTOS_MAX, INSPECTION_PHOTOS_MAX in bridge-bms.ts).
  bridgePhotos: 5 * UPLOAD_LIMITS.publicImage.maxBytes + FORM_MARGIN,
} as const;
/** Larger bodies are refused from their Content-Length before any route sees them (the PPID's forms, ppid.ts, stay within it). */
export const MAX_BODY_BYTES = Math.max(...Object.values(UPLOAD_FORM_BYTES));
/** Every JSON route: at most this much, nested at most MAX_JSON_DEPTH deep. */
export const MAX_JSON_BYTES = 256 * 1024;
export const MAX_JSON_DEPTH = 16;
/** Values in one JSON body (counted by its commas): a form has a few dozen. */
export const MAX_JSON_ITEMS = 2000;
/** One text field of an upload form (the longest, a letter's details, is far shorter). */
export const MAX_FORM_FIELD_BYTES = 64 * 1024;
/** Parts of a multipart body (an upload form has a handful of fields). */
export const MAX_MULTIPART_PARTS = 16;

// Text limits: the zod schema in *-schemas.ts enforces each, and the form's box takes the same
// constant as its maxLength. They live here, not beside the schemas, because the public forms load
// zod only when a visitor starts typing, and this module has no zod in it.
/** The longest e-mail address that can be delivered (RFC 5321). */
export const EMAIL_MAX = 254;
/** A person's full name (account, contact message, damage report). */
export const PERSON_NAME_MAX = 120;
/** The search box of the admin lists. */
export const SEARCH_TEXT_MAX = 200;
export const BRIDGE_NAMA_MAX = 200;
export const BRIDGE_LOKASI_MAX = 300;
export const BRIDGE_TIPE_MAX = 100;
export const BRIDGE_RUAS_MAX = 200;
/** The longest bridge in Indonesia (Suramadu) is 5.4 km; a typo of a zero more is caught. */
export const BRIDGE_PANJANG_MAX = 10_000;
export const BRIDGE_LEBAR_MAX = 100;
export const BRIDGE_BENTANG_MAX = 200;
/** The public bridge list's search box. */
export const BRIDGE_SEARCH_MAX = 100;
export const SIREKANAN_SUBJECT_MAX = 200;
export const SIREKANAN_DETAILS_MAX = 5000;
export const CONTACT_SUBJECT_MAX = 200;
export const CONTACT_MESSAGE_MAX = 5000;
export const DAMAGE_LOCATION_MAX = 300;
export const DAMAGE_DESCRIPTION_MAX = 5000;

export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD = 50;
export const USER_SEARCH_DEBOUNCE_MS = 300;

/** A staff member's public note on a status change (shown on /lacak and in the e-mail). */
export const PUBLIC_NOTE_MAX = 1000;
/** A staff-only note on a request's change (issue 38). */
export const INTERNAL_NOTE_MAX = 2000;
