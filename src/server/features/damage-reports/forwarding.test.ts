// Issue 39, item 3: a report on a road this office does not own goes, once approved, to the authority that
// owns it: an e-mail with the report and its photos (signed links, no account), the forwarding recorded,
// "Diteruskan ke {instansi}" for the public and the reporter; staff forward by hand and take back.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReportForwarding } from '../../../shared/forwarding-schemas.ts';
import { FORWARDING } from '../../../shared/forwarding-strings.ts';
import type { PublicReportDetail, PublicReportPage } from '../../../shared/public-report-schemas.ts';
import type { TrackingResult } from '../../../shared/tracking-schemas.ts';
import { auditLog, damageReportPhotos, damageReports, mailConfirmations, reportForwardings, serviceRequests } from '../../db/schema.ts';
import { startJobRunner, type JobRunner } from '../../jobs/runner.ts';
import { insertInstansi, insertRoadSection } from '../../roads/road-factories.ts';
import { createTestApp, type TestApp, type TestUser } from '../../test/harness.ts';
import { startSmtp, toAddress } from '../../test/smtp.ts';
import { pngBytes } from '../../uploads/test-files.ts';
import { changeForm, insertDamageReport, insertSirekanan } from '../admin-requests/request-factories.ts';
import { forwardedPhotoUrl } from './forwarded-photo-link.ts';

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let t: TestApp;
let jobs: JobRunner;
let moderator: TestUser;
let national: Awaited<ReturnType<typeof insertInstansi>>;
let kabupaten: Awaited<ReturnType<typeof insertInstansi>>;
let office: Awaited<ReturnType<typeof insertInstansi>>;
beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ isolated: true, env: { SMTP_URL: smtp.url, MAIL_FROM: 'Portal PUPR <no-reply@portal.test>' } });
  jobs = await startJobRunner(t.deps, { pollInterval: 200 });
  moderator = await t.createUser({ role: 'admin_jembatantif', fullName: 'Moderator Laporan' });
  national = await insertInstansi(t.db, { name: 'BBPJN Sulawesi Barat', email: 'bbpjn@example.test', roadStatus: 'Nasional' });
  kabupaten = await insertInstansi(t.db, {
    name: 'Dinas PUPR Kabupaten Majene',
    email: 'pupr-majene@example.test',
    roadStatus: 'Kabupaten',
    kabupaten: 'Majene',
  });
  office = await insertInstansi(t.db, {
    name: 'Dinas PUPR Provinsi Sulawesi Barat',
    email: null,
    roadStatus: 'Provinsi',
    isThisOffice: true,
  });
});
afterAll(async () => {
  await jobs.stop();
  await t.close();
  await smtp.stop();
});

const REPORTER = 'pelapor@example.test';

/** A report as the form leaves it, with the reporter's confirmed address, a photo and the owner of its road. */
async function report(owner: { id: string } | null, opts: { status?: 'Diajukan' | 'Diproses' | 'Selesai' } = {}) {
  const road = await insertRoadSection(t.db, { name: 'Jalan Trans Sulawesi Mamuju–Tapalang', status: 'Nasional' });
  const row = await insertDamageReport(t.db, {
    location: 'Jl. Poros Mamuju–Majene km 12',
    status: opts.status ?? 'Diajukan',
    details: { reporter_email: REPORTER, description: 'Lubang besar di tengah jalur.' },
  });
  await t.db
    .update(damageReports)
    .set({ latitude: -2.68, longitude: 118.89, roadSectionId: road.id, roadDistanceM: 12, ownerInstansiId: owner?.id ?? null })
    .where(eq(damageReports.requestId, row.id));
  await t.db.insert(mailConfirmations).values({ requestId: row.id, email: REPORTER, tokenHash: `h-${row.id}`, confirmedAt: new Date() });
  const key = `forward-test/${row.id}.png`;
  await t.deps.store.put('damage-photos', key, await pngBytes());
  const [photo] = await t.db
    .insert(damageReportPhotos)
    .values({ requestId: row.id, position: 0, url: `/files/damage-photos/${key}` })
    .returning();
  return { ...row, road, photo: photo! };
}

const approve = (id: string) =>
  t.request('POST', `/api/admin/damage-reports/${id}/moderation`, { as: moderator, json: { action: 'publish' } });
const statusOf = async (id: string) =>
  (await t.db.select({ s: serviceRequests.status }).from(serviceRequests).where(eq(serviceRequests.id, id)))[0]!.s;
const forwardingsOf = (id: string) => t.db.select().from(reportForwardings).where(eq(reportForwardings.requestId, id));

