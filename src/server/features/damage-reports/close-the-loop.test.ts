// Issue 15, items 6 and 7: deadlines in working days, and asking whether the repair is real.
import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminSummary, DamageReportAdminItem, Paged } from '../../../shared/admin-schemas.ts';
import type { DamageTarget } from '../../../shared/deadline-schemas.ts';
import { DEADLINES } from '../../../shared/deadline-strings.ts';
import type { FeedbackQuestion } from '../../../shared/feedback-schemas.ts';
import { FEEDBACK } from '../../../shared/feedback-strings.ts';
import type { BridgeChoice } from '../../../shared/damage-report-schemas.ts';
import type { PublicReportDetail } from '../../../shared/public-report-schemas.ts';
import { REPORT_FORM } from '../../../shared/report-form-strings.ts';
import { LACAK_MAIL } from '../../../shared/tracking-strings.ts';
import {
  auditLog,
  bridges,
  damageReportPhotos,
  damageReports,
  damageReportTargets,
  outboxMails,
  serviceRequests,
  statusChanges,
  users,
} from '../../db/schema.ts';
import type { ErrorBody } from '../../http/errors.ts';
import { createTestApp, type TestApp, type TestUser } from '../../test/harness.ts';
import { pngBytes } from '../../uploads/test-files.ts';
import { addWorkingDays, witaDate } from '../../calendar/working-days.ts';

let t: TestApp;
let staff: TestUser;
let superAdmin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  staff = await t.createUser({ role: 'admin_jembatantif' });
  superAdmin = await t.createUser({ role: 'super_admin' });
});
afterAll(() => t.close());

/** Presses the link of the confirmation mail this address got (docs/decisions/046). */
async function confirmAddressOf(email: string) {
  const [mail] = await t.db
    .select()
    .from(outboxMails)
    .where(and(eq(outboxMails.toAddress, email), eq(outboxMails.kind, 'address_confirmation')))
    .orderBy(desc(outboxMails.createdAt))
    .limit(1);
  const link = new URL(mail!.textBody.match(/https?:\/\/\S+\/konfirmasi-email\?t=\S+/)![0]);
  const res = await t.request('POST', `/api/mail/confirm?t=${link.searchParams.get('t')}`);
  expect(res.status, await res.clone().text()).toBe(200);
}

async function report(over: Record<string, string> = {}, confirm = true) {
  const form = new FormData();
  const fields = {
    reporterName: 'Sitti Rahmah',
    reporterEmail: `pelapor-${randomUUID().slice(0, 8)}@contoh.id`,
    location: `Jl. Poros Majene km ${randomUUID().slice(0, 8)}`,
    description: 'Aspal berlubang sepanjang 20 meter di depan sekolah.',
    reportType: 'Jalan',
    kabupaten: 'Majene',
    latitude: (-2 - Math.random()).toFixed(5),
    longitude: '119.10000',
    ...over,
  };
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  const res = await t.request('POST', '/api/damage-reports', { form });
  expect(res.status).toBe(201);
  const { trackingCode } = (await res.json()) as { trackingCode: string };
  const [row] = await t.db.select({ id: serviceRequests.id }).from(serviceRequests).where(eq(serviceRequests.trackingCode, trackingCode));
  if (confirm && fields.reporterEmail) await confirmAddressOf(fields.reporterEmail);
  return { code: trackingCode, id: row!.id, email: fields.reporterEmail, lat: fields.latitude };
}

const setStatus = (id: string, status: string, note?: string) =>
  t.request('PATCH', `/api/admin/damage-reports/${id}/status`, { as: staff, json: { status, note } });
const adminItem = async (code: string) =>
  ((await (await t.request('GET', `/api/admin/damage-reports?q=${code}`, { as: staff })).json()) as Paged<DamageReportAdminItem>).items[0]!;

