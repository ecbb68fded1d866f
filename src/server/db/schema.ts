import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  time,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { MAIL_STATUSES } from '../../shared/outbox-schemas.ts';
import { ARTICLE_STATUSES, JENIS_UJI, KONDISI, REQUEST_STATUSES } from '../../shared/constants.ts';
import { DIP_CATEGORIES, type AnswerFile, type AnswerType, type ObjectionDecision } from '../../shared/ppid.ts';
import { AREA_ALERT_FREQUENCIES } from '../../shared/area-alert-schemas.ts';
import { ROAD_STATUSES, type RoadGeometry } from '../../shared/roads.ts';
import { ROLES } from '../../shared/roles.ts';
import { SKM_SERVICES } from '../../shared/skm.ts';
import { LAB_BILL_STATUSES, LAB_PAYMENT_CHANNELS, LAB_PAYMENT_RESULTS, type LabBillLine } from '../../shared/lab-bill-schemas.ts';
import type { MessageFile } from '../../shared/request-thread-schemas.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
// The browser's Idempotency-Key for one filled-in form: a resend after a lost response finds the
// row it already made instead of making a second one (src/server/http/idempotency.ts).
const idempotencyKey = () => uuid('idempotency_key');

// ── better-auth tables (JS keys are the names better-auth expects) ─────────────────────────────
export const users = pgTable('users', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('accounts_user_id_idx').on(t.userId)],
);

export const verifications = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    // A reset or invitation link: `reset-password-sha256:` and the SHA-256 of its token (never the token).
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
);

export const rateLimits = pgTable('rate_limits', {
  id: text('id').primaryKey(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
});

// ── portal tables ─────────────────────────────────────────────────────────────────────────────
export const appRole = pgEnum('app_role', ROLES);
export const requestStatus = pgEnum('request_status', REQUEST_STATUSES);
export const kondisiEnum = pgEnum('bridge_kondisi', KONDISI);
export const jenisUjiEnum = pgEnum('jenis_uji', JENIS_UJI);
export const articleStatus = pgEnum('article_status', ARTICLE_STATUSES);
export const roadStatus = pgEnum('road_status', ROAD_STATUSES);
export const areaAlertFrequency = pgEnum('area_alert_frequency', AREA_ALERT_FREQUENCIES);
export const labBillStatus = pgEnum('lab_bill_status', LAB_BILL_STATUSES);
export const labPaymentChannel = pgEnum('lab_payment_channel', LAB_PAYMENT_CHANNELS);
export const labPaymentResult = pgEnum('lab_payment_result', LAB_PAYMENT_RESULTS);

/** One row per auth user, made by a trigger on `users` (migration 0001) so it always exists. */
export const profiles = pgTable(
  'profiles',
  {
    id: text('id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    fullName: text('full_name').notNull().default(''),
    email: text('email').notNull(),
    role: appRole('role').notNull().default('customer'),
    // Derived, so role and is_admin can never disagree (DECISIONS.md rule 3).
    isAdmin: boolean('is_admin')
      .generatedAlwaysAs(sql`role <> 'customer'`)
      .notNull(),
    // Set by a super admin (issue 13, item 9): the account cannot sign in, its sessions are gone,
    // its history stays. Null is active.
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('profiles_email_lower_idx').on(sql`lower(${t.email})`),
    index('profiles_created_at_idx').on(t.createdAt),
    // Issue 41 (migration 0044): the users list's keyset pages, newest first.
    index('profiles_newest_idx').on(t.createdAt.desc(), t.id.desc()),
    // The users table's search (list-users.ts, userWhere): ILIKE '%…%' over the name and the e-mail,
    // one trigram index each, so that 100,000 citizens' accounts are not read for every search.
    index('profiles_full_name_trgm_idx').using('gin', sql`${t.fullName} gin_trgm_ops`),
    index('profiles_email_trgm_idx').using('gin', sql`${t.email} gin_trgm_ops`),
  ],
);

export const sirekananRequests = pgTable(
  'sirekanan_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    details: text('details').notNull(),
    attachmentUrl: text('attachment_url'),
    status: requestStatus('status').notNull().default('Diajukan'),
    trackingCode: text('tracking_code').notNull().unique(),
    // Working days spent in Perlu Dilengkapi (issue 38, item 2): the service clock does not count them.
    clockPausedDays: integer('clock_paused_days').notNull().default(0),
    idempotencyKey: idempotencyKey(),
    createdAt: createdAt(),
    /**
     * What the admin search reads (request-service.ts, searchSql): the code, the subject and the
     * requester's name and e-mail in lower case, apart by chr(31). Kept by triggers (migration 0045,
     * docs/decisions/077), as the requester's fields live in profiles: never written by the app.
     */
    searchText: text('search_text').notNull().default(''),
  },
  (t) => [
    index('sirekanan_user_created_idx').on(t.userId, t.createdAt),
    index('sirekanan_created_idx').on(t.createdAt, t.id),
    index('sirekanan_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    uniqueIndex('sirekanan_idempotency_key_idx').on(t.idempotencyKey),
  ],
);

export const ujilabRequests = pgTable(
  'pengajuan_uji',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    jenisUji: jenisUjiEnum('jenis_uji').notNull(),
    dokumenPermohonanUrl: text('dokumen_permohonan_url').notNull(),
    dokumenKtpUrl: text('dokumen_ktp_url').notNull(),
    // "Lainnya": the test the customer wants, in their words (issue 14).
    jenisUjiLainnya: text('jenis_uji_lainnya'),
    // When the customer agreed to the use of their KTP scan (issue 14; UU 27/2022).
    ktpConsentAt: timestamp('ktp_consent_at', { withTimezone: true }),
    status: requestStatus('status').notNull().default('Diajukan'),
    trackingCode: text('tracking_code').notNull().unique(),
    // Working days spent in Perlu Dilengkapi (issue 38, item 2): the service clock does not count them.
    clockPausedDays: integer('clock_paused_days').notNull().default(0),
    idempotencyKey: idempotencyKey(),
    createdAt: createdAt(),
    /** As sirekanan_requests.search_text: the code, the test's name, the requester's name and e-mail (migration 0045). */
    searchText: text('search_text').notNull().default(''),
  },
  (t) => [
    index('pengajuan_uji_user_created_idx').on(t.userId, t.createdAt),
    index('pengajuan_uji_created_idx').on(t.createdAt, t.id),
    index('pengajuan_uji_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    uniqueIndex('pengajuan_uji_idempotency_key_idx').on(t.idempotencyKey),
  ],
);

// Issue 40, items 1 and 2: the lab's tariff (ADR 070). A test's price is a history; the price on a day is
// the row with the latest valid_from not after it.
export const labTests = pgTable(
  'lab_tests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jenisUji: jenisUjiEnum('jenis_uji').notNull(),
    name: text('name').notNull(),
    method: text('method').notNull().default(''),
    unit: text('unit').notNull(),
    durationDays: integer('duration_days').notNull(),
    perdaArticle: text('perda_article').notNull().default(''),
    active: boolean('active').notNull().default(true),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('lab_tests_jenis_idx').on(t.jenisUji, t.position)],
);

export const labTestPrices = pgTable(
  'lab_test_prices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    testId: uuid('test_id')
      .notNull()
      .references(() => labTests.id, { onDelete: 'cascade' }),
    /** Whole rupiah. */
    price: bigint('price', { mode: 'number' }).notNull(),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    setBy: text('set_by').references(() => profiles.id, { onDelete: 'set null' }),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('lab_test_prices_test_from_idx').on(t.testId, t.validFrom)],
);