describe('routing on approval (issue 39, item 3)', () => {
  it.each([
    ['a national road', () => national, 'BBPJN Sulawesi Barat'],
    ['a kabupaten road', () => kabupaten, 'Dinas PUPR Kabupaten Majene'],
  ])('a report on %s is forwarded to its owner when a moderator approves it', async (_, owner, name) => {
    const r = await report(owner());
    expect((await approve(r.id)).status).toBe(200);
    expect(await statusOf(r.id)).toBe('Diteruskan');
    const [f] = await forwardingsOf(r.id);
    expect(f).toMatchObject({ instansiId: owner().id, instansiName: name, forwardedBy: null, takenBackAt: null });
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.target, r.trackingCode), eq(auditLog.action, 'damage-report.forward')));
    expect(audit).toMatchObject({ actorId: moderator.id, details: expect.objectContaining({ instansi: name, automatic: true }) });

    // The public and the reporter read who has it.
    const tracking = (await (await t.request('GET', `/api/tracking/${r.trackingCode}`)).json()) as TrackingResult;
    expect(tracking).toMatchObject({ status: 'Diteruskan', forwardedTo: name });
    expect(tracking.history.at(-1)).toMatchObject({ status: 'Diteruskan', forwardedTo: name });
    const lookup = await (await t.request('GET', `/api/damage-reports/status/${r.trackingCode}`)).json();
    expect(lookup).toMatchObject({ status: 'Diteruskan', forwardedTo: name });
    const pub = (await (await t.request('GET', `/api/laporan/${r.trackingCode}`)).json()) as PublicReportDetail;
    expect(pub).toMatchObject({ status: 'Diteruskan', forwardedTo: name, late: false });
    const list = (await (await t.request('GET', '/api/laporan?status=Diteruskan')).json()) as PublicReportPage;
    expect(list.items.find((i) => i.trackingCode === r.trackingCode)).toMatchObject({ forwardedTo: name });
    // For other systems (Open311) it is closed here: referred to its owner.
    const [open311] = (await (await t.app.request(`/open311/v2/requests/${r.trackingCode}.json`)).json()) as { status: string }[];
    expect(open311!.status).toBe('closed');
    const mail = await smtp.waitFor((m) => toAddress(m) === REPORTER && (m.subject ?? '').includes(r.trackingCode));
    expect(mail.subject).toBe(`${r.trackingCode}: status pengajuan kini Diteruskan ke ${name}`);
    expect(mail.text).toContain(`kini berstatus Diteruskan ke ${name}.`);
  });

  it.each([
    ['this office', () => office],
    ['no known road', () => null],
  ])('a report on a road of %s stays here when approved', async (_, owner) => {
    const r = await report(owner());
    expect((await approve(r.id)).status).toBe(200);
    expect(await statusOf(r.id)).toBe('Diajukan');
    expect(await forwardingsOf(r.id)).toHaveLength(0);
  });

  it('a report already decided, or taken back before, is not forwarded again by another approval', async () => {
    const done = await report(national, { status: 'Selesai' });
    await approve(done.id);
    expect(await statusOf(done.id)).toBe('Selesai');

    const r = await report(national);
    await approve(r.id);
    const back = await t.request('POST', `/api/admin/damage-reports/${r.id}/take-back`, { as: moderator, json: {} });
    expect(back.status).toBe(200);
    await t.request('POST', `/api/admin/damage-reports/${r.id}/moderation`, { as: moderator, json: { action: 'hide', reason: 'Uji' } });
    await approve(r.id);
    expect(await statusOf(r.id)).toBe('Diproses');
    expect(await forwardingsOf(r.id)).toHaveLength(1);
  });
});

