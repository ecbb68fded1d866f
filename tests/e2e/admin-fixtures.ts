import { newTrackingCode, type TrackingPrefix } from '../../src/server/requests/tracking-code.ts';
// Rows for the admin e2e tests, written straight into the e2e portal's database so these tests
// do not depend on the citizen-side forms.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { JenisUji, RequestStatus } from '../../src/shared/constants.ts';
import type { Page } from '@playwright/test';
import { REQUEST_CHANGE } from '../../src/shared/status-note-strings.ts';
import { pdfBytes } from '../../src/server/uploads/test-files.ts';
import { E2E } from './e2e-env.ts';
import { withDb, type E2EUser } from './fixtures.ts';

// Letters only: a tag often becomes part of a name, and a name may not carry a phone-number-like run of digits (ADR 046).
export const uniqueTag = (prefix = 'Uji') =>
  `${prefix}${randomUUID()
    .replace(/-/g, '')
    .slice(0, 8)
    .replace(/\d/g, (d) => 'ghijklmnop'[Number(d)]!)}`;
// Real codes, as the services make them (/lacak accepts no other shape).
const code = (p: TrackingPrefix) => newTrackingCode(p);

export async function profileId(user: E2EUser): Promise<string> {
  return withDb(async (db) => (await db.query<{ id: string }>('SELECT id FROM profiles WHERE email = $1', [user.email])).rows[0]!.id);
}

/** Puts a file where the portal's disk store keeps it. */
export function storeFile(bucket: string, key: string, body: Buffer | string) {
  const file = path.join(E2E.dataDir, 'files', bucket, key);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, body);
}

export async function insertSirekanan(
  userId: string,
  over: { subject?: string; status?: RequestStatus; attachmentUrl?: string | null; minutesAgo?: number } = {},
) {
  return withDb(async (db) => {
    const r = await db.query<{ id: string; tracking_code: string }>(
      `INSERT INTO sirekanan_requests (user_id, subject, details, attachment_url, status, tracking_code, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, now() - make_interval(mins => $7)) RETURNING id, tracking_code`,
      [
        userId,
        over.subject ?? 'Permohonan rekomendasi teknis',
        'Mohon diterbitkan rekomendasi teknis.',
        over.attachmentUrl ?? null,
        over.status ?? 'Diajukan',
        code('SRK'),
        over.minutesAgo ?? 0,
      ],
    );
    return { id: r.rows[0]!.id, trackingCode: r.rows[0]!.tracking_code };
  });
}

export async function insertUjilabRequest(userId: string, over: { jenisUji?: JenisUji; status?: RequestStatus } = {}) {
  return withDb(async (db) => {
    const r = await db.query<{ id: string; tracking_code: string }>(
      `INSERT INTO pengajuan_uji (user_id, jenis_uji, dokumen_permohonan_url, dokumen_ktp_url, status, tracking_code)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id, tracking_code`,
      [
        userId,
        over.jenisUji ?? 'Uji Aspal',
        `/files/lab-documents/${userId}/surat-permohonan-1.pdf`,
        `/files/lab-documents/${userId}/ktp-1.jpg`,
        over.status ?? 'Diajukan',
        code('LAB'),
      ],
    );
    return { id: r.rows[0]!.id, trackingCode: r.rows[0]!.tracking_code };
  });
}

export async function insertDamageReport(
  over: { location?: string; reporterName?: string; photoUrl?: string | null; reportType?: string; reporterEmail?: string } = {},
) {
  return withDb(async (db) => {
    const details = {
      reporter_name: over.reporterName ?? 'Pelapor Warga',
      reporter_email: over.reporterEmail ?? null,
      description: 'Jalan berlubang sepanjang 20 meter.',
      report_type: over.reportType ?? 'Jalan',
      photo_url: over.photoUrl ?? null,
    };
    const r = await db.query<{ id: string; tracking_code: string }>(
      `INSERT INTO service_requests (user_id, service_type, title, description, details, status, tracking_code)
       VALUES (NULL, 'lapor_kerusakan', $1, $2, $3, 'Diajukan', $4) RETURNING id, tracking_code`,
      [`Laporan Kerusakan ${details.report_type}`, over.location ?? 'Jl. Yos Sudarso, Mamuju', JSON.stringify(details), code('LPR')],
    );
    const id = r.rows[0]!.id;
    await db.query(
      `INSERT INTO damage_reports (request_id, report_type, kabupaten, latitude, longitude) VALUES ($1, $2, 'Mamuju', -2.6786, 118.8885)`,
      [id, details.report_type],
    );
    if (details.photo_url)
      await db.query(`INSERT INTO damage_report_photos (request_id, position, url) VALUES ($1, 0, $2)`, [id, details.photo_url]);
    // The reporter's address, confirmed (ADR 046): the portal's notices reach it.
    if (over.reporterEmail)
      await db.query(`INSERT INTO mail_confirmations (request_id, email, token_hash, confirmed_at) VALUES ($1, $2, $3, now())`, [
        id,
        over.reporterEmail,
        `e2e-${id}`,
      ]);
    return { id, trackingCode: r.rows[0]!.tracking_code };
  });
}

