// Issue 39, item 5: "Ikuti laporan di sini". Subscribe, confirm by the mailed link, hear of the area's
// reports made public and finished (at once, or in the morning digest), stop with one click. The mails
// go through the outbox and graphile-worker to a real SMTP server started here.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AREA_ALERT_LINK_STATE_KEY, AREA_ALERT_STATE_KEY } from '../../../shared/area-alert-schemas.ts';
import { AREA_ALERTS as T } from '../../../shared/area-alert-strings.ts';
import { createApp } from '../../app.ts';
import { areaAlertSubscriptions, damageReports, outboxMails } from '../../db/schema.ts';
import { StaticSite } from '../../http/static-site.ts';
import { startJobRunner, type JobRunner } from '../../jobs/runner.ts';
import { insertRoadSection } from '../../roads/road-factories.ts';
import { BASE_URL, createTestApp, type TestApp, type TestUser } from '../../test/harness.ts';
import { startSmtp, toAddress } from '../../test/smtp.ts';
import { insertDamageReport } from '../admin-requests/request-factories.ts';
import { sendAreaDigests } from './index.ts';

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let t: TestApp;
let jobs: JobRunner;
let staff: TestUser;
beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ isolated: true, env: { SMTP_URL: smtp.url, MAIL_FROM: 'Portal PUPR <no-reply@portal.test>' } });
  jobs = await startJobRunner(t.deps, { pollInterval: 200 });
  staff = await t.createUser({ role: 'super_admin' });
});
afterAll(async () => {
  await jobs.stop();
  await t.close();
  await smtp.stop();
});

let n = 0;
const address = (who: string) => `${who}-${++n}@warga.test`;
/** Long enough for a second mail of the same event to have reached the SMTP server too. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 1500));
const mailsTo = (email: string, subject?: string) =>
  smtp.received.filter((m) => toAddress(m) === email && (subject === undefined || (m.subject ?? '').includes(subject)));
const linkIn = (mail: ParsedMail, prefix: string) => {
  const found = (mail.text ?? '').split(/\s+/).find((w) => w.startsWith(`${BASE_URL}${prefix}`));
  if (!found) throw new Error(`no ${prefix} link in: ${mail.text}`);
  return found;
};

/** mailparser folds the List-* headers, so they are read raw. */
const rawHeaders = (mail: ParsedMail) => mail.headerLines.map((h) => h.line.replace(/\r\n\s*/g, ' '));

async function subscribe(email: string, area: string, frequency: 'segera' | 'harian' = 'segera', ruas = '') {
  const res = await t.request('POST', '/api/area-alerts', { json: { email, area, ruas, frequency } });
  expect(res.status).toBe(202);
  return (await res.json()) as { message: string };
}
/** Presses the link of the newest confirmation mail to this address. */
async function confirm(email: string) {
  const mail = await smtp.waitFor((m) => toAddress(m) === email && m.subject === 'Konfirmasi: ikuti laporan kerusakan');
  const url = new URL(linkIn(mail, '/ikuti/konfirmasi?t='));
  const res = await t.request('POST', `/api/area-alerts/confirm${url.search}`);
  expect(res.status).toBe(200);
  return (await res.json()) as { message: string };
}
/** A report in the kabupaten (and on the ruas), made public by a moderator. */
async function publishedReport(kabupaten: string, roadSectionId: string | null = null) {
  const r = await insertDamageReport(t.db, { location: `Jl. Uji ${++n}, ${kabupaten}` });
  await t.db.update(damageReports).set({ kabupaten, roadSectionId }).where(eq(damageReports.requestId, r.id));
  const res = await t.request('POST', `/api/admin/damage-reports/${r.id}/moderation`, { as: staff, json: { action: 'publish' } });
  expect(res.status).toBe(200);
  return r;
}
const setStatus = (id: string, status: string) =>
  t.request('PATCH', `/api/admin/damage-reports/${id}/status`, { as: staff, json: { status } });
const alertRows = (email: string) =>
  t.db
    .select()
    .from(outboxMails)
    .where(and(eq(outboxMails.toAddress, email), eq(outboxMails.kind, 'area_alert')));