describe("the authority's e-mail (issue 39, item 3)", () => {
  it('arrives through SMTP with the report, the map, the way back and photo links that open without an account', async () => {
    const r = await report(national);
    await approve(r.id);
    const mail = await smtp.waitFor((m) => toAddress(m) === 'bbpjn@example.test' && (m.subject ?? '').includes(r.trackingCode));
    expect(mail.subject).toBe(FORWARDING.mail.subject(r.trackingCode));
    const text = mail.text ?? '';
    expect(text).toContain(`Kode laporan: ${r.trackingCode}`);
    expect(text).toContain('Jenis kerusakan: Jalan');
    expect(text).toContain('Kabupaten: Mamuju');
    expect(text).toContain(`Ruas: ${r.road.noRuas} Jalan Trans Sulawesi Mamuju–Tapalang`);
    expect(text).toContain('Lokasi: Jl. Poros Mamuju–Majene km 12');
    expect(text).toContain('Uraian pelapor: Lubang besar di tengah jalur.');
    expect(text).toContain('Koordinat: -2.680000, 118.890000');
    expect(text).toContain('https://www.openstreetmap.org/?mlat=-2.680000&mlon=118.890000');
    expect(text).toContain(`/laporan/${r.trackingCode}`);
    // Never the reporter's name or address.
    expect(text).not.toContain(REPORTER);
    expect(text).not.toContain('Pelapor Warga');

    const link = (text.match(/https?:\/\/\S+\/terusan\/foto\/\S+/) ?? [])[0]!;
    expect(link).toBeTruthy();
    const url = new URL(link);
    const photo = await t.request('GET', url.pathname + url.search);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await photo.arrayBuffer())).toEqual(new Uint8Array(await pngBytes()));

    // A changed signature, another photo's id or a longer life: a clear 404 page, not the photo.
    const forged = url.pathname + url.search.replace(/t=([^&]{4})/, 't=AAAA');
    const other = url.pathname.replace(r.photo.id, '00000000-0000-4000-8000-000000000000') + url.search;
    const longer = url.pathname + url.search.replace(/s=(\d+)/, (_, s: string) => `s=${Number(s) + 86400}`);
    for (const path of [forged, other, longer, url.pathname]) {
      const res = await t.request('GET', path);
      expect(res.status, path).toBe(404);
      const html = await res.text();
      expect(html).toContain(FORWARDING.photoLink.notFoundTitle);
      expect(html).toContain('lang="id"');
    }
  });

  it('an expired photo link says so (410), never a 500', async () => {
    const r = await report(national);
    const old = new URL(forwardedPhotoUrl('http://x', t.deps.env.AUTH_SECRET!, r.photo.id, new Date(Date.now() - 31 * 86400_000)));
    const res = await t.request('GET', old.pathname + old.search);
    expect(res.status).toBe(410);
    expect(await res.text()).toContain(FORWARDING.photoLink.expired);
    const fresh = new URL(forwardedPhotoUrl('http://x', t.deps.env.AUTH_SECRET!, r.photo.id, new Date(Date.now() - 29 * 86400_000)));
    expect((await t.request('GET', fresh.pathname + fresh.search)).status).toBe(200);
  });
});

describe('by hand (issue 39, item 3)', () => {
  it('staff forward a report to the instansi they choose, with a note, and take it back to Diproses', async () => {
    const r = await report(null, { status: 'Diproses' });
    const res = await t.request('POST', `/api/admin/damage-reports/${r.id}/forward`, {
      as: moderator,
      json: { instansiId: kabupaten.id, note: 'Jalan desa, kewenangan kabupaten.' },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ instansi: 'Dinas PUPR Kabupaten Majene' });
    const mail = await smtp.waitFor((m) => toAddress(m) === 'pupr-majene@example.test' && (m.subject ?? '').includes(r.trackingCode));
    expect(mail.text).toContain('Catatan petugas: Jalan desa, kewenangan kabupaten.');

    let panel = (await (
      await t.request('GET', `/api/admin/damage-reports/${r.id}/forwarding`, { as: moderator })
    ).json()) as ReportForwarding;
    expect(panel.current).toMatchObject({ instansi: 'Dinas PUPR Kabupaten Majene' });
    expect(panel.history[0]).toMatchObject({ by: 'Moderator Laporan', note: 'Jalan desa, kewenangan kabupaten.', takenBackAt: null });
    expect(panel.targets.map((x) => x.name)).toEqual(expect.arrayContaining(['BBPJN Sulawesi Barat', 'Dinas PUPR Kabupaten Majene']));
    expect(panel.targets.map((x) => x.id)).not.toContain(office.id);

    // Forwarded twice: refused, nothing changes.
    const again = await t.request('POST', `/api/admin/damage-reports/${r.id}/forward`, {
      as: moderator,
      json: { instansiId: national.id },
    });
    expect(again.status).toBe(409);
    expect((await again.json()).error.message).toBe(FORWARDING.errors.notForwardable);
    expect(await forwardingsOf(r.id)).toHaveLength(1);

    const back = await t.request('POST', `/api/admin/damage-reports/${r.id}/take-back`, {
      as: moderator,
      json: { note: 'Ternyata ruas provinsi.' },
    });
    expect(back.status).toBe(200);
    expect(await statusOf(r.id)).toBe('Diproses');
    panel = (await (await t.request('GET', `/api/admin/damage-reports/${r.id}/forwarding`, { as: moderator })).json()) as ReportForwarding;
    expect(panel.current).toBeNull();
    expect(panel.history[0]).toMatchObject({ takenBackBy: 'Moderator Laporan' });
    expect(panel.history[0]!.takenBackAt).toBeTruthy();
    const tracking = (await (await t.request('GET', `/api/tracking/${r.trackingCode}`)).json()) as TrackingResult;
    expect(tracking.status).toBe('Diproses');
    expect(tracking.forwardedTo).toBeUndefined();
    expect(tracking.history.map((s) => [s.status, s.forwardedTo ?? null, s.note])).toEqual([
      ['Diteruskan', 'Dinas PUPR Kabupaten Majene', null],
      ['Diproses', null, 'Ternyata ruas provinsi.'],
    ]);
    const takeBackAudit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.target, r.trackingCode), eq(auditLog.action, 'damage-report.take-back')));
    expect(takeBackAudit).toHaveLength(1);
    // Taking back what is not forwarded: refused.
    expect((await t.request('POST', `/api/admin/damage-reports/${r.id}/take-back`, { as: moderator, json: {} })).status).toBe(409);
  });

  it('refuses this office, an unknown instansi and bad input with a clear message, changing nothing', async () => {
    const r = await report(null, { status: 'Diproses' });
    for (const [json, message] of [
      [{ instansiId: office.id }, FORWARDING.errors.thisOffice],
      [{ instansiId: '00000000-0000-4000-8000-000000000000' }, FORWARDING.errors.instansiNotFound],
      [{ instansiId: 'bukan-id' }, FORWARDING.errors.instansiInvalid],
      [{}, FORWARDING.errors.instansiInvalid],
    ] as const) {
      const res = await t.request('POST', `/api/admin/damage-reports/${r.id}/forward`, { as: moderator, json });
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect(JSON.stringify(await res.json())).toContain(message);
    }
    expect(await statusOf(r.id)).toBe('Diproses');
    expect(await forwardingsOf(r.id)).toHaveLength(0);
  });

  it('only staff who handle damage reports may forward or take back', async () => {
    const r = await report(null, { status: 'Diproses' });
    const customer = await t.createUser();
    const lab = await t.createUser({ role: 'admin_ujilab' });
    for (const as of [null, customer, lab]) {
      const res = await t.request('POST', `/api/admin/damage-reports/${r.id}/forward`, { as, json: { instansiId: national.id } });
      expect([401, 403]).toContain(res.status);
    }
    expect(await statusOf(r.id)).toBe('Diproses');
  });
});