export async function insertArticle(over: { title: string; content: string; status?: 'draft' | 'published'; slug?: string }) {
  return withDb(async (db) => {
    const slug = over.slug ?? `${over.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${randomUUID().slice(0, 6)}`;
    const r = await db.query<{ id: string }>(
      `INSERT INTO articles (title, slug, content, status, published_at) VALUES ($1, $2, $3, $4::article_status, CASE WHEN $4::article_status = 'published' THEN now() END) RETURNING id`,
      [over.title, slug, over.content, over.status ?? 'published'],
    );
    return { id: r.rows[0]!.id, slug };
  });
}

export async function insertContactMessage(subject: string) {
  return withDb(async (db) => {
    const r = await db.query<{ id: string }>(
      `INSERT INTO contact_messages (name, email, subject, message) VALUES ('Warga Majene', 'warga.majene@contoh.id', $1, 'Mohon informasi jadwal perbaikan jalan.') RETURNING id`,
      [subject],
    );
    return r.rows[0]!.id;
  });
}

/** An information request (PPID) straight into its table, its deadline `daysPastDue` days ago. */
export async function insertPpidRequest(over: { information?: string; daysPastDue?: number; status?: RequestStatus } = {}) {
  return withDb(async (db) => {
    const r = await db.query<{ id: string; tracking_code: string }>(
      `INSERT INTO ppid_requests (tracking_code, name, address, phone, email, ktp_url, ktp_consent_at, information, purpose,
         receive_method, copy_method, status, due_on, created_at)
       VALUES ($1, 'Pemohon Informasi', 'Jl. Ahmad Yani, Mamuju', '081234567890', 'pemohon@contoh.id', '/files/ppid-requests/ktp.jpg',
         now(), $2, 'Penelitian', 'email', 'softcopy', $3, (now() at time zone 'Asia/Makassar')::date - $4::int, now() - interval '30 days')
       RETURNING id, tracking_code`,
      [code('PPID'), over.information ?? 'Salinan kontrak pekerjaan jalan', over.status ?? 'Diproses', over.daysPastDue ?? 3],
    );
    return { id: r.rows[0]!.id, trackingCode: r.rows[0]!.tracking_code };
  });
}

/** A small real PDF, for a reply letter or a result report sent with a change. */
export const PDF_FILE = {
  name: 'surat-balasan.pdf',
  mimeType: 'application/pdf',
  // A real one-page PDF: an issued document is signed when stored (issue 40), which needs one the signer can read.
  buffer: Buffer.from(pdfBytes(800)),
};

/**
 * Issue 38: the request page's one change: the status, the notes and the document, saved together
 * ("Simpan Perubahan"). The caller checks the toast or the error it expects.
 */
export async function saveChange(
  page: Page,
  v: { status: RequestStatus; note?: string; internalNote?: string; file?: { name: string; mimeType: string; buffer: Buffer } },
) {
  const form = page.getByRole('region', { name: REQUEST_CHANGE.title });
  const label = (text: string) => new RegExp(`^${text.replace(/[()]/g, '\\$&')}`);
  await form.getByLabel(REQUEST_CHANGE.statusLabel, { exact: true }).selectOption(v.status);
  if (v.note) await form.getByLabel(label(REQUEST_CHANGE.publicNoteLabel)).fill(v.note);
  if (v.internalNote) await form.getByLabel(label(REQUEST_CHANGE.internalNoteLabel)).fill(v.internalNote);
  if (v.file) await form.locator('input[type=file]').setInputFiles(v.file);
  await form.getByRole('button', { name: REQUEST_CHANGE.save }).click();
}