describe('subscribe and confirm (double opt-in)', () => {
  it('a confirmed kabupaten subscription gets one mail for a report made public there, none for another kabupaten', async () => {
    const email = address('majene');
    expect((await subscribe(email, 'Majene')).message).toBe(T.sent);
    expect((await confirm(email)).message).toBe(T.confirmed('Kabupaten Majene'));

    const other = await publishedReport('Mamasa');
    const here = await publishedReport('Majene');
    const mail = await smtp.waitFor((m) => toAddress(m) === email && (m.subject ?? '').includes(here.trackingCode));
    await settle();
    expect(mailsTo(email, 'Laporan')).toHaveLength(1);
    expect(mailsTo(email, other.trackingCode)).toHaveLength(0);
    expect(mail.subject).toBe(`Laporan baru di Kabupaten Majene: ${here.trackingCode}`);
    expect(mail.text).toContain(`${BASE_URL}/laporan/${here.trackingCode}`);
    // One-click unsubscribe (RFC 8058) and the page's link in the mail itself.
    const raw = rawHeaders(mail);
    expect(raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(raw.find((l) => l.startsWith('List-Unsubscribe:'))).toContain(`<${BASE_URL}/api/area-alerts/unsubscribe?t=`);
    expect(linkIn(mail, '/ikuti/berhenti?t=')).toBeTruthy();

    // Published again after being hidden: nobody is told twice.
    await t.request('POST', `/api/admin/damage-reports/${here.id}/moderation`, {
      as: staff,
      json: { action: 'hide', reason: 'Foto wajah' },
    });
    await t.request('POST', `/api/admin/damage-reports/${here.id}/moderation`, { as: staff, json: { action: 'publish' } });
    expect(await alertRows(email)).toHaveLength(1);
  });

  it('sends nothing before the link is pressed, and answers the same for a new and a known address', async () => {
    const email = address('belum');
    const first = await subscribe(email, 'Mamuju Tengah');
    await publishedReport('Mamuju Tengah');
    await settle();
    expect(await alertRows(email)).toHaveLength(0);
    // Asking again (the same area, already waiting; or already following) reads the same: no enumeration.
    expect(await subscribe(email, 'Mamuju Tengah')).toEqual(first);
    const following = address('sudah');
    await subscribe(following, 'Mamuju Tengah');
    await confirm(following);
    expect(await subscribe(following, 'Mamuju Tengah')).toEqual(first);
  });

  it('a ruas subscription hears of the reports on that ruas only', async () => {
    const ruas = await insertRoadSection(t.db, { kabupaten: 'Pasangkayu' });
    const otherRuas = await insertRoadSection(t.db, { kabupaten: 'Pasangkayu' });
    const email = address('ruas');
    await subscribe(email, 'ruas', 'segera', ruas.noRuas);
    expect((await confirm(email)).message).toBe(T.confirmed(`ruas ${ruas.noRuas} ${ruas.name}`));
    const off = await publishedReport('Pasangkayu', otherRuas.id);
    const on = await publishedReport('Pasangkayu', ruas.id);
    await smtp.waitFor((m) => toAddress(m) === email && (m.subject ?? '').includes(on.trackingCode));
    await settle();
    expect(mailsTo(email, off.trackingCode)).toHaveLength(0);
    expect(await alertRows(email)).toHaveLength(1);
  });

  it('a ruas that does not exist, or a box left empty, is a clear refusal that changes nothing', async () => {
    const email = address('salah');
    const missing = await t.request('POST', '/api/area-alerts', {
      json: { email, area: 'ruas', ruas: 'TIDAK-ADA-999', frequency: 'segera' },
    });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ error: { message: T.ruasNotFound, fields: { ruas: T.ruasNotFound } } });
    const empty = await t.request('POST', '/api/area-alerts', { json: { email, area: 'ruas', ruas: '', frequency: 'segera' } });
    expect(empty.status).toBe(400);
    const badMail = await t.request('POST', '/api/area-alerts', { json: { email: 'bukan-email', area: 'Majene', frequency: 'segera' } });
    expect(badMail.status).toBe(400);
    expect(await badMail.json()).toMatchObject({ error: { message: T.emailInvalid } });
    expect(await t.db.select().from(areaAlertSubscriptions).where(eq(areaAlertSubscriptions.email, email))).toHaveLength(0);
  });

  it('tells a province subscriber when a report of its area is finished, once', async () => {
    const email = address('selesai');
    await subscribe(email, 'provinsi');
    await confirm(email);
    const r = await publishedReport('Mamuju');
    await smtp.waitFor((m) => toAddress(m) === email && m.subject === `Laporan baru di seluruh Sulawesi Barat: ${r.trackingCode}`);
    expect((await setStatus(r.id, 'Selesai')).status).toBe(200);
    const fixed = await smtp.waitFor((m) => toAddress(m) === email && (m.subject ?? '').startsWith('Laporan selesai'));
    expect(fixed.subject).toBe(`Laporan selesai di seluruh Sulawesi Barat: ${r.trackingCode}`);
    // Reopened and finished again: not told a second time.
    expect((await setStatus(r.id, 'Diproses')).status).toBe(200);
    expect((await setStatus(r.id, 'Selesai')).status).toBe(200);
    await settle();
    expect(mailsTo(email, 'Laporan selesai')).toHaveLength(1);
  });
});