describe('Diteruskan is only a forwarding (issue 39, item 3)', () => {
  it('a status change cannot set it: not on a Sirekanan request, not on a damage report without its instansi', async () => {
    const admin = await t.createUser({ role: 'super_admin' });
    const customer = await t.createUser();
    const srk = await insertSirekanan(t.db, customer.id, { status: 'Diproses' });
    const a = await t.request('POST', `/api/admin/sirekanan/${srk.id}/changes`, { as: admin, form: changeForm({ status: 'Diteruskan' }) });
    expect(a.status).toBe(400);
    const r = await report(null, { status: 'Diproses' });
    const b = await t.request('POST', `/api/admin/damage-reports/${r.id}/changes`, {
      as: admin,
      form: changeForm({ status: 'Diteruskan' }),
    });
    expect(b.status).toBe(400);
    expect(await statusOf(r.id)).toBe('Diproses');
  });
});

describe('the admin list by owner (issue 39, item 3)', () => {
  it('filters by the authority that owns the road, or by none, and names where a report is forwarded', async () => {
    const onNational = await report(national);
    await approve(onNational.id);
    const onNone = await report(null);
    type Page = { items: { trackingCode: string; owner: string | null; forwardedTo: string | null; status: string }[] };
    const list = async (owner: string) =>
      (await (await t.request('GET', `/api/admin/damage-reports?owner=${owner}&pageSize=100`, { as: moderator })).json()) as Page;
    const byNational = await list(national.id);
    expect(byNational.items.map((i) => i.trackingCode)).toContain(onNational.trackingCode);
    expect(byNational.items.map((i) => i.trackingCode)).not.toContain(onNone.trackingCode);
    expect(byNational.items.find((i) => i.trackingCode === onNational.trackingCode)).toMatchObject({
      owner: 'BBPJN Sulawesi Barat',
      forwardedTo: 'BBPJN Sulawesi Barat',
      status: 'Diteruskan',
    });
    const withoutRoad = await list('tanpa-ruas');
    expect(withoutRoad.items.map((i) => i.trackingCode)).toContain(onNone.trackingCode);
    expect(withoutRoad.items.map((i) => i.trackingCode)).not.toContain(onNational.trackingCode);
    const bad = await t.request('GET', '/api/admin/damage-reports?owner=siapa', { as: moderator });
    expect(bad.status).toBe(400);
    const owners = (await (await t.request('GET', '/api/admin/damage-reports/owners', { as: moderator })).json()) as {
      items: { name: string }[];
    };
    expect(owners.items.map((o) => o.name)).toEqual(expect.arrayContaining(['BBPJN Sulawesi Barat', 'Dinas PUPR Provinsi Sulawesi Barat']));
  });
});
