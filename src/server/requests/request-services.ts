import { sql } from 'drizzle-orm';
import type { SirekananAdminItem, UjilabAdminItem } from '../../shared/admin-schemas.ts';
import { EXPORTS } from '../../shared/export-strings.ts';
import type { SirekananItem } from '../../shared/sirekanan-schemas.ts';
import type { UjilabItem } from '../../shared/ujilab-schemas.ts';
import { isoTimeSql, jsonColumns } from '../db/json-page.ts';
import { sirekananRequests, ujilabRequests } from '../db/schema.ts';
import { requesterJsonSql } from './request-filters.ts';
import type { RequestService } from './request-service.ts';

// The services a customer asks with an account, each declared once (docs/server-features.md). Here, not in
// their feature folders, because both the service's own feature and the admin's table read them.

const H = EXPORTS.headers;

/** Sirekanan: a letter (perihal, detail) with one optional attachment; searched by its code, subject and requester (search_text, migration 0045). */
export const sirekananService = {
  kind: 'sirekanan',
  table: sirekananRequests,
  toItem: (r): SirekananItem => ({
    id: r.id,
    trackingCode: r.trackingCode,
    subject: r.subject,
    details: r.details,
    attachmentUrl: r.attachmentUrl,
    status: r.status,
    createdAt: r.createdAt.toISOString(),
  }),
  adminItem: jsonColumns({
    id: sirekananRequests.id,
    trackingCode: sirekananRequests.trackingCode,
    subject: sirekananRequests.subject,
    details: sirekananRequests.details,
    attachmentUrl: sirekananRequests.attachmentUrl,
    status: sirekananRequests.status,
    createdAt: isoTimeSql(sirekananRequests.createdAt),
    requester: requesterJsonSql,
  } satisfies Record<keyof SirekananAdminItem, unknown>),
  exportFields: {
    subject: [sirekananRequests.subject, H.subject, 36],
    details: [sirekananRequests.details, H.details, 60],
    attachment: [sql`case when ${sirekananRequests.attachmentUrl} is null then 'Tidak' else 'Ya' end`, H.attachment, 10],
  },
} satisfies RequestService<typeof sirekananRequests, SirekananItem>;

/** Uji Lab: the test wanted, with the application letter and the KTP; searched by its code, test and requester (search_text, migration 0045). */
export const ujilabService = {
  kind: 'ujilab',
  table: ujilabRequests,
  toItem: (r): UjilabItem => ({
    id: r.id,
    trackingCode: r.trackingCode,
    jenisUji: r.jenisUji,
    jenisUjiLainnya: r.jenisUjiLainnya,
    dokumenPermohonanUrl: r.dokumenPermohonanUrl,
    dokumenKtpUrl: r.dokumenKtpUrl,
    status: r.status,
    createdAt: r.createdAt.toISOString(),
  }),
  adminItem: jsonColumns({
    id: ujilabRequests.id,
    trackingCode: ujilabRequests.trackingCode,
    jenisUji: ujilabRequests.jenisUji,
    dokumenPermohonanUrl: ujilabRequests.dokumenPermohonanUrl,
    dokumenKtpUrl: ujilabRequests.dokumenKtpUrl,
    status: ujilabRequests.status,
    createdAt: isoTimeSql(ujilabRequests.createdAt),
    requester: requesterJsonSql,
  } satisfies Record<keyof UjilabAdminItem, unknown>),
  exportFields: { jenis: [ujilabRequests.jenisUji, H.testType, 14] },
} satisfies RequestService<typeof ujilabRequests, UjilabItem>;