/** The links of the "sudah diperbaiki?" e-mail sent to this address, newest first. */
async function questionLinks(email: string) {
  const mails = await t.db
    .select()
    .from(outboxMails)
    .where(and(eq(outboxMails.toAddress, email), eq(outboxMails.kind, 'fixed-question')))
    // Oldest first: without an order PostgreSQL returns them as they lie (a sent mail's row moves).
    .orderBy(asc(outboxMails.createdAt));
  expect(mails.length).toBeGreaterThan(0);
  const text = mails.at(-1)!.textBody;
  const urls = [...text.matchAll(/https?:\/\/\S+\/laporan\/\S+\/tanggapan\?\S+/g)].map((m) => new URL(m[0]));
  const yes = urls.find((u) => u.searchParams.get('jawab') === 'ya')!;
  const no = urls.find((u) => u.searchParams.get('jawab') === 'tidak')!;
  return { yes, no, count: mails.length };
}
const answer = (url: URL, jawab: 'ya' | 'tidak', more: Record<string, string | File> = {}) => {
  const form = new FormData();
  for (const name of ['e', 'r', 't']) form.set(name, url.searchParams.get(name)!);
  form.set('jawab', jawab);
  for (const [k, v] of Object.entries(more)) form.set(k, v);
  return t.request('POST', `/api/laporan/${url.pathname.split('/')[2]}/tanggapan`, { form });
};

describe('deadlines (item 6)', () => {
  it('a report is due the target number of working days after the day it was sent, and only a super admin sets targets', async () => {
    const targets = (await (await t.request('GET', '/api/admin/damage-report-targets', { as: staff })).json()) as DamageTarget[];
    expect(targets.map((x) => x.reportType)).toEqual(['Jalan', 'Jembatan', 'Bangunan Air', 'Bangunan Gedung', 'Lainnya']);
    // Staff who handle reports read the targets; only a super admin changes them.
    expect(
      (
        await t.request('PUT', '/api/admin/damage-report-targets', {
          as: staff,
          json: { targets: [{ reportType: 'Jalan', workingDays: 3 }] },
        })
      ).status,
    ).toBe(403);
    for (const bad of [0, 366, 2.5, 'lima']) {
      const res = await t.request('PUT', '/api/admin/damage-report-targets', {
        as: superAdmin,
        json: { targets: [{ reportType: 'Jalan', workingDays: bad }] },
      });
      expect(res.status, String(bad)).toBe(400);
      expect((await res.json()).error.message).toBe(DEADLINES.invalidDays);
    }
    const unknown = await t.request('PUT', '/api/admin/damage-report-targets', {
      as: superAdmin,
      json: { targets: [{ reportType: 'Bandara', workingDays: 3 }] },
    });
    expect(unknown.status).toBe(400);
    const ok = await t.request('PUT', '/api/admin/damage-report-targets', {
      as: superAdmin,
      json: { targets: [{ reportType: 'Bangunan Air', workingDays: 3 }] },
    });
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as DamageTarget[]).find((x) => x.reportType === 'Bangunan Air')!.workingDays).toBe(3);
    const [logged] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'damage-report.targets'));
    expect(logged?.actorId).toBe(superAdmin.id);

    const { id, code } = await report({ reportType: 'Bangunan Air' });
    const [row] = await t.db.select().from(damageReports).where(eq(damageReports.requestId, id));
    expect(row!.dueOn).toBe(addWorkingDays(witaDate(row!.reportedAt), 3));
    expect((await adminItem(code)).dueOn).toBe(row!.dueOn);
  });

  it('an open report past its deadline is "Terlambat" in the admin list, on the public page and on the dashboard; sorted by deadline', async () => {
    const before = (await (await t.request('GET', '/api/admin/summary', { as: staff })).json()) as AdminSummary;
    const late = await report();
    const onTime = await report();
    await t.db.update(damageReports).set({ dueOn: '2026-01-05' }).where(eq(damageReports.requestId, late.id));
    await t.db.update(damageReports).set({ dueOn: '2999-12-31' }).where(eq(damageReports.requestId, onTime.id));
    expect((await adminItem(late.code)).late).toBe(true);
    expect((await adminItem(onTime.code)).late).toBe(false);
    const after = (await (await t.request('GET', '/api/admin/summary', { as: staff })).json()) as AdminSummary;
    expect(after.lateDamageReports).toBe(before.lateDamageReports + 1);

    await t.request('POST', `/api/admin/damage-reports/${late.id}/moderation`, { as: staff, json: { action: 'publish' } });
    const pub = (await (await t.request('GET', `/api/laporan/${late.code}`)).json()) as PublicReportDetail;
    expect(pub).toMatchObject({ dueOn: '2026-01-05', late: true });

    const sorted = (await (
      await t.request('GET', '/api/admin/damage-reports?sort=due&pageSize=100', { as: staff })
    ).json()) as Paged<DamageReportAdminItem>;
    const dues = sorted.items.map((i) => i.dueOn).filter((d): d is string => d != null);
    expect(dues).toEqual([...dues].sort());
    expect(sorted.items.findIndex((i) => i.trackingCode === late.code)).toBeLessThan(
      sorted.items.findIndex((i) => i.trackingCode === onTime.code),
    );

    // Finished after its deadline: still marked late (it was), but no longer counted as open and late.
    expect((await setStatus(late.id, 'Selesai')).status).toBe(200);
    expect((await adminItem(late.code)).late).toBe(true);
    const finished = (await (await t.request('GET', '/api/admin/summary', { as: staff })).json()) as AdminSummary;
    expect(finished.lateDamageReports).toBe(before.lateDamageReports);
  });
});