describe('ringkasan harian', () => {
  it('a digest lists the two new reports, the next one neither; nothing new, no mail', async () => {
    const email = address('harian');
    await subscribe(email, 'Polewali Mandar', 'harian');
    await confirm(email);
    const a = await publishedReport('Polewali Mandar');
    const b = await publishedReport('Polewali Mandar');
    await settle();
    expect(await alertRows(email)).toHaveLength(0);

    await sendAreaDigests(t.deps);
    const digest = await smtp.waitFor((m) => toAddress(m) === email && (m.subject ?? '').startsWith('Ringkasan laporan'));
    expect(digest.subject).toBe('Ringkasan laporan Kabupaten Polewali Mandar: 2 kabar baru');
    expect(digest.text).toContain(a.trackingCode);
    expect(digest.text).toContain(b.trackingCode);

    // The same morning again: nothing new, no mail.
    await sendAreaDigests(t.deps);
    const c = await publishedReport('Polewali Mandar');
    await sendAreaDigests(t.deps);
    const next = await smtp.waitFor((m) => toAddress(m) === email && (m.subject ?? '').includes('1 kabar baru'));
    expect(next.text).toContain(c.trackingCode);
    expect(next.text).not.toContain(a.trackingCode);
    expect(next.text).not.toContain(b.trackingCode);
    await settle();
    expect(mailsTo(email, 'Ringkasan laporan')).toHaveLength(2);
  });
});