/** A request's tests, a snapshot of each as it was priced when the request was made. */
export const labRequestItems = pgTable(
  'lab_request_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => ujilabRequests.id, { onDelete: 'cascade' }),
    testId: uuid('test_id').references(() => labTests.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    method: text('method').notNull().default(''),
    unit: text('unit').notNull(),
    unitPrice: bigint('unit_price', { mode: 'number' }).notNull(),
    durationDays: integer('duration_days').notNull(),
    quantity: integer('quantity').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('lab_request_items_request_idx').on(t.requestId, t.position)],
);

export type DamageDetails = {
  reporter_name: string;
  reporter_email: string | null;
  description: string;
  report_type: string;
  photo_url: string | null;
};

export const serviceRequests = pgTable(
  'service_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').references(() => profiles.id, { onDelete: 'set null' }),
    serviceType: text('service_type').notNull().default('lapor_kerusakan'),
    title: text('title').notNull(),
    description: text('description').notNull(),
    details: jsonb('details').$type<DamageDetails>().notNull(),
    status: requestStatus('status').notNull().default('Diajukan'),
    trackingCode: text('tracking_code').notNull().unique(),
    idempotencyKey: idempotencyKey(),
    createdAt: createdAt(),
    /**
     * What the admin list's search reads (list-damage-reports.ts, damageWhere): the six searched
     * fields in lower case, apart by a control character (chr(31)) that no search text holds, so a
     * match never spans two fields. One `LIKE` of this costs a sixth of six `ILIKE`s, and one
     * trigram index serves it (docs/decisions/042).
     */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(tracking_code || chr(31) || title || chr(31) || description || chr(31) || coalesce(details->>'report_type', '')
        || chr(31) || coalesce(details->>'reporter_name', '') || chr(31) || coalesce(details->>'reporter_email', ''))`,
    ),
  },
  (t) => [
    index('service_requests_created_idx').on(t.createdAt, t.id),
    index('service_requests_status_created_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    uniqueIndex('service_requests_idempotency_key_idx').on(t.idempotencyKey),
    index('service_requests_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    // Migration 0047 also has INCLUDE (search_text), which drizzle cannot write: a damage-report search's
    // walk newest first reads the index alone.
    index('service_requests_damage_walk_idx')
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`${t.serviceType} = 'lapor_kerusakan'`),
  ],
);

/** Who may see a damage report: the moderator's decision (issue 15). */
export const DAMAGE_VISIBILITIES = ['menunggu', 'publik', 'disembunyikan'] as const;
export type DamageVisibility = (typeof DAMAGE_VISIBILITIES)[number];

/**
 * What a damage report carries beyond the generic request row (issue 15): the place on the map,
 * the kabupaten, moderation and the public text staff may edit (the reporter's words stay in
 * service_requests). One row per report of service_type 'lapor_kerusakan'.
 */
export const damageReports = pgTable(
  'damage_reports',
  {
    requestId: uuid('request_id')
      .primaryKey()
      .references(() => serviceRequests.id, { onDelete: 'cascade' }),
    reportType: text('report_type').notNull(),
    // Null only on reports sent before the kabupaten was asked for.
    kabupaten: text('kabupaten'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    visibility: text('visibility').$type<DamageVisibility>().notNull().default('menunggu'),
    // "Rahasia": public, but without its exact pin (only the kabupaten is shown).
    confidential: boolean('confidential').notNull().default(false),
    hiddenReason: text('hidden_reason'),
    publicLocation: text('public_location'),
    publicDescription: text('public_description'),
    // "Saya juga": people who have the same damage (item 5); counted once each.
    supporters: integer('supporters').notNull().default(0),
    reportedAt: timestamp('reported_at', { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    // Deadline (item 6): the last working day (WITA) by the target of its type when it was sent.
    dueOn: date('due_on', { mode: 'string' }),
    // When it last became Selesai (null while open): the statistics' days to Selesai, on time or late.
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    // Closing the loop (item 7): times a reporter or supporter said "not fixed", and the last "fixed".
    reopenCount: integer('reopen_count').notNull().default(0),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    // Item 8: the bridge the damage is on (type Jembatan), from Jembatantif.
    bridgeId: uuid('bridge_id').references(() => bridges.id, { onDelete: 'set null' }),
    // Issue 39: the nearest ruas within 50 m of the pin when it was sent, how far, and who owns that road.
    roadSectionId: uuid('road_section_id').references(() => roadSections.id, { onDelete: 'set null' }),
    roadDistanceM: doublePrecision('road_distance_m'),
    ownerInstansiId: uuid('owner_instansi_id').references(() => instansi.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('damage_reports_due_idx').on(t.dueOn),
    index('damage_reports_bridge_idx').on(t.bridgeId),
    index('damage_reports_public_idx').on(t.visibility, t.reportedAt.desc(), t.requestId),
    index('damage_reports_supported_idx').on(t.visibility, t.supporters.desc(), t.reportedAt.desc(), t.requestId),
    index('damage_reports_position_idx').on(t.latitude, t.longitude),
    index('damage_reports_road_section_idx').on(t.roadSectionId),
    index('damage_reports_owner_idx').on(t.ownerInstansiId),
  ],
);

/**
 * "Saya juga" (issue 15, item 5): one row per person who has the same damage, counted once per
 * browser (a random key it keeps) and once per e-mail; the e-mail, if given, is for the report's updates.
 */
export const damageReportSupporters = pgTable(
  'damage_report_supporters',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => serviceRequests.id, { onDelete: 'cascade' }),
    browserKey: uuid('browser_key').notNull(),
    email: text('email'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('damage_report_supporters_browser_idx').on(t.requestId, t.browserKey),
    uniqueIndex('damage_report_supporters_email_idx')
      .on(t.requestId, t.email)
      .where(sql`${t.email} is not null`),
  ],
);

/**
 * Whose photo: the reporter's ('laporan'), staff's picture of the repair ('sesudah', item 7), or one
 * sent with "belum diperbaiki" ('buka-kembali').
 */
export const DAMAGE_PHOTO_KINDS = ['laporan', 'sesudah', 'buka-kembali'] as const;
export type DamagePhotoKind = (typeof DAMAGE_PHOTO_KINDS)[number];

/** Photos of a damage report, in order (the first is the cover); staff may redact one. */
export const damageReportPhotos = pgTable(
  'damage_report_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => serviceRequests.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<DamagePhotoKind>().notNull().default('laporan'),
    position: integer('position').notNull(),
    url: text('url').notNull(),
    redactedAt: timestamp('redacted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('damage_report_photos_position_idx').on(t.requestId, t.kind, t.position)],
);

/** Item 6: the target in working days per infrastructure type, set by a super admin. */
export const damageReportTargets = pgTable('damage_report_targets', {
  reportType: text('report_type').primaryKey(),
  workingDays: integer('working_days').notNull(),
  updatedBy: text('updated_by').references(() => profiles.id, { onDelete: 'set null' }),
  updatedAt: updatedAt(),
});

/**
 * Item 7: the answers to "Apakah kerusakan sudah benar-benar diperbaiki?", one per e-mail per
 * Selesai (round = the report's reopen count when it was finished). 'tidak' reopens the report.
 */
export const damageReportFeedback = pgTable(
  'damage_report_feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => serviceRequests.id, { onDelete: 'cascade' }),
    round: integer('round').notNull(),
    email: text('email').notNull(),
    fixed: boolean('fixed').notNull(),
    reason: text('reason'),
    photoId: uuid('photo_id').references(() => damageReportPhotos.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('damage_report_feedback_once_idx').on(t.requestId, t.round, t.email)],
);

/** Open311 GeoReport v2 (item 10): keys a super admin issues to other systems for POST requests. */
export const open311ApiKeys = pgTable(
  'open311_api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    // SHA-256 of the key; the key itself is shown once, when issued.
    keyHash: text('key_hash').notNull(),
    keyPrefix: text('key_prefix').notNull(),
    createdBy: text('created_by').references(() => profiles.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('open311_api_keys_hash_idx').on(t.keyHash)],
);

/**
 * Issue 39: who answers for a status of road in a kabupaten (a null kabupaten: in every kabupaten). This
 * office's own row (`is_this_office`) is the provincial roads; the others are reached by e-mail.
 */
export const instansi = pgTable(
  'instansi',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull().unique(),
    email: text('email'),
    roadStatus: roadStatus('road_status').notNull(),
    kabupaten: text('kabupaten'),
    isThisOffice: boolean('is_this_office').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('instansi_answers_for_idx').on(t.roadStatus, sql`coalesce(${t.kabupaten}, '')`)],
);

/**
 * Issue 39: a road section (ruas) as PKRMS numbers it: its line (a GeoJSON LineString or MultiLineString,
 * WGS84), its bounding box (the spatial index's and the map's), and, when imported, its surface and
 * condition in km (kemantapan = (baik + sedang) / length).
 */
export const roadSections = pgTable(
  'road_sections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    noRuas: text('no_ruas').notNull().unique(),
    name: text('name').notNull(),
    status: roadStatus('status').notNull(),
    kabupaten: text('kabupaten'),
    lengthKm: doublePrecision('length_km'),
    geometry: jsonb('geometry').$type<RoadGeometry>().notNull(),
    minLon: doublePrecision('min_lon').notNull(),
    minLat: doublePrecision('min_lat').notNull(),
    maxLon: doublePrecision('max_lon').notNull(),
    maxLat: doublePrecision('max_lat').notNull(),
    surface: text('surface'),
    kondisiBaikKm: doublePrecision('kondisi_baik_km'),
    kondisiSedangKm: doublePrecision('kondisi_sedang_km'),
    kondisiRusakRinganKm: doublePrecision('kondisi_rusak_ringan_km'),
    kondisiRusakBeratKm: doublePrecision('kondisi_rusak_berat_km'),
    kondisiYear: smallint('kondisi_year'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('road_sections_status_idx').on(t.status, t.kabupaten),
    index('road_sections_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
  ],
);

export const bridges = pgTable(
  'bridges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    nama: text('nama').notNull(),
    lokasi: text('lokasi').notNull(),
    tahunBangun: integer('tahun_bangun').notNull(),
    tipe: text('tipe'),
    kondisi: kondisiEnum('kondisi').notNull(),
    // Issue 17: where the bridge is and what it is (all optional; docs/decisions/031). Damage reports
    // offer the bridges within 2 km of their pin.
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    kabupaten: text('kabupaten'),
    ruasJalan: text('ruas_jalan'),
    statusJalan: text('status_jalan'),
    panjang: doublePrecision('panjang'),
    lebar: doublePrecision('lebar'),
    jumlahBentang: smallint('jumlah_bentang'),
    // Issue 39: the ruas the bridge is on and its place along it in metres (STA 12+300 = 12300).
    roadSectionId: uuid('road_section_id').references(() => roadSections.id, { onDelete: 'set null' }),
    staM: integer('sta_m'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('bridges_position_idx').on(t.latitude, t.longitude),
    index('bridges_kabupaten_idx').on(t.kabupaten),
    index('bridges_kondisi_idx').on(t.kondisi),
    index('bridges_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('bridges_nama_trgm_idx').using('gin', sql`${t.nama} gin_trgm_ops`),
    index('bridges_lokasi_trgm_idx').using('gin', sql`${t.lokasi} gin_trgm_ops`),
    index('bridges_road_section_idx').on(t.roadSectionId),
  ],
);

export const inspections = pgTable(
  'inspections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bridgeId: uuid('bridge_id')
      .notNull()
      .references(() => bridges.id, { onDelete: 'cascade' }),
    inspectedAt: timestamp('inspected_at', { withTimezone: true }).notNull(),
    // The public kondisi this inspection gave (from its NK, docs/decisions/031).
    kondisi: kondisiEnum('kondisi').notNull(),
    notes: text('notes'),
    // Issue 17: the BMS inspection. The inspector's name is shown to staff only.
    jenis: text('jenis').notNull().default('rutin'),
    inspector: text('inspector'),
    nilaiKondisi: smallint('nilai_kondisi'),
    nkBangunanAtas: smallint('nk_bangunan_atas'),
    nkBangunanBawah: smallint('nk_bangunan_bawah'),
    nkFondasi: smallint('nk_fondasi'),
    nkLantai: smallint('nk_lantai'),
    nkSandaran: smallint('nk_sandaran'),
    createdBy: text('created_by').references(() => profiles.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('inspections_bridge_idx').on(t.bridgeId, t.inspectedAt.desc(), t.createdAt.desc()),
    check('inspections_nk_check', sql`${t.nilaiKondisi} BETWEEN 0 AND 5`),
  ],
);

/** A bridge's photos (issue 17: at most five), public images of the `images` table, in the order shown. */
export const bridgePhotos = pgTable(
  'bridge_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bridgeId: uuid('bridge_id')
      .notNull()
      .references(() => bridges.id, { onDelete: 'cascade' }),
    imageId: uuid('image_id')
      .notNull()
      .references(() => images.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('bridge_photos_bridge_idx').on(t.bridgeId, t.position), uniqueIndex('bridge_photos_image_uq').on(t.imageId)],
);

/** An inspection's photos, as a bridge's. */
export const inspectionPhotos = pgTable(
  'inspection_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    inspectionId: uuid('inspection_id')
      .notNull()
      .references(() => inspections.id, { onDelete: 'cascade' }),
    imageId: uuid('image_id')
      .notNull()
      .references(() => images.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('inspection_photos_inspection_idx').on(t.inspectionId, t.position),
    uniqueIndex('inspection_photos_image_uq').on(t.imageId),
  ],
);

// Images the portal stores for the public site (issue 14): article covers and bodies, gallery photos.
// The master (EXIF stripped, auto-rotated, at most 2400 px) is kept in the `public-images` store; the
// sizes served (`/images/{id}/{width}`, AVIF/WebP/JPEG by the browser's Accept) are made once, on
// first request, and kept beside it. Public by design: the id is unguessable, nothing personal is in it.
export const images = pgTable(
  'images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    createdBy: text('created_by').references(() => profiles.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('images_created_idx').on(t.createdAt)],
);

export const articles = pgTable(
  'articles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    slug: text('slug').notNull().unique(),
    excerpt: text('excerpt'),
    coverImageUrl: text('cover_image_url'),
    // The cover (issue 14): an image the portal stored, cropped to the cards' 16:9, with its alt text.
    coverImageId: uuid('cover_image_id').references(() => images.id, { onDelete: 'set null' }),
    coverAlt: text('cover_alt'),
    content: text('content').notNull().default(''),
    status: articleStatus('status').notNull().default('draft'),
    authorId: text('author_id').references(() => profiles.id, { onDelete: 'set null' }),
    // The byline readers see ("Humas Dinas PUPR"); the account that saved it is author_id.
    authorName: text('author_name'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    // For a scheduled article: when it goes public (the job queue publishes it; readers see it from then on anyway).
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('articles_published_idx').on(t.status, t.publishedAt.desc()),
    index('articles_created_idx').on(t.createdAt.desc()),
    // Issue 41 (migration 0044): the CMS list's search by title.
    index('articles_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
    // The CMS list's whole order (list-articles.ts), read down instead of sorted.
    index('articles_newest_idx').on(t.createdAt.desc(), t.id.desc()),
    // The public news, newest first (published-articles.ts): read down this index instead of sorted.
    // Not partial: see migration 0044 (an enum value of the same run may not be named in a migration).
    index('articles_news_idx').on(t.publishedAt.desc(), t.createdAt.desc(), t.id.desc()),
    // The next scheduled article to appear, for how long the news may keep a page (migration 0046).
    index('articles_scheduled_idx').on(t.scheduledAt),
  ],
);

// Every save of an article (issue 14): who, when, and what it said; an editor compares two and restores one.
export const articleRevisions = pgTable(
  'article_revisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    articleId: uuid('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    excerpt: text('excerpt'),
    content: text('content').notNull(),
    coverImageId: uuid('cover_image_id').references(() => images.id, { onDelete: 'set null' }),
    coverAlt: text('cover_alt'),
    authorName: text('author_name'),
    status: articleStatus('status').notNull(),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    savedBy: text('saved_by').references(() => profiles.id, { onDelete: 'set null' }),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('article_revisions_article_idx').on(t.articleId, t.savedAt.desc())],
);

// An article's earlier addresses: /berita/{old} answers 301 to the current one.
export const articleSlugs = pgTable('article_slugs', {
  slug: text('slug').primaryKey(),
  articleId: uuid('article_id')
    .notNull()
    .references(() => articles.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});

// /galeri (issue 14): albums the office manages, each with ordered photos.
export const albums = pgTable(
  'albums',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    slug: text('slug').notNull().unique(),
    description: text('description').notNull().default(''),
    albumDate: text('album_date').notNull(),
    coverPhotoId: uuid('cover_photo_id'),
    published: boolean('published').notNull().default(false),
    createdBy: text('created_by').references(() => profiles.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('albums_date_idx').on(t.albumDate.desc())],
);

export const albumPhotos = pgTable(
  'album_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    albumId: uuid('album_id')
      .notNull()
      .references(() => albums.id, { onDelete: 'cascade' }),
    imageId: uuid('image_id')
      .notNull()
      .references(() => images.id, { onDelete: 'restrict' }),
    caption: text('caption').notNull().default(''),
    alt: text('alt').notNull(),
    credit: text('credit').notNull().default(''),
    position: integer('position').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('album_photos_album_idx').on(t.albumId, t.position)],
);

// Pages the office writes itself (issue 14): privacy policy, terms, accessibility statement, Uji Lab's "what happens next".
export const sitePages = pgTable('site_pages', {
  slug: text('slug').primaryKey(),
  title: text('title').notNull(),
  content: text('content').notNull().default(''),
  updatedBy: text('updated_by').references(() => profiles.id, { onDelete: 'set null' }),
  updatedAt: updatedAt(),
});

export const statusChanges = pgTable(
  'status_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestTable: text('request_table').notNull(),
    requestId: uuid('request_id').notNull(),
    actorId: text('actor_id').references(() => profiles.id, { onDelete: 'set null' }),
    fromStatus: requestStatus('from_status'),
    toStatus: requestStatus('to_status').notNull(),
    // What staff tell the requester (required for Ditolak): on /lacak, in the status e-mail, on the dashboard.
    publicNote: text('public_note'),
    // Issue 38: staff's own note (never shown to the requester), the document the change carried
    // ('reply_letter', 'lab_result', 'after_photo'), and whether the requester took the step (a reopen).
    internalNote: text('internal_note'),
    attachment: text('attachment'),
    byRequester: boolean('by_requester').notNull().default(false),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('status_changes_request_idx').on(t.requestTable, t.requestId)],
);

/**
 * Issue 40, item 3: an Uji Lab request's bill (docs/decisions/071). Its lines are a snapshot; one bill that is
 * not cancelled per request; paid is final.
 */
export const labBills = pgTable(
  'lab_bills',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: bigint('seq', { mode: 'number' }).notNull().unique(),
    number: text('number').notNull().unique(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => ujilabRequests.id),
    lines: jsonb('lines').$type<LabBillLine[]>().notNull(),
    total: integer('total').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    issuedBy: text('issued_by').references(() => profiles.id, { onDelete: 'set null' }),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    status: labBillStatus('status').notNull().default('belum'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    channel: labPaymentChannel('channel'),
    paidReference: text('paid_reference'),
    vaCustomerNo: text('va_customer_no').notNull().unique(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    index('lab_bills_request_idx').on(t.requestId),
    index('lab_bills_issued_idx').on(t.issuedAt),
    uniqueIndex('lab_bills_open_idx')
      .on(t.requestId)
      .where(sql`${t.status} <> 'batal'`),
  ],
);

/** Every payment notification (signed or forged) and counter entry about a lab bill, with the answer it got. */
export const labPayments = pgTable(
  'lab_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    billId: uuid('bill_id').references(() => labBills.id),
    channel: labPaymentChannel('channel').notNull(),
    payloadHash: text('payload_hash').notNull(),
    authentic: boolean('authentic').notNull(),
    amount: integer('amount'),
    reference: text('reference'),
    result: labPaymentResult('result').notNull(),
    reason: text('reason'),
    response: jsonb('response').$type<Record<string, unknown>>(),
    recordedBy: text('recorded_by').references(() => profiles.id, { onDelete: 'set null' }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('lab_payments_bill_idx').on(t.billId),
    index('lab_payments_received_idx').on(t.receivedAt),
    uniqueIndex('lab_payments_once_idx')
      .on(t.channel, t.payloadHash)
      .where(sql`${t.authentic}`),
    uniqueIndex('lab_payments_settles_idx')
      .on(t.billId)
      .where(sql`${t.result} = 'diterima'`),
  ],
);

/**
 * Issue 39, item 3: a damage report handed to the authority that owns its road (docs/decisions/065). By a
 * moderator's approval (`forwardedBy` null: automatic) or by hand; taken back when staff take it on again.
 * The authority's name and address are kept as they were when it was sent.
 */
export const reportForwardings = pgTable(
  'report_forwardings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => serviceRequests.id, { onDelete: 'cascade' }),
    instansiId: uuid('instansi_id').references(() => instansi.id, { onDelete: 'set null' }),
    instansiName: text('instansi_name').notNull(),
    instansiEmail: text('instansi_email').notNull(),
    statusChangeId: uuid('status_change_id').references(() => statusChanges.id, { onDelete: 'set null' }),
    forwardedBy: text('forwarded_by').references(() => profiles.id, { onDelete: 'set null' }),
    forwardedAt: timestamp('forwarded_at', { withTimezone: true }).notNull().defaultNow(),
    note: text('note'),
    takenBackAt: timestamp('taken_back_at', { withTimezone: true }),
    takenBackBy: text('taken_back_by').references(() => profiles.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('report_forwardings_request_idx').on(t.requestId, t.forwardedAt),
    index('report_forwardings_instansi_idx').on(t.instansiId),
    index('report_forwardings_status_change_idx').on(t.statusChangeId),
    uniqueIndex('report_forwardings_open_idx')
      .on(t.requestId)
      .where(sql`${t.takenBackAt} is null`),
  ],
);

/**
 * A request's thread (issue 38, item 2): messages both ways with their files. An internal one is staff's
 * own and never reaches the requester (not their API, not an e-mail, not /lacak).
 */
export const requestMessages = pgTable(
  'request_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestTable: text('request_table').notNull(),
    requestId: uuid('request_id').notNull(),
    authorId: text('author_id').references(() => profiles.id, { onDelete: 'set null' }),
    fromRequester: boolean('from_requester').notNull().default(false),
    internal: boolean('internal').notNull().default(false),
    body: text('body').notNull(),
    attachments: jsonb('attachments').$type<MessageFile[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('request_messages_request_idx').on(t.requestTable, t.requestId, t.createdAt),
    check('request_messages_internal_check', sql`NOT (${t.internal} AND ${t.fromRequester})`),
  ],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: text('actor_id').references(() => profiles.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    target: text('target'),
    details: jsonb('details'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_at_idx').on(t.at), index('audit_log_target_idx').on(t.target, t.at)],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    // Who sent it when signed in; a resent key is answered only for the same sender.
    userId: text('user_id').references(() => profiles.id, { onDelete: 'set null' }),
    idempotencyKey: idempotencyKey(),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt), uniqueIndex('contact_messages_idempotency_key_idx').on(t.idempotencyKey)],
);

// Login attempts (docs/decisions/007-login-limits.md, 045): one row per throttled key — an (account, IP)
// pair, an IP, an account, an account's pace for new addresses during its lock, an address the account
// signed in from — holding failures in its window and the time before which it is closed (an account's:
// the end of its lock). Keys are hashed, so the table holds no e-mail or address in the clear. An account
// row's lock changes move data_version (migration 0021), since the users page shows the lock.
export const loginThrottle = pgTable(
  'login_throttle',
  {
    key: text('key').primaryKey(),
    failures: integer('failures').notNull().default(0),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
    blockedUntil: timestamp('blocked_until', { withTimezone: true }),
  },
  (t) => [index('login_throttle_window_idx').on(t.windowStartedAt)],
);

// What each account uploaded, for the daily quota (docs/decisions/008-registration-and-upload-quota.md).
export const uploadLedger = pgTable(
  'upload_ledger',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    files: integer('files').notNull(),
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('upload_ledger_user_created_idx').on(t.userId, t.createdAt)],
);

// Every e-mail the portal sends (docs/decisions/016-mail-outbox.md): written in the same transaction
// as the change that causes it, sent by the job queue (graphile-worker, job `send_mail`), kept so
// that a super admin can read it at /admin/surel and send it again.
export type MailAttachment = { filename: string; contentType: string; bucket: string; key: string };
export const outboxMails = pgTable(
  'outbox_mails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    // Extra headers, e.g. List-Unsubscribe on status mails.
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    attachments: jsonb('attachments').$type<MailAttachment[]>().notNull().default([]),
    userId: text('user_id').references(() => profiles.id, { onDelete: 'set null' }),
    status: text('status', { enum: MAIL_STATUSES }).notNull().default('pending'),
    // 'smtp' or 'log' (no SMTP_URL: the message went to the log only).
    transport: text('transport'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('outbox_mails_created_idx').on(t.createdAt),
    index('outbox_mails_to_idx').on(sql`lower(${t.toAddress})`),
    index('outbox_mails_status_idx').on(t.status),
    // The per-recipient limit counts an address's mails of the last day (mail/outbox.ts).
    index('outbox_mails_to_created_idx').on(sql`lower(${t.toAddress})`, t.createdAt),
  ],
);

// Documents the office issues on a request (docs/decisions/020-issued-documents.md): the reply letter
// to a Sirekanan request, the result report of an Uji Lab request. The portal stamps nothing into the
// PDF; its SHA-256 lets anyone holding a copy check it at /verifikasi/{code}. A replaced document keeps
// its row (replaced_at set), so a copy of it is still recognised and told apart from the current one.
export const ISSUED_DOCUMENT_KINDS = ['reply_letter', 'lab_result'] as const;
export const issuedDocuments = pgTable(
  'issued_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestTable: text('request_table').notNull(),
    requestId: uuid('request_id').notNull(),
    trackingCode: text('tracking_code').notNull(),
    kind: text('kind', { enum: ISSUED_DOCUMENT_KINDS }).notNull(),
    fileUrl: text('file_url').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    issuedBy: text('issued_by').references(() => profiles.id, { onDelete: 'set null' }),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    replacedAt: timestamp('replaced_at', { withTimezone: true }),
    // How it was signed when issued (issue 40, item 5): null on documents issued before signing began.
    signatureProvider: text('signature_provider', { enum: ['lokal', 'bsre'] }),
    signerName: text('signer_name'),
    signedAt: timestamp('signed_at', { withTimezone: true }),
  },
  (t) => [
    index('issued_documents_request_idx').on(t.requestTable, t.requestId),
    index('issued_documents_code_idx').on(t.trackingCode),
    index('issued_documents_sha256_idx').on(t.sha256),
  ],
);

// Addresses that pressed "Berhenti menerima email" (or their mail client's one-click unsubscribe):
// no more status e-mails; account mails (verification, password reset) still go.
export const mailOptOuts = pgTable('mail_opt_outs', {
  email: text('email').primaryKey(),
  createdAt: createdAt(),
});

// An address typed into a damage report (its reporter's, or a supporter's) gets mail about that
// report only after its link was pressed (docs/decisions/046-mail-only-to-proven-addresses.md): the
// one-time token is kept as its SHA-256, so the table never holds a working link.
export const mailConfirmations = pgTable(
  'mail_confirmations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => serviceRequests.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('mail_confirmations_request_email_idx').on(t.requestId, t.email),
    uniqueIndex('mail_confirmations_token_idx').on(t.tokenHash),
  ],
);

// The satisfaction survey (SKM, issue 16; docs/decisions/028-skm.md): one row per filled-in
// questionnaire, u1 … u9 on the regulation's scale of 1 to 4. A survey for a finished request
// names it (one survey per request); the open survey at /skm names only the service.
export const skmResponses = pgTable(
  'skm_responses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    service: text('service', { enum: SKM_SERVICES }).notNull(),
    requestTable: text('request_table'),
    requestId: uuid('request_id'),
    u1: smallint('u1').notNull(),
    u2: smallint('u2').notNull(),
    u3: smallint('u3').notNull(),
    u4: smallint('u4').notNull(),
    u5: smallint('u5').notNull(),
    u6: smallint('u6').notNull(),
    u7: smallint('u7').notNull(),
    u8: smallint('u8').notNull(),
    u9: smallint('u9').notNull(),
    age: smallint('age'),
    gender: text('gender'),
    education: text('education'),
    occupation: text('occupation'),
    suggestion: text('suggestion'),
    suggestionPublished: boolean('suggestion_published').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('skm_responses_request_idx')
      .on(t.requestId)
      .where(sql`${t.requestId} is not null`),
    index('skm_responses_service_created_idx').on(t.service, t.createdAt),
    check(
      'skm_responses_scores_check',
      sql`${t.u1} between 1 and 4 and ${t.u2} between 1 and 4 and ${t.u3} between 1 and 4 and ${t.u4} between 1 and 4 and ${t.u5} between 1 and 4 and ${t.u6} between 1 and 4 and ${t.u7} between 1 and 4 and ${t.u8} between 1 and 4 and ${t.u9} between 1 and 4`,
    ),
  ],
);

// Service standards and the service pledge (issue 16, item 4; docs/decisions/029-service-standards.md):
// the current text of each document, and every saved version, who saved it and when.
export const serviceStandards = pgTable('service_standards', {
  key: text('key').primaryKey(),
  data: jsonb('data').notNull(),
  updatedBy: text('updated_by').references(() => profiles.id, { onDelete: 'set null' }),
  updatedAt: updatedAt(),
});

export const serviceStandardRevisions = pgTable(
  'service_standard_revisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key').notNull(),
    data: jsonb('data').notNull(),
    savedBy: text('saved_by').references(() => profiles.id, { onDelete: 'set null' }),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('service_standard_revisions_key_idx').on(t.key, t.savedAt)],
);

// PPID, the public-information desk (issue 16, items 5–8; UU 14/2008, Perki 1/2021).

/** The list of public information (DIP), with its columns, and the document behind each entry. */
export const ppidDocuments = pgTable(
  'ppid_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    category: text('category', { enum: DIP_CATEGORIES }).notNull(),
    nomor: text('nomor').notNull(),
    ringkasan: text('ringkasan').notNull(),
    pejabat: text('pejabat').notNull(),
    penanggungJawab: text('penanggung_jawab').notNull(),
    waktuTempat: text('waktu_tempat').notNull(),
    bentuk: text('bentuk').notNull(),
    jangkaWaktu: text('jangka_waktu').notNull(),
    fileUrl: text('file_url'),
    fileName: text('file_name'),
    fileSize: bigint('file_size', { mode: 'number' }),
    published: boolean('published').notNull().default(false),
    createdBy: text('created_by').references(() => profiles.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('ppid_documents_category_idx').on(t.category, t.published)],
);

/** An information request (permohonan informasi): PPID-YYYY-XXXXXX, due in 10 working days, once extendable by 7. */
export const ppidRequests = pgTable(
  'ppid_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    trackingCode: text('tracking_code').notNull(),
    userId: text('user_id').references(() => profiles.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    address: text('address').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    // Private like the lab KTP: served only to its requester and PPID staff (/files/ppid-requests/...).
    ktpUrl: text('ktp_url').notNull(),
    ktpConsentAt: timestamp('ktp_consent_at', { withTimezone: true }).notNull(),
    information: text('information').notNull(),
    purpose: text('purpose').notNull(),
    receiveMethod: text('receive_method').notNull(),
    copyMethod: text('copy_method').notNull(),
    status: requestStatus('status').notNull().default('Diajukan'),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    extendedReason: text('extended_reason'),
    answer: text('answer'),
    answerFiles: jsonb('answer_files').$type<AnswerFile[]>(),
    // dikabulkan | sebagian | ditolak | tidak-dikuasai (migration 0030); the exemption of a refusal or of a partial answer's rest.
    answerType: text('answer_type').$type<AnswerType>(),
    rejectionBasis: text('rejection_basis'),
    withheld: text('withheld'),
    holder: text('holder'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ppid_requests_code_idx').on(t.trackingCode),
    index('ppid_requests_created_idx').on(t.createdAt),
    // Issue 41 (migration 0044): the officer's search and keyset pages.
    index('ppid_requests_tracking_code_trgm_idx').using('gin', sql`${t.trackingCode} gin_trgm_ops`),
    index('ppid_requests_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    index('ppid_requests_information_trgm_idx').using('gin', sql`${t.information} gin_trgm_ops`),
    index('ppid_requests_newest_idx').on(t.createdAt.desc(), t.id.desc()),
  ],
);

/** An objection (keberatan) to the superior, within 30 working days of the answer or the missed deadline. */
export const ppidObjections = pgTable(
  'ppid_objections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => ppidRequests.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    note: text('note'),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    answer: text('answer'),
    answeredBy: text('answered_by').references(() => profiles.id, { onDelete: 'set null' }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    // The superior's decision (migration 0030); an upheld one is carried out by order_due_on.
    decision: text('decision').$type<ObjectionDecision>(),
    orderDueOn: date('order_due_on', { mode: 'string' }),
    carriedOutAt: timestamp('carried_out_at', { withTimezone: true }),
    carriedOutBy: text('carried_out_by').references(() => profiles.id, { onDelete: 'set null' }),
    carriedOutNote: text('carried_out_note'),
    carriedOutFiles: jsonb('carried_out_files').$type<AnswerFile[]>(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('ppid_objections_request_idx').on(t.requestId)],
);

/**
 * One number that grows with every committed write to the tables the staff lists and the signed-in
 * profile read (docs/decisions/041): a deferred trigger on each of them adds one per transaction,
 * as it commits. A page kept with the number it was read under is still the page while the number
 * is the same. One row (id is always true).
 */
export const dataVersion = pgTable('data_version', {
  id: boolean('id').primaryKey().default(true),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

// What went wrong with the portal's own machinery and healed by itself (issue 34): a database that
// could not be reached, the embedded PostgreSQL restarted. One row per outage, however many
// processes saw it; the super admins are mailed once per row.
export const systemIncidents = pgTable(
  'system_incidents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ['database_unavailable'] }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }).notNull(),
    // e.g. 'embedded_restarted' when the portal restarted its own PostgreSQL.
    detail: text('detail'),
    createdAt: createdAt(),
  },
  (t) => [
    index('system_incidents_ended_idx').on(t.endedAt),
    check('system_incidents_kind_check', sql`${t.kind} IN ('database_unavailable')`),
  ],
);

// Every finished backup, made by the schedule or by `npm run backup` (issue 37): what /admin/sistem,
// /metrics and the daily mail read. A run is written when it ends, so an archive never holds its own row.
export const backupRuns = pgTable(
  'backup_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    trigger: text('trigger', { enum: ['schedule', 'manual'] }).notNull(),
    status: text('status', { enum: ['ok', 'failed'] }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }).notNull(),
    /** The archive's file name (null when it failed before one was named). */
    name: text('name'),
    /** Where it was written: a folder or s3://bucket/prefix. */
    location: text('location'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    /** Why it failed, in the operator's words (Indonesian). */
    error: text('error'),
  },
  (t) => [
    index('backup_runs_finished_idx').on(t.finishedAt),
    check('backup_runs_trigger_check', sql`${t.trigger} IN ('schedule', 'manual')`),
    check('backup_runs_status_check', sql`${t.status} IN ('ok', 'failed')`),
  ],
);

/** The requests WhatsApp may be sent about (issue 38, item 5): the three services and PPID. */
export const CONTACT_KINDS = ['sirekanan', 'ujilab', 'damage-reports', 'ppid'] as const;
export type ContactKind = (typeof CONTACT_KINDS)[number];

// A request's phone number (E.164, +62…) as the citizen gave it on the form, and whether they asked for
// its status by WhatsApp (docs/decisions/059). A "STOP" from the number sets whatsapp off on every request.
export const requestContacts = pgTable(
  'request_contacts',
  {
    requestKind: text('request_kind', { enum: CONTACT_KINDS }).notNull(),
    requestId: uuid('request_id').notNull(),
    phone: text('phone').notNull(),
    whatsapp: boolean('whatsapp').notNull().default(false),
    whatsappStoppedAt: timestamp('whatsapp_stopped_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'request_contacts_pkey', columns: [t.requestKind, t.requestId] }),
    index('request_contacts_phone_idx').on(t.phone),
    check('request_contacts_kind_check', sql`${t.requestKind} IN ('sirekanan', 'ujilab', 'damage-reports', 'ppid')`),
    check('request_contacts_phone_check', sql`${t.phone} ~ '^\\+62[0-9]{8,12}$'`),
  ],
);

export const WHATSAPP_STATUSES = ['pending', 'sent', 'delivered', 'read', 'failed'] as const;
export type WhatsAppStatus = (typeof WHATSAPP_STATUSES)[number];

// The WhatsApp outbox (docs/decisions/059): one template message per status change, written in the status
// change's transaction, sent by the job `send_whatsapp`; its delivery status comes back by the webhook.
export const whatsappMessages = pgTable(
  'whatsapp_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestKind: text('request_kind', { enum: CONTACT_KINDS }).notNull(),
    requestId: uuid('request_id').notNull(),
    // One message per status change: the request, the status and the transaction that changed it.
    dedupeKey: text('dedupe_key').notNull(),
    toPhone: text('to_phone').notNull(),
    template: text('template').notNull(),
    language: text('language').notNull(),
    params: jsonb('params').$type<string[]>().notNull(),
    status: text('status', { enum: WHATSAPP_STATUSES }).notNull().default('pending'),
    // The Cloud API's message id (wamid.…), which the delivery webhook names.
    providerId: text('provider_id'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    statusAt: timestamp('status_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('whatsapp_messages_dedupe_idx').on(t.dedupeKey),
    index('whatsapp_messages_request_idx').on(t.requestKind, t.requestId, t.createdAt),
    index('whatsapp_messages_provider_idx').on(t.providerId),
    check('whatsapp_messages_status_check', sql`${t.status} IN ('pending', 'sent', 'delivered', 'read', 'failed')`),
  ],
);

/** Where a damage report stands with SP4N-LAPOR! (issue 39, item 4; docs/decisions/066). */
export const LAPOR_STATES = ['pending', 'sent', 'failed', 'unauthorised'] as const;

/**
 * A public damage report sent to SP4N-LAPOR! (src/server/lapor/): queued with its approval, sent by the
 * `lapor_submit` job, then polled for LAPOR!'s answers until LAPOR! closes it. `unauthorised`: LAPOR!
 * refused the token (401/403); nothing is retried until a later try with the token succeeds.
 */
export const laporTickets = pgTable(
  'lapor_tickets',
  {
    requestId: uuid('request_id')
      .primaryKey()
      .references(() => serviceRequests.id, { onDelete: 'cascade' }),
    state: text('state', { enum: LAPOR_STATES }).notNull().default('pending'),
    // LAPOR!'s tracking number ("No. Tiket LAPOR!"), once it gave one.
    ticket: text('ticket'),
    // LAPOR!'s own status code at the last poll (lapor/protocol.ts maps it to words).
    laporStatus: text('lapor_status'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    polledAt: timestamp('polled_at', { withTimezone: true }),
    // When LAPOR! closed it (selesai, arsip): no more polling.
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('lapor_tickets_ticket_idx').on(t.ticket),
    index('lapor_tickets_open_idx')
      .on(t.polledAt)
      .where(sql`${t.state} = 'sent' AND ${t.closedAt} IS NULL`),
    index('lapor_tickets_state_idx')
      .on(t.state)
      .where(sql`${t.state} <> 'sent'`),
    check('lapor_tickets_state_check', sql`${t.state} IN ('pending', 'sent', 'failed', 'unauthorised')`),
    check('lapor_tickets_sent_check', sql`(${t.state} = 'sent') = (${t.ticket} IS NOT NULL)`),
  ],
);

/** Each LAPOR! answer already written into the report's history (status_changes): never twice. */
export const laporUpdates = pgTable(
  'lapor_updates',
  {
    requestId: uuid('request_id')
      .notNull()
      .references(() => laporTickets.requestId, { onDelete: 'cascade' }),
    updateId: text('update_id').notNull(),
    laporStatus: text('lapor_status').notNull(),
    writtenAt: timestamp('written_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'lapor_updates_pkey', columns: [t.requestId, t.updateId] })],
);

// "Ikuti laporan di sini" (issue 39, item 5; migration 0037): an address following the public damage reports
// of the province (no kabupaten, no ruas), a kabupaten or a ruas. Confirmed by its link before anything is sent.
export const areaAlertSubscriptions = pgTable(
  'area_alert_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    kabupaten: text('kabupaten'),
    roadSectionId: uuid('road_section_id').references(() => roadSections.id, { onDelete: 'cascade' }),
    frequency: areaAlertFrequency('frequency').notNull(),
    requestedFrequency: areaAlertFrequency('requested_frequency').notNull(),
    confirmTokenHash: text('confirm_token_hash'),
    confirmRequestedAt: timestamp('confirm_requested_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    lastDigestAt: timestamp('last_digest_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('area_alert_subscriptions_area_idx').on(
      sql`lower(${t.email})`,
      sql`coalesce(${t.kabupaten}, '')`,
      sql`coalesce(${t.roadSectionId}::text, '')`,
    ),
    uniqueIndex('area_alert_subscriptions_token_idx').on(t.confirmTokenHash),
    check('area_alert_subscriptions_one_area', sql`${t.kabupaten} IS NULL OR ${t.roadSectionId} IS NULL`),
  ],
);

/** What a subscription was told, or is waiting to be told in its digest (mailed_at null): never twice. */
export const areaAlertSends = pgTable(
  'area_alert_sends',
  {
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => areaAlertSubscriptions.id, { onDelete: 'cascade' }),
    requestId: uuid('request_id')
      .notNull()
      .references(() => serviceRequests.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['baru', 'selesai'] }).notNull(),
    createdAt: createdAt(),
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'area_alert_sends_pk', columns: [t.subscriptionId, t.requestId, t.kind] }),
    index('area_alert_sends_waiting_idx')
      .on(t.subscriptionId)
      .where(sql`${t.mailedAt} IS NULL`),
    check('area_alert_sends_kind_check', sql`${t.kind} IN ('baru', 'selesai')`),
  ],
);

// ── Uji Lab: the sample's drop-off (issue 40, item 4; migration 0040, docs/decisions/072) ───────────

/** The lab's opening hours for samples: one row (id 1), set by staff. ISO weekdays, 1 = Senin. */
export const labSchedule = pgTable('lab_schedule', {
  id: integer('id').primaryKey().default(1),
  weekdays: integer('weekdays')
    .array()
    .notNull()
    .default(sql`'{1,2,3,4,5}'`),
  opensAt: time('opens_at').notNull().default('08:00'),
  closesAt: time('closes_at').notNull().default('15:00'),
  slotMinutes: integer('slot_minutes').notNull().default(60),
  capacity: integer('capacity').notNull().default(4),
  updatedBy: text('updated_by').references(() => profiles.id, { onDelete: 'set null' }),
  updatedAt: updatedAt(),
});

/** Days the lab is closed besides weekends and public holidays. */
export const labClosedDays = pgTable('lab_closed_days', {
  day: date('day').primaryKey(),
  note: text('note'),
  createdBy: text('created_by').references(() => profiles.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

/** A request's booked slot; the database holds each slot to the schedule's capacity (a trigger, 0040). */
export const labBookings = pgTable(
  'lab_bookings',
  {
    requestId: uuid('request_id')
      .primaryKey()
      .references(() => ujilabRequests.id, { onDelete: 'cascade' }),
    slotDay: date('slot_day').notNull(),
    slotStart: time('slot_start').notNull(),
    moves: integer('moves').notNull().default(0),
    bookedAt: timestamp('booked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('lab_bookings_slot_idx').on(t.slotDay, t.slotStart)],
);

/** The sample as received: its register number, and the day its test is due (working days, WITA). */
export const labSamples = pgTable(
  'lab_samples',
  {
    requestId: uuid('request_id')
      .primaryKey()
      .references(() => ujilabRequests.id, { onDelete: 'cascade' }),
    registerNumber: text('register_number').notNull(),
    sampleCount: integer('sample_count').notNull(),
    condition: text('condition', { enum: ['baik', 'rusak', 'kurang'] }).notNull(),
    photoUrl: text('photo_url'),
    receivedBy: text('received_by').references(() => profiles.id, { onDelete: 'set null' }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    dueOn: date('due_on').notNull(),
  },
  (t) => [uniqueIndex('lab_samples_register_number_idx').on(sql`upper(${t.registerNumber})`), index('lab_samples_due_idx').on(t.dueOn)],
);