describe('an address typed into a report (issue 33, item 4)', () => {
  it('gets only a confirmation mail without the typed name until its link is pressed; then the news of that report', async () => {
    const r = await report({ reporterName: 'Andi Saputra' }, false);
    const supporter = `tetangga-${randomUUID().slice(0, 8)}@contoh.id`;
    await t.request('POST', `/api/admin/damage-reports/${r.id}/moderation`, { as: staff, json: { action: 'publish' } });
    await t.request('POST', `/api/laporan/${r.code}/dukung`, { json: { browserKey: randomUUID(), email: supporter } });
    const mailsTo = (email: string) =>
      t.db.select().from(outboxMails).where(eq(outboxMails.toAddress, email)).orderBy(asc(outboxMails.createdAt));

    expect((await setStatus(r.id, 'Diproses')).status).toBe(200);
    for (const email of [r.email, supporter]) {
      const mails = await mailsTo(email);
      expect(mails.map((m) => m.kind)).toEqual(['address_confirmation']);
      expect(mails[0]!.subject).toBe(`Konfirmasi alamat email untuk laporan ${r.code}`);
      expect(mails[0]!.textBody).toContain('Yth. Bapak/Ibu,');
      expect(mails[0]!.textBody).not.toContain('Andi');
      // Its receipt (issue 37, item 4): the code and the status page, which need no confirmation.
      expect(mails[0]!.textBody).toContain(`/lacak/${r.code}`);
    }

    // A forged or unknown link confirms nothing.
    const forged = await t.request('POST', '/api/mail/confirm?t=tautan-palsu');
    expect(forged.status).toBe(400);
    expect((await forged.json()).error.message).toBe(LACAK_MAIL.confirmInvalid);

    await confirmAddressOf(r.email);
    await confirmAddressOf(r.email); // a second press changes nothing
    expect((await setStatus(r.id, 'Selesai')).status).toBe(200);
    // The reporter, now confirmed, is asked; the supporter, who never pressed the link, is not.
    expect((await mailsTo(r.email)).map((m) => m.kind)).toEqual(['address_confirmation', 'fixed-question']);
    expect((await mailsTo(supporter)).map((m) => m.kind)).toEqual(['address_confirmation']);
  });
});