describe('berhenti mengikuti', () => {
  it("the mail client's one-click POST stops the mail", async () => {
    const email = address('berhenti');
    await subscribe(email, 'Mamuju');
    await confirm(email);
    const first = await publishedReport('Mamuju');
    const mail = await smtp.waitFor((m) => toAddress(m) === email && (m.subject ?? '').includes(first.trackingCode));
    const header = rawHeaders(mail).find((l) => l.startsWith('List-Unsubscribe:'))!;
    const url = new URL(/<([^>]+)>/.exec(header)![1]!);
    // RFC 8058: a POST with this body, from the mail provider (no cookie, no Origin).
    const res = await createApp(t.deps, null).request(`${url.pathname}${url.search}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ message: T.stopped('Kabupaten Mamuju') });
    await publishedReport('Mamuju');
    await settle();
    expect(await alertRows(email)).toHaveLength(1);
  });

  it('a forged or altered link is refused in words and changes nothing', async () => {
    const email = address('palsu');
    await subscribe(email, 'Majene');
    await confirm(email);
    const [sub] = await t.db.select().from(areaAlertSubscriptions).where(eq(areaAlertSubscriptions.email, email));
    for (const token of [`${sub!.id}.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`, 'x', '']) {
      const res = await t.request('POST', `/api/area-alerts/unsubscribe?t=${encodeURIComponent(token)}`);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error: { message: T.stopInvalid } });
    }
    const forged = await t.request('POST', '/api/area-alerts/confirm?t=tautan-palsu');
    expect(forged.status).toBe(400);
    expect(await forged.json()).toMatchObject({ error: { message: T.confirmInvalid } });
    const [after] = await t.db.select().from(areaAlertSubscriptions).where(eq(areaAlertSubscriptions.id, sub!.id));
    expect(after!.unsubscribedAt).toBeNull();
  });
});

describe('the form and the link pages without JavaScript', () => {
  const SHELL =
    '<!doctype html><html lang="id"><head><!--app-head--><title>Bawaan</title><!--/app-head--></head><body><div id="root"><!--app-root--><p>memuat</p><!--/app-root--></div></body></html>';
  let siteDir: string;
  let app: ReturnType<typeof createApp>;
  beforeAll(() => {
    siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-area-alerts-'));
    fs.writeFileSync(path.join(siteDir, 'index.html'), SHELL);
    fs.writeFileSync(path.join(siteDir, 'public.html'), SHELL);
    const site = new StaticSite(siteDir);
    // The page as the renderer is given it: the form's or the link's answer, written into the HTML.
    site.renderer = async ({ queries }) => {
      const of = (key: readonly string[]) => queries.find(([k]) => JSON.stringify(k) === JSON.stringify(key))?.[1] ?? null;
      const state = { form: of(AREA_ALERT_STATE_KEY), link: of(AREA_ALERT_LINK_STATE_KEY) };
      return { html: `<main><script type="application/json" id="state">${JSON.stringify(state)}</script></main>`, islands: [] };
    };
    app = createApp(t.deps, site);
  });
  afterAll(() => fs.rmSync(siteDir, { recursive: true, force: true }));
  let ip = 0;
  const post = (url: string, body = '') =>
    app.request(url, {
      method: 'POST',
      headers: { origin: BASE_URL, 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': `203.0.113.${++ip}` },
      body,
    });
  const stateOf = async (res: Response) => JSON.parse(/id="state">(.*?)<\/script>/.exec(await res.text())![1]!);

  it('the form on /laporan subscribes and goes on to the same answer for everyone', async () => {
    const email = address('formulir');
    const res = await post('/laporan?kabupaten=Majene', new URLSearchParams({ email, area: 'Majene', frequency: 'harian' }).toString());
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/laporan?kabupaten=Majene&ikuti=terkirim#ikuti');
    await smtp.waitFor((m) => toAddress(m) === email && m.subject === 'Konfirmasi: ikuti laporan kerusakan');
  });

  it('bad input shows the form again with what was typed and the message by the box', async () => {
    const res = await post('/laporan', new URLSearchParams({ email: 'bukan-email', area: 'Majene', frequency: 'segera' }).toString());
    expect(res.status).toBe(422);
    const { form } = await stateOf(res);
    expect(form).toMatchObject({ values: { email: 'bukan-email', area: 'Majene' }, errors: { email: T.emailInvalid }, message: T.failed });
  });

  it("the confirmation page's button confirms; the stop page refuses a forged link in words", async () => {
    const email = address('halaman');
    await subscribe(email, 'Mamasa');
    const mail = await smtp.waitFor((m) => toAddress(m) === email && m.subject === 'Konfirmasi: ikuti laporan kerusakan');
    const url = new URL(linkIn(mail, '/ikuti/konfirmasi?t='));
    // Opening the link changes nothing (mail scanners open links).
    expect((await app.request(`${url.pathname}${url.search}`)).status).toBe(200);
    const [waiting] = await t.db.select().from(areaAlertSubscriptions).where(eq(areaAlertSubscriptions.email, email));
    expect(waiting!.confirmedAt).toBeNull();
    const ok = await post(`${url.pathname}${url.search}`);
    expect(ok.status).toBe(200);
    expect((await stateOf(ok)).link).toEqual({ ok: true, message: T.confirmed('Kabupaten Mamasa') });
    const forged = await post('/ikuti/berhenti?t=palsu');
    expect(forged.status).toBe(422);
    expect((await stateOf(forged)).link).toEqual({ ok: false, message: T.stopInvalid });
  });
});

describe('limits', () => {
  it('one address gets at most five confirmation mails an hour; one IP at most PUBLIC_FORM_LIMIT_PER_HOUR requests', async () => {
    const email = address('banyak');
    const areas = ['provinsi', 'Mamuju', 'Majene', 'Mamasa', 'Pasangkayu', 'Mamuju Tengah'];
    for (const area of areas) {
      const res = await t.request('POST', '/api/area-alerts', {
        json: { email, area, frequency: 'segera' },
      });
      expect(res.status).toBe(202);
    }
    const rows = await t.db
      .select({ status: outboxMails.status })
      .from(outboxMails)
      .where(and(eq(outboxMails.toAddress, email), eq(outboxMails.kind, 'area_alert_confirmation')));
    expect(rows.map((r) => r.status).filter((s) => s === 'held')).toHaveLength(1);

    // An app whose limit is two an hour (the test apps' own is far above any test's count).
    const strict = await createTestApp({ env: { PUBLIC_FORM_LIMIT_PER_HOUR: '2' } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) {
        const res = await strict.request('POST', '/api/area-alerts', {
          json: { email: address('ip'), area: 'Majene', frequency: 'segera' },
        });
        statuses.push(res.status);
      }
      expect(statuses).toEqual([202, 202, 429]);
    } finally {
      await strict.close();
    }
  });
});
