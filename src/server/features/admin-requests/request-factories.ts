// Test factories: submissions inserted straight into the tables the citizen-side features write,
// so the admin tests do not depend on the submission code.
import type { JenisUji, RequestStatus } from '../../../shared/constants.ts';
import type { Db } from '../../db/client.ts';
import { newTrackingCode, type TrackingPrefix } from '../../requests/tracking-code.ts';
import { damageReports, ujilabRequests, serviceRequests, sirekananRequests, type DamageDetails } from '../../db/schema.ts';

// Real codes, as the services make them (the public /lacak page accepts no other shape).
const code = (prefix: TrackingPrefix) => newTrackingCode(prefix);

export async function insertSirekanan(
  db: Db,
  userId: string,
  over: { subject?: string; details?: string; status?: RequestStatus; attachmentUrl?: string | null; createdAt?: Date } = {},
) {
  const [row] = await db
    .insert(sirekananRequests)
    .values({
      userId,
      subject: over.subject ?? 'Permohonan rekomendasi teknis',
      details: over.details ?? 'Mohon diterbitkan rekomendasi teknis untuk pembangunan drainase.',
      attachmentUrl: over.attachmentUrl === undefined ? null : over.attachmentUrl,
      status: over.status ?? 'Diajukan',
      trackingCode: code('SRK'),
      ...(over.createdAt ? { createdAt: over.createdAt } : {}),
    })
    .returning();
  return row!;
}

export async function insertUjilabRequest(
  db: Db,
  userId: string,
  over: { jenisUji?: JenisUji; status?: RequestStatus; createdAt?: Date } = {},
) {
  const [row] = await db
    .insert(ujilabRequests)
    .values({
      userId,
      jenisUji: over.jenisUji ?? 'Uji Beton',
      dokumenPermohonanUrl: `/files/lab-documents/${userId}/surat-permohonan-${Date.now()}.pdf`,
      dokumenKtpUrl: `/files/lab-documents/${userId}/ktp-${Date.now()}.jpg`,
      status: over.status ?? 'Diajukan',
      trackingCode: code('LAB'),
      ...(over.createdAt ? { createdAt: over.createdAt } : {}),
    })
    .returning();
  return row!;
}

export async function insertDamageReport(
  db: Db,
  over: {
    location?: string;
    details?: Partial<DamageDetails>;
    status?: RequestStatus;
    serviceType?: string;
    userId?: string | null;
    createdAt?: Date;
  } = {},
) {
  const details: DamageDetails = {
    reporter_name: 'Pelapor Warga',
    reporter_email: null,
    description: 'Jalan berlubang sepanjang 20 meter.',
    report_type: 'Jalan',
    photo_url: null,
    ...over.details,
  };
  const [row] = await db
    .insert(serviceRequests)
    .values({
      userId: over.userId ?? null,
      serviceType: over.serviceType ?? 'lapor_kerusakan',
      title: `Laporan Kerusakan ${details.report_type}`,
      description: over.location ?? 'Jl. Yos Sudarso, Mamuju',
      details,
      status: over.status ?? 'Diajukan',
      trackingCode: code('LPR'),
      ...(over.createdAt ? { createdAt: over.createdAt } : {}),
    })
    .returning();
  // The map and moderation part of a report (issue 15), as the form writes it.
  if (row!.serviceType === 'lapor_kerusakan') {
    await db
      .insert(damageReports)
      .values({ requestId: row!.id, reportType: details.report_type, kabupaten: 'Mamuju', reportedAt: row!.createdAt });
  }
  return row!;
}

/** The form of one change (issue 38): status, notes and, when given, the document as a PDF or photo. */
export function changeForm(
  fields: { status: RequestStatus; from?: RequestStatus | null; note?: string; internalNote?: string },
  document?: File,
) {
  const form = new FormData();
  form.set('status', fields.status);
  if (fields.from !== undefined) form.set('from', fields.from ?? 'none');
  if (fields.note) form.set('note', fields.note);
  if (fields.internalNote) form.set('internalNote', fields.internalNote);
  if (document) form.set('document', document);
  return form;
}