describe('the receipt by e-mail (issue 37, item 4)', () => {
  it("goes at once to a signed-in reporter's own verified address, with the day it is due", async () => {
    const reporter = await t.createUser();
    await t.db.update(users).set({ emailVerified: true }).where(eq(users.id, reporter.id));
    await t.db
      .insert(damageReportTargets)
      .values({ reportType: 'Bangunan Gedung', workingDays: 5 })
      .onConflictDoUpdate({ target: damageReportTargets.reportType, set: { workingDays: 5 } });
    const form = new FormData();
    for (const [k, v] of Object.entries({
      reporterName: 'Sitti Rahmah',
      reporterEmail: reporter.email,
      location: `Jl. Poros Mamuju km ${randomUUID().slice(0, 8)}`,
      description: 'Atap kantor kecamatan runtuh sebagian.',
      reportType: 'Bangunan Gedung',
      kabupaten: 'Mamuju',
      latitude: '-2.68000',
      longitude: '118.89000',
    }))
      form.set(k, v);
    const res = await t.request('POST', '/api/damage-reports', { form, as: reporter });
    expect(res.status).toBe(201);
    const { trackingCode } = (await res.json()) as { trackingCode: string };
    // (Besides the account's own verification mail.)
    const mails = (await t.db.select().from(outboxMails).where(eq(outboxMails.toAddress, reporter.email))).filter(
      (m) => m.kind !== 'verification',
    );
    expect(mails.map((m) => m.kind)).toEqual(['receipt']);
    expect(mails[0]!.subject).toBe(`Tanda terima Lapor Kerusakan: ${trackingCode}`);
    const [due] = await t.db
      .select({ dueOn: damageReports.dueOn })
      .from(damageReports)
      .innerJoin(serviceRequests, eq(serviceRequests.id, damageReports.requestId))
      .where(eq(serviceRequests.trackingCode, trackingCode));
    const day = new Intl.DateTimeFormat('id-ID', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${due!.dueOn}T00:00:00Z`));
    expect(mails[0]!.textBody).toContain(`Dijawab paling lambat ${day}.`);
    expect(mails[0]!.textBody).toContain(`/lacak/${trackingCode}`);
  });
});

describe('closing the loop (item 7)', () => {
  it('Selesai asks the reporter and each supporter with an e-mail; "ya" confirms it, once', async () => {
    const r = await report();
    await t.request('POST', `/api/admin/damage-reports/${r.id}/moderation`, { as: staff, json: { action: 'publish' } });
    const supporter = `tetangga-${randomUUID().slice(0, 8)}@contoh.id`;
    expect(
      (await t.request('POST', `/api/laporan/${r.code}/dukung`, { json: { browserKey: randomUUID(), email: supporter } })).status,
    ).toBe(201);
    await confirmAddressOf(supporter);
    expect((await setStatus(r.id, 'Selesai', 'Lubang sudah ditambal dan diaspal ulang.')).status).toBe(200);
    const [row] = await t.db.select().from(damageReports).where(eq(damageReports.requestId, r.id));
    expect(row!.finishedAt).not.toBeNull();

    const mine = await questionLinks(r.email);
    const theirs = await questionLinks(supporter);
    const [mail] = await t.db
      .select()
      .from(outboxMails)
      .where(and(eq(outboxMails.toAddress, r.email), eq(outboxMails.kind, 'fixed-question')));
    expect(mail!.subject).toContain('apakah kerusakan sudah benar-benar diperbaiki?');
    expect(mail!.textBody).toContain('Lubang sudah ditambal dan diaspal ulang.');
    // No second, plain status e-mail for the same Selesai.
    expect(
      await t.db
        .select()
        .from(outboxMails)
        .where(and(eq(outboxMails.toAddress, r.email), eq(outboxMails.kind, 'status'))),
    ).toHaveLength(0);

    const q = (await (await t.request('GET', `/api/laporan/${r.code}/tanggapan?${mine.yes.searchParams}`)).json()) as FeedbackQuestion;
    expect(q).toMatchObject({ trackingCode: r.code, state: 'open' });
    expect((await answer(mine.yes, 'ya')).status).toBe(200);
    const again = await answer(mine.yes, 'ya');
    expect(again.status).toBe(409);
    expect((await again.json()).error.message).toBe(FEEDBACK.alreadyAnswered);
    expect(
      ((await (await t.request('GET', `/api/laporan/${r.code}/tanggapan?${mine.yes.searchParams}`)).json()) as FeedbackQuestion).state,
    ).toBe('answered');
    expect((await adminItem(r.code)).confirmed).toBe(true);
    expect(((await (await t.request('GET', `/api/laporan/${r.code}`)).json()) as PublicReportDetail).confirmed).toBe(true);
    expect(theirs.count).toBe(1);
  });

  it('"belum" reopens the report with the reason and a photo for staff; the old link then answers nothing', async () => {
    const r = await report();
    await t.request('POST', `/api/admin/damage-reports/${r.id}/moderation`, { as: staff, json: { action: 'publish' } });
    await setStatus(r.id, 'Selesai');
    const links = await questionLinks(r.email);

    // A short reason, a forged signature, another address: refused, nothing changes.
    const short = await answer(links.no, 'tidak', { alasan: 'belum' });
    expect(short.status).toBe(400);
    expect((await short.json()).error.fields.alasan).toBe(FEEDBACK.reasonRequired);
    const forged = new URL(links.no);
    forged.searchParams.set('t', 'A'.repeat(32));
    expect((await answer(forged, 'tidak', { alasan: 'Lubangnya masih ada di sisi kiri jalan.' })).status).toBe(403);
    const other = new URL(links.no);
    other.searchParams.set('e', 'orang-lain@contoh.id');
    expect((await answer(other, 'tidak', { alasan: 'Lubangnya masih ada di sisi kiri jalan.' })).status).toBe(403);
    expect((await adminItem(r.code)).status).toBe('Selesai');

    const photo = new File([(await pngBytes(20, 14)) as Uint8Array<ArrayBuffer>], 'masih-rusak.png', { type: 'image/png' });
    const res = await answer(links.no, 'tidak', { alasan: 'Lubangnya masih ada di sisi kiri jalan.', foto: photo });
    expect(res.status).toBe(200);
    expect((await res.json()).message).toBe(FEEDBACK.thanksReopened);

    const item = await adminItem(r.code);
    expect(item).toMatchObject({ status: 'Diproses', reopenCount: 1, confirmed: false });
    expect(item.reopenPhotos).toHaveLength(1);
    const [row] = await t.db.select().from(damageReports).where(eq(damageReports.requestId, r.id));
    expect(row!.finishedAt).toBeNull();
    const history = await t.db.select().from(statusChanges).where(eq(statusChanges.requestId, r.id));
    expect(history.at(-1)).toMatchObject({
      fromStatus: 'Selesai',
      toStatus: 'Diproses',
      publicNote: 'Lubangnya masih ada di sisi kiri jalan.',
      byRequester: true,
    });
    // Issue 38: the reporter is told that the report is open again, with the citizen's reason as theirs.
    const told = await t.db.select().from(outboxMails).where(eq(outboxMails.kind, 'status'));
    expect(told.map((m) => m.textBody).find((b) => b.includes('kini berstatus Diproses'))).toContain(
      'Alasan warga: Lubangnya masih ada di sisi kiri jalan.',
    );
    // The citizen's photo is for staff: not on the public page, not served publicly.
    const pub = (await (await t.request('GET', `/api/laporan/${r.code}`)).json()) as PublicReportDetail;
    expect(pub.reopenCount).toBe(1);
    expect(JSON.stringify(pub)).not.toContain(item.reopenPhotos[0]!.id);
    expect((await t.request('GET', `/api/laporan/foto/${item.reopenPhotos[0]!.id}`)).status).toBe(404);

    // The link of the first Selesai answers nothing now, and not after the next Selesai either.
    const stale = await answer(links.yes, 'ya');
    expect(stale.status).toBe(409);
    expect((await stale.json()).error.message).toBe(FEEDBACK.notAsked);
    await setStatus(r.id, 'Selesai');
    expect((await answer(links.yes, 'ya')).status).toBe(409);
    const second = await questionLinks(r.email);
    expect(second.count).toBe(2);
    expect(second.yes.searchParams.get('r')).toBe('1');
    expect((await answer(second.yes, 'ya')).status).toBe(200);
  });

  it('staff attach an "after" photo to a Selesai report; the public page shows before and after', async () => {
    const r = await report();
    await t.request('POST', `/api/admin/damage-reports/${r.id}/moderation`, { as: staff, json: { action: 'publish' } });
    const photo = async () => {
      const form = new FormData();
      form.set('foto', new File([(await pngBytes(30, 20)) as Uint8Array<ArrayBuffer>], 'sesudah.png', { type: 'image/png' }));
      return form;
    };
    // Not while the work is open; not by staff of another service.
    const early = await t.request('POST', `/api/admin/damage-reports/${r.id}/after-photo`, { as: staff, form: await photo() });
    expect(early.status).toBe(409);
    expect((await early.json()).error.message).toBe(FEEDBACK.afterPhotoNotFinished);
    expect(await t.db.select().from(damageReportPhotos).where(eq(damageReportPhotos.requestId, r.id))).toHaveLength(0);
    await setStatus(r.id, 'Selesai');
    const lab = await t.createUser({ role: 'admin_ujilab' });
    expect((await t.request('POST', `/api/admin/damage-reports/${r.id}/after-photo`, { as: lab, form: await photo() })).status).toBe(403);
    // No file, or one that is not a picture.
    expect((await t.request('POST', `/api/admin/damage-reports/${r.id}/after-photo`, { as: staff, form: new FormData() })).status).toBe(
      400,
    );
    const notImage = new FormData();
    notImage.set('foto', new File(['bukan gambar'], 'sesudah.png', { type: 'image/png' }));
    expect((await t.request('POST', `/api/admin/damage-reports/${r.id}/after-photo`, { as: staff, form: notImage })).status).toBe(415);
    expect(await t.db.select().from(damageReportPhotos).where(eq(damageReportPhotos.requestId, r.id))).toHaveLength(0);

    const ok = await t.request('POST', `/api/admin/damage-reports/${r.id}/after-photo`, { as: staff, form: await photo() });
    expect(ok.status).toBe(201);
    const pub = (await (await t.request('GET', `/api/laporan/${r.code}`)).json()) as PublicReportDetail;
    expect(pub.afterPhoto?.alt).toBe(FEEDBACK.afterPhotoAlt(r.code));
    expect((await t.request('GET', pub.afterPhoto!.url)).status).toBe(200);
    expect((await adminItem(r.code)).afterPhoto).not.toBeNull();

    // Reopened: no "after" on the public page until it is finished again.
    await setStatus(r.id, 'Diproses');
    expect(((await (await t.request('GET', `/api/laporan/${r.code}`)).json()) as PublicReportDetail).afterPhoto).toBeNull();
    await setStatus(r.id, 'Selesai');
    expect((await t.request('DELETE', `/api/admin/damage-reports/${r.id}/after-photo`, { as: staff })).status).toBe(200);
    expect(((await (await t.request('GET', `/api/laporan/${r.code}`)).json()) as PublicReportDetail).afterPhoto).toBeNull();
  });
});

describe('the bridge a Jembatan report is about (item 8)', () => {
  it('offers the bridges near the pin and by name, stores the choice, and shows it in public and to staff', async () => {
    const tag = randomUUID().slice(0, 6);
    const [near, far, unplaced] = await t.db
      .insert(bridges)
      .values([
        { nama: `Jembatan Dekat ${tag}`, lokasi: 'Majene', tahunBangun: 1998, kondisi: 'Baik', latitude: -3.30001, longitude: 118.90001 },
        { nama: `Jembatan Jauh ${tag}`, lokasi: 'Mamuju', tahunBangun: 2001, kondisi: 'Rusak Ringan', latitude: -3.4, longitude: 118.9 },
        { nama: `Jembatan Tanpa Titik ${tag}`, lokasi: 'Mamasa', tahunBangun: 2010, kondisi: 'Baik' },
      ])
      .returning({ id: bridges.id });
    const choices = async (query: string) =>
      ((await (await t.request('GET', `/api/laporan/jembatan?${query}`)).json()) as BridgeChoice[]).filter((c) => c.nama.includes(tag));

    const byPin = await choices('lat=-3.3&lng=118.9');
    expect(byPin.map((c) => c.id)).toEqual([near!.id]); // 11 km away is not "near"
    expect(byPin[0]!.distance).toBeLessThan(5);
    expect((await choices(`q=${encodeURIComponent(`tanpa titik ${tag}`)}`)).map((c) => c.id)).toEqual([unplaced!.id]);
    expect((await choices(`lat=-3.3&lng=118.9&q=${tag}`)).map((c) => c.id)[0]).toBe(near!.id); // nearest first, then by name
    expect(await choices('lat=-9&lng=118.9')).toEqual([]); // a pin outside the province is ignored, not an error

    const before = await t.db.select({ id: serviceRequests.id }).from(serviceRequests);
    const missing = new FormData();
    for (const [k, v] of Object.entries({
      reporterName: 'Sitti Rahmah',
      reporterEmail: 'jembatan@contoh.id',
      location: 'Jembatan di Desa Lembang',
      description: 'Lantai jembatan berlubang dan sandaran patah.',
      reportType: 'Jembatan',
      kabupaten: 'Majene',
      bridgeId: randomUUID(),
    }))
      missing.set(k, v);
    const res = await t.request('POST', '/api/damage-reports', { form: missing });
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).error.fields?.bridgeId).toBe(REPORT_FORM.bridgeNotFound);
    expect(await t.db.select({ id: serviceRequests.id }).from(serviceRequests)).toHaveLength(before.length);

    const { code, id } = await report({ reportType: 'Jembatan', bridgeId: far!.id, latitude: '-3.39990', longitude: '118.90000' });
    const { code: roadCode } = await report({ reportType: 'Jalan', bridgeId: far!.id });
    const [stored] = await t.db.select({ bridgeId: damageReports.bridgeId }).from(damageReports).where(eq(damageReports.requestId, id));
    expect(stored!.bridgeId).toBe(far!.id);
    expect((await adminItem(code)).bridgeName).toBe(`Jembatan Jauh ${tag}`);
    expect((await adminItem(roadCode)).bridgeName).toBeNull(); // only a Jembatan report names a bridge

    expect((await t.request('POST', `/api/admin/damage-reports/${id}/moderation`, { as: staff, json: { action: 'publish' } })).status).toBe(
      200,
    );
    const detail = (await (await t.request('GET', `/api/laporan/${code}`)).json()) as PublicReportDetail;
    expect(detail.bridge).toEqual({ id: far!.id, nama: `Jembatan Jauh ${tag}` });
  });
});
