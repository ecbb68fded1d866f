import { chromium, type Browser } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS } from '../../../playwright.config.ts';
import * as templates from './templates.ts';
import type { RenderedMail } from './templates.ts';

// Issue 38: a status mail was 467 px wide on a 360 px phone (a raw unsubscribe address that did not wrap).
// Every template, with the longest addresses the portal writes (one-time tokens in the query), must fit.
const BASE = 'https://portal-pupr.sulbarprov.go.id';
const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJlIjoicGVsYXBvci5zYW5nYXQucGFuamFuZ0BleGFtcGxlLmNvLmlkIiwiciI6IjEyMyJ9.c2lnbmF0dXJl';
const unsubscribeUrl = `${BASE}/email/berhenti?e=pelapor.dengan.alamat.sangat.panjang%40example.co.id&t=${TOKEN}`;
const trackUrl = `${BASE}/lacak/LPR-2026-7KQ2M9`;
const code = 'LPR-2026-7KQ2M9';
const name = 'Andi Muhammad Rizaldi Syamsuddin Paturusi';
const at = new Date('2026-10-15T02:30:00Z');

const CASES: { [K in keyof typeof templates]: () => RenderedMail } = {
  statusMail: () =>
    templates.statusMail({
      name,
      service: 'Uji Lab',
      code,
      status: 'Selesai',
      note: 'Hasil uji beton K-300 terlampir; silakan ambil benda uji di laboratorium.',
      trackUrl,
      unsubscribeUrl,
      surveyUrl: `${BASE}/skm?kode=${code}&t=${TOKEN}`,
    }),
  messageMail: () =>
    templates.messageMail({
      name,
      service: 'Sirekanan',
      code,
      body: 'Mohon lengkapi gambar situasi lokasi dan surat kuasa bermeterai; kirim lewat halaman permohonan Anda di dashboard.',
      files: 2,
      url: `${BASE}/dashboard/permohonan/${code}`,
      canReply: true,
      unsubscribeUrl,
    }),
  labBillMail: () =>
    templates.labBillMail({
      name,
      code: 'LAB-2026-7KQ2M9',
      number: 'SKRD/UJILAB/2026/000123',
      total: 'Rp 1.250.000',
      due: '12 Desember 2026',
      virtualAccount: '988101260000012300',
      pdfUrl: `${BASE}/api/lab-bills/LAB-2026-7KQ2M9/pdf?t=${TOKEN.slice(0, 32)}`,
      unsubscribeUrl,
    }),
  labPaidMail: () =>
    templates.labPaidMail({
      name,
      code: 'LAB-2026-7KQ2M9',
      number: 'SKRD/UJILAB/2026/000123',
      total: 'Rp 1.250.000',
      url: `${BASE}/dashboard/permohonan/LAB-2026-7KQ2M9`,
      unsubscribeUrl,
    }),
  forwardMail: () =>
    templates.forwardMail({
      instansi: 'Balai Besar Pelaksanaan Jalan Nasional Sulawesi Barat',
      code,
      reportType: 'Jalan',
      kabupaten: 'Mamuju',
      road: { no: '032.11.K', name: 'Jalan Trans Sulawesi Batas Kota Mamuju–Tapalang' },
      place: 'Jalan Poros Mamuju–Majene km 12, Desa Tadui, Kecamatan Mamuju',
      description: 'Lubang besar di tengah jalur menuju Majene, sudah dua motor terjatuh minggu ini.',
      position: { lat: -2.680123, lon: 118.890456 },
      note: 'Mohon ditangani sebelum musim hujan.',
      photoUrls: [1, 2, 3].map((n) => `${BASE}/terusan/foto/0b6f4f9e-3d0c-4a44-9d5c-00000000000${n}?s=1799999999&t=${TOKEN.slice(0, 32)}`),
      photoDays: 30,
      reportUrl: `${BASE}/laporan/${code}`,
    }),
  fixedQuestionMail: () =>
    templates.fixedQuestionMail({
      name,
      code,
      location: 'Jalan Poros Mamuju–Majene km 12, Desa Tadui, Kecamatan Mamuju',
      note: null,
      yesUrl: `${BASE}/laporan/${code}/tanggapan?e=a%40b.id&r=1&t=${TOKEN}&jawab=ya`,
      noUrl: `${BASE}/laporan/${code}/tanggapan?e=a%40b.id&r=1&t=${TOKEN}&jawab=tidak`,
      reportUrl: trackUrl,
      unsubscribeUrl,
      supporter: true,
    }),
  receiptMail: () =>
    templates.receiptMail({
      name,
      service: 'Lapor Kerusakan',
      code,
      at: '15 Oktober 2026 10.30 WITA',
      trackUrl,
      receiptUrl: `${BASE}/tanda-terima/${code}.pdf?t=${TOKEN}`,
      dueOn: null,
      standardUrl: `${BASE}/layanan/lapor-kerusakan/standar`,
    }),
  addressConfirmationMail: () => templates.addressConfirmationMail(code, `${BASE}/laporan/${code}/konfirmasi?t=${TOKEN}`, trackUrl),
  verificationMail: () => templates.verificationMail(`${BASE}/api/auth/verify-email?token=${TOKEN}&callbackURL=%2Fdashboard`),
  invitationMail: () => templates.invitationMail(name, 'Admin Jembatantif', 'Super Admin Dinas', `${BASE}/atur-kata-sandi?token=${TOKEN}`),
  passwordResetMail: () => templates.passwordResetMail(name, `${BASE}/atur-ulang-kata-sandi?token=${TOKEN}`),
  registrationAttemptMail: () => templates.registrationAttemptMail(name, `${BASE}/lupa-kata-sandi`),
  passwordChangedMail: () => templates.passwordChangedMail(name, at, `${BASE}/lupa-kata-sandi`),
  documentReadyMail: () =>
    templates.documentReadyMail({
      name,
      kind: 'lab_result',
      code: 'LAB-2026-4HW8QX',
      testType: 'Uji Beton',
      dashboardUrl: `${BASE}/dashboard/ujilab/LAB-2026-4HW8QX`,
      verifyUrl: `${BASE}/verifikasi/DOC-2026-ABCDEFGHJKLMNPQR`,
      unsubscribeUrl,
    }),
  ppidMail: () =>
    templates.ppidMail({
      name,
      subject: 'Permohonan informasi PPID-2026-9XK2LM',
      heading: 'Permohonan informasi diterima',
      paragraphs: [`Status permohonan dapat dilihat kapan saja di ${BASE}/ppid/permohonan/PPID-2026-9XK2LM?t=${TOKEN}`],
      url: `${BASE}/ppid/permohonan/PPID-2026-9XK2LM?t=${TOKEN}`,
      unsubscribeUrl,
    }),
  ppidStaffMail: () =>
    templates.ppidStaffMail({
      name,
      subject: 'Keberatan baru atas permohonan informasi PPID-2026-9XK2LM',
      heading: 'Keberatan menunggu putusan atasan PPID',
      paragraphs: [`Permohonan dan jawaban PPID dapat dilihat di ${BASE}/admin/ppid/PPID-2026-9XK2LM`],
      url: `${BASE}/admin/ppid/PPID-2026-9XK2LM`,
      action: 'Buka Permohonan',
    }),
  outageMail: () =>
    templates.outageMail({
      name,
      startedAt: at,
      endedAt: new Date(at.getTime() + 95_000),
      restarted: true,
      outboxUrl: `${BASE}/admin/surel`,
    }),
  backupFailedMail: () =>
    templates.backupFailedMail({
      name,
      at,
      error: `pg_dump: error: connection to server at "/var/lib/portal/data/postgres/socket/.s.PGSQL.5432" failed: FATAL_${'x'.repeat(60)}`,
      where: 's3://cadangan-portal-pupr-sulbar/arsip/2026/10/15',
      systemUrl: `${BASE}/admin/sistem`,
    }),
  dailyDigestMail: () =>
    templates.dailyDigestMail({
      name,
      day: at,
      warnings: ['Cadangan terakhir lebih dari 26 jam yang lalu.'],
      backupError: 'connect ETIMEDOUT 10.0.0.12:9000',
      incidents: [{ startedAt: at, endedAt: new Date(at.getTime() + 60_000) }],
      systemUrl: `${BASE}/admin/sistem`,
    }),
  areaAlertConfirmMail: () =>
    templates.areaAlertConfirmMail({
      area: 'ruas 014 Jalan Poros Mamuju – Kalukku – Budong-Budong – Pasangkayu',
      frequency: 'harian',
      url: `${BASE}/ikuti/konfirmasi?t=${TOKEN}`,
    }),
  areaAlertMail: () =>
    templates.areaAlertMail({
      kind: 'baru',
      area: 'Kabupaten Polewali Mandar',
      report: { code, reportType: 'Jembatan', location: 'Jalan Poros Mamuju–Majene km 12, Desa Tadui', url: `${BASE}/laporan/${code}` },
      stopUrl: `${BASE}/ikuti/berhenti?t=${TOKEN}`,
    }),
  areaAlertDigestMail: () =>
    templates.areaAlertDigestMail({
      area: 'seluruh Sulawesi Barat',
      fresh: [{ code, reportType: 'Jalan', location: 'Jalan Poros Mamuju–Majene km 12, Desa Tadui', url: `${BASE}/laporan/${code}` }],
      fixed: [{ code: 'LPR-2026-4HW8QX', reportType: 'Bangunan Air', location: 'Bendung Kalukku', url: `${BASE}/laporan/LPR-2026-4HW8QX` }],
      listUrl: `${BASE}/laporan`,
      stopUrl: `${BASE}/ikuti/berhenti?t=${TOKEN}`,
    }),
};

let browser: Browser;
beforeAll(async () => {
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
});
afterAll(async () => {
  await browser?.close();
});

describe('every mail template on a 360 px phone', () => {
  it('covers every template the module exports', () => {
    const exported = Object.entries(templates)
      .filter(([, v]) => typeof v === 'function')
      .map(([k]) => k)
      .sort();
    expect(Object.keys(CASES).sort()).toEqual(exported);
  });

  it.each(Object.entries(CASES))('%s has no sideways scrolling at 360 px and shows no raw token', async (_, render) => {
    const mail = render();
    const page = await browser.newPage({ viewport: { width: 360, height: 740 }, javaScriptEnabled: false });
    try {
      await page.setContent(mail.html);
      const width = await page.evaluate(() => document.scrollingElement!.scrollWidth);
      expect(width).toBeLessThanOrEqual(360);
      // Link text instead of an address with its one-time token in a paragraph (the button's written-out link stays).
      const paragraphLinks = await page.locator('p:not(:has(br)) a').allTextContents();
      for (const text of paragraphLinks) expect(text).not.toContain(TOKEN);
    } finally {
      await page.close();
    }
  });
});
