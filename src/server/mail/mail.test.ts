import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATUS_NOTE } from '../../shared/status-note-strings.ts';
import { ACCOUNT } from '../../shared/account-strings.ts';
import { LACAK } from '../../shared/tracking-strings.ts';
import { outboxMails, users, verifications } from '../db/schema.ts';
import { insertSirekanan, insertUjilabRequest } from '../features/admin-requests/request-factories.ts';
import { startJobRunner, type JobRunner } from '../jobs/runner.ts';
import { BASE_URL, cookieFrom, createTestApp, type TestApp } from '../test/harness.ts';
import { linkIn, startSmtp, toAddress } from '../test/smtp.ts';
import { MAIL_LIMITS, queueMail } from './outbox.ts';
import { sendOutboxMail } from './send-mail.ts';
import { createMailTransport } from './transport.ts';

// Mail end to end: the app writes to the outbox, graphile-worker sends through a real SMTP server
// started here, mailparser reads what arrived.
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let t: TestApp;
let jobs: JobRunner;
beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ isolated: true, env: { SMTP_URL: smtp.url, MAIL_FROM: 'Portal PUPR <no-reply@portal.test>' } });
  jobs = await startJobRunner(t.deps, { pollInterval: 200 });
});
afterAll(async () => {
  await jobs.stop();
  await t.close();
  await smtp.stop();
});

const newEmail = () => `warga-${randomUUID().slice(0, 8)}@contoh.id`;
const PASSWORD = 'Sungai-Karama-88';

async function register(email: string, fullName = 'Andi Mappanyukki') {
  const res = await t.request('POST', '/api/account/register', {
    json: { fullName, email, password: PASSWORD, confirmPassword: PASSWORD },
  });
  expect(res.status).toBe(201);
}
async function login(email: string, password = PASSWORD) {
  return t.request('POST', '/api/account/login', { json: { email, password } });
}
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;
const outboxFor = (email: string) => t.db.select().from(outboxMails).where(eq(outboxMails.toAddress, email));

describe('verification e-mail', () => {
  it('is sent after registration; its link verifies the address, and the dashboard knows', async () => {
    const email = newEmail();
    await register(email);
    const mail = await smtp.waitFor((m) => toAddress(m) === email);
    expect(mail.subject).toBe('Verifikasi email akun Portal PUPR Sulawesi Barat');
    expect(mail.from?.text).toContain('no-reply@portal.test');
    // Nobody has proven the address yet: the typed name is not printed (issue 33, item 4).
    expect(mail.text).toContain('Yth. Bapak/Ibu,');
    expect(mail.text).not.toContain('Andi Mappanyukki');
    expect(mail.text).toContain('Jl. Abdul Malik Pattana Endeng'); // the office's address in the footer
    expect(mail.html).toContain('Verifikasi Email');
    expect(mail.html).not.toMatch(/<img/i); // no tracking pixels, no remote images

    const cookie = cookieFrom(await login(email)); // signing in does not wait for verification
    const before = await (await t.request('GET', '/api/account/me', { headers: { cookie } })).json();
    expect(before.user.emailVerified).toBe(false);

    const link = linkIn(mail, `${BASE_URL}/verifikasi-email?token=`);
    const res = await t.request('POST', '/api/account/verify-email', { json: { token: tokenOf(link) } });
    expect(res.status).toBe(200);
    expect((await res.json()).message).toBe(ACCOUNT.verifySuccess);
    const after = await (await t.request('GET', '/api/account/me', { headers: { cookie } })).json();
    expect(after.user.emailVerified).toBe(true);

    const [row] = await outboxFor(email);
    expect(row).toMatchObject({ kind: 'verification', status: 'sent', transport: 'smtp', attempts: 1 });
  });

  it('answers an altered or foreign token in Indonesian and verifies nothing', async () => {
    for (const token of ['abc', 'eyJhbGciOiJIUzI1NiJ9.eyJlbWFpbCI6Im1hbGxvcnlAY29udG9oLmlkIn0.c2lnbmF0dXJl']) {
      const res = await t.request('POST', '/api/account/verify-email', { json: { token } });
      expect(res.status).toBe(400);
      expect((await res.json()).error.message).toBe(ACCOUNT.verifyLinkInvalid);
    }
  });

  it('can be asked for again from the dashboard, three times an hour', async () => {
    const email = newEmail();
    await register(email);
    const cookie = cookieFrom(await login(email));
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await t.request('POST', '/api/account/resend-verification', { headers: { cookie } })).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(await outboxFor(email)).toHaveLength(4); // the first at registration, then three
    expect((await t.request('POST', '/api/account/resend-verification')).status).toBe(401);
  });
});

describe('forgotten password', () => {
  it('gives the same answer for an unknown address and sends nothing', async () => {
    const email = newEmail();
    const res = await t.request('POST', '/api/account/forgot-password', { json: { email } });
    expect(res.status).toBe(200);
    expect((await res.json()).message).toBe(ACCOUNT.forgotSent);
    expect(await outboxFor(email)).toHaveLength(0);
  });

  it('mails a link that sets a new password once, ends every other session and lifts the login lock', async () => {
    const email = newEmail();
    await register(email);
    const oldSession = cookieFrom(await login(email));
    for (let i = 0; i < 5; i++) await login(email, 'salah-salah-salah'); // the pair is now throttled

    const res = await t.request('POST', '/api/account/forgot-password', { json: { email: email.toUpperCase() } });
    expect((await res.json()).message).toBe(ACCOUNT.forgotSent);
    const mail = await smtp.waitFor((m) => toAddress(m) === email && m.subject === 'Atur ulang kata sandi Portal PUPR Sulawesi Barat');
    const token = tokenOf(linkIn(mail, `${BASE_URL}/atur-ulang-kata-sandi?token=`));

    const weak = await t.request('POST', '/api/account/reset-password', {
      json: { token, password: '12345678', confirmPassword: '12345678' },
    });
    expect(weak.status).toBe(400); // same rules as registration; the link still works after this

    const newPassword = 'Pantai-Manakarra-21';
    const ok = await t.request('POST', '/api/account/reset-password', {
      json: { token, password: newPassword, confirmPassword: newPassword },
    });
    expect(ok.status).toBe(200);
    expect((await ok.json()).message).toBe(ACCOUNT.resetSuccess);

    expect((await (await t.request('GET', '/api/account/me', { headers: { cookie: oldSession } })).json()).user).toBeNull();
    expect((await login(email)).status).toBe(401);
    expect((await login(email, newPassword)).status).toBe(200);

    const reused = await t.request('POST', '/api/account/reset-password', {
      json: { token, password: 'Lain-Lagi-Sandi-77', confirmPassword: 'Lain-Lagi-Sandi-77' },
    });
    expect(reused.status).toBe(400);
    expect((await reused.json()).error.message).toBe(ACCOUNT.resetLinkInvalid);
  });

  it('refuses an expired link in Indonesian and keeps the password', async () => {
    const email = newEmail();
    await register(email);
    await t.request('POST', '/api/account/forgot-password', { json: { email } });
    const mail = await smtp.waitFor((m) => toAddress(m) === email && (m.subject ?? '').startsWith('Atur ulang'));
    const token = tokenOf(linkIn(mail, `${BASE_URL}/atur-ulang-kata-sandi?token=`));
    await t.db
      .update(verifications)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(like(verifications.identifier, 'reset-password-sha256:%'));
    const res = await t.request('POST', '/api/account/reset-password', {
      json: { token, password: 'Pantai-Manakarra-21', confirmPassword: 'Pantai-Manakarra-21' },
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toBe(ACCOUNT.resetLinkInvalid);
    expect((await login(email)).status).toBe(200);
  });
});

describe('the outbox', () => {
  it('keeps a mail through an SMTP outage and delivers it once when the server is back', async () => {
    await smtp.stop();
    const email = newEmail();
    await register(email);
    await expect.poll(async () => (await outboxFor(email))[0]?.attempts, { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
    const [waiting] = await outboxFor(email);
    expect(waiting).toMatchObject({ status: 'pending' });
    expect(waiting!.lastError).toBeTruthy();

    await smtp.start();
    await smtp.waitFor((m) => toAddress(m) === email, 30_000);
    await expect.poll(async () => (await outboxFor(email))[0]?.status, { timeout: 10_000 }).toBe('sent');
    await new Promise((r) => setTimeout(r, 1000));
    expect(smtp.received.filter((m) => toAddress(m) === email)).toHaveLength(1);
  });

  it('marks a mail failed after its last try, and a sent mail is never sent again', async () => {
    const email = newEmail();
    const [row] = await t.db
      .insert(outboxMails)
      .values({ kind: 'test', toAddress: email, subject: 'Uji', textBody: 'Isi', htmlBody: '<p>Isi</p>' })
      .returning();
    const broken = createMailTransport({ SMTP_URL: 'smtp://127.0.0.1:1', MAIL_FROM: 'x <x@portal.test>' }, t.deps.log);
    await sendOutboxMail({ db: t.db, store: t.deps.store, transport: broken }, row!.id, { number: 8, last: true });
    const [failed] = await t.db.select().from(outboxMails).where(eq(outboxMails.id, row!.id));
    expect(failed).toMatchObject({ status: 'failed', attempts: 1 });

    await t.db.update(outboxMails).set({ status: 'sent' }).where(eq(outboxMails.id, row!.id));
    await sendOutboxMail({ db: t.db, store: t.deps.store, transport: jobs.transport }, row!.id, { number: 1, last: false });
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.received.filter((m) => toAddress(m) === email)).toHaveLength(0);
  });

  it('with no SMTP_URL keeps the mail in the outbox and writes it to the log', async () => {
    const lines: string[] = [];
    const log = (await import('pino')).pino({ level: 'info' }, { write: (s: string) => lines.push(s) });
    const transport = createMailTransport({ MAIL_FROM: 'x <x@portal.test>' }, log);
    const email = newEmail();
    const [row] = await t.db
      .insert(outboxMails)
      .values({ kind: 'test', toAddress: email, subject: 'Uji log', textBody: 'Isi', htmlBody: '<p>Isi</p>' })
      .returning();
    await sendOutboxMail({ db: t.db, store: t.deps.store, transport }, row!.id, { number: 1, last: false });
    const [kept] = await t.db
      .select()
      .from(outboxMails)
      .where(and(eq(outboxMails.id, row!.id)));
    expect(kept).toMatchObject({ status: 'sent', transport: 'log' });
    expect(lines.join('')).toContain(email);
  });
});

describe('/api/admin/outbox', () => {
  it('lets a super admin find a mail by recipient, read it as sent and send it again', async () => {
    const admin = await t.createUser({ role: 'super_admin' });
    const email = newEmail();
    await register(email, 'Siti Rahmawati');
    await smtp.waitFor((m) => toAddress(m) === email);
    await expect.poll(async () => (await outboxFor(email))[0]?.status).toBe('sent');

    const list = await t.request('GET', `/api/admin/outbox?q=${encodeURIComponent(email.slice(0, 14).toUpperCase())}`, { as: admin });
    expect(list.status).toBe(200);
    const page = await list.json();
    expect(page.smtp).toBe(true);
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({ to: email, kind: 'verification', status: 'sent', transport: 'smtp' });
    expect((await (await t.request('GET', '/api/admin/outbox?status=failed', { as: admin })).json()).items).toEqual([]);
    expect((await t.request('GET', '/api/admin/outbox?status=hilang', { as: admin })).status).toBe(400);

    const one = await (await t.request('GET', `/api/admin/outbox/${page.items[0].id}`, { as: admin })).json();
    expect(one.text).toContain('Yth. Bapak/Ibu,');
    expect(one.html).toContain('Verifikasi Email');
    // The link's token is the addressee's alone: a super admin reading the mail does not see it (issue 33).
    const sent = smtp.received.find((m) => toAddress(m) === email)!;
    const token = /verifikasi-email\?token=([^\s&"<]+)/.exec(sent.text ?? '')![1]!;
    expect(`${one.text}${one.html}`).not.toContain(token);
    expect(one.text).toContain('token=[disembunyikan]');

    const resend = await t.request('POST', `/api/admin/outbox/${page.items[0].id}/resend`, { as: admin });
    expect(resend.status).toBe(200);
    await expect.poll(() => smtp.received.filter((m) => toAddress(m) === email).length, { timeout: 10_000 }).toBe(2);
    // Sent again whole, to its addressee.
    expect(smtp.received.filter((m) => toAddress(m) === email)[1]!.text).toContain(token);
    // The row is marked sent in the same transaction, just after the SMTP server has the mail.
    await expect.poll(async () => (await outboxFor(email))[0]?.status).toBe('sent');
    const [row] = await outboxFor(email);
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
  });
});

describe('status e-mails, notes and /lacak', () => {
  it('tells a verified requester of each change with the public note, shows the note on /lacak and never the details', async () => {
    const staff = await t.createUser({ role: 'admin_sirekanan' });
    const citizen = await t.createUser({ fullName: 'Rahmat Hidayat' });
    await t.db.update(users).set({ emailVerified: true }).where(eq(users.id, citizen.id));
    const request = await insertSirekanan(t.db, citizen.id, { subject: 'Rekomendasi drainase Simboro', details: 'Rahasia isi surat' });

    const refused = await t.request('PATCH', `/api/admin/sirekanan/${request.id}/status`, { as: staff, json: { status: 'Ditolak' } });
    expect(refused.status).toBe(400); // a refusal says why
    expect((await refused.json()).error.message).toBe(STATUS_NOTE.reasonRequired);

    const note = 'Lampirkan gambar teknis saluran, lalu ajukan kembali.';
    const res = await t.request('PATCH', `/api/admin/sirekanan/${request.id}/status`, { as: staff, json: { status: 'Ditolak', note } });
    expect(res.status).toBe(200);
    const mail = await smtp.waitFor((m) => toAddress(m) === citizen.email && (m.subject ?? '').includes('Ditolak'));
    expect(mail.subject).toBe(`${request.trackingCode}: status pengajuan kini Ditolak`);
    expect(mail.text).toContain(`Catatan petugas: ${note}`);
    expect(mail.text).toContain(`${BASE_URL}/lacak/${request.trackingCode}`);
    // RFC 8058 one-click unsubscribe (mailparser folds List-* headers, so they are read raw).
    const raw = mail.headerLines.map((h) => h.line.replace(/\r\n\s*/g, ' '));
    expect(raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(raw.find((l) => l.startsWith('List-Unsubscribe:'))).toContain(`<${BASE_URL}/api/mail/unsubscribe?e=`);

    const track = await t.request('GET', `/api/tracking/${request.trackingCode.toLowerCase()}`);
    expect(track.status).toBe(200);
    const body = await track.json();
    expect(body).toMatchObject({ trackingCode: request.trackingCode, service: 'sirekanan', status: 'Ditolak' });
    expect(body.history).toEqual([{ status: 'Ditolak', at: expect.any(String), note, byRequester: false }]);
    const text = JSON.stringify(body);
    for (const secret of ['Rekomendasi drainase', 'Rahasia isi surat', citizen.email, 'Rahmat']) expect(text).not.toContain(secret);

    const unknown = await t.request('GET', '/api/tracking/LAB-2026-ZZZZZZ');
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).error.message).toBe(LACAK.notFound);
    expect((await t.request('GET', '/api/tracking/bukan-kode')).status).toBe(400);
  });

  it('sends nothing to an unverified address, nor to one that pressed "Berhenti menerima email"', async () => {
    const staff = await t.createUser({ role: 'admin_ujilab' });
    const unverified = await t.createUser();
    const lab = await insertUjilabRequest(t.db, unverified.id);
    await t.request('PATCH', `/api/admin/ujilab/${lab.id}/status`, { as: staff, json: { status: 'Diproses' } });

    const verified = await t.createUser();
    await t.db.update(users).set({ emailVerified: true }).where(eq(users.id, verified.id));
    const first = await insertUjilabRequest(t.db, verified.id);
    await t.request('PATCH', `/api/admin/ujilab/${first.id}/status`, { as: staff, json: { status: 'Diproses' } });
    const mail = await smtp.waitFor((m) => toAddress(m) === verified.email && (m.subject ?? '').includes('Diproses'));
    const page = linkIn(mail, `${BASE_URL}/berhenti-langganan?`);
    const query = new URL(page).search;

    const forged = await t.request('POST', `/api/mail/unsubscribe?e=${encodeURIComponent(verified.email)}&t=palsu`, {});
    expect(forged.status).toBe(400);
    // A mail client's one-click POST: no Origin, no cookie.
    const oneClick = await t.app.request(`/api/mail/unsubscribe${query}`, { method: 'POST', headers: { 'x-forwarded-for': t.clientIp } });
    expect(oneClick.status).toBe(200);
    await t.request('PATCH', `/api/admin/ujilab/${first.id}/status`, { as: staff, json: { status: 'Selesai' } });

    await new Promise((r) => setTimeout(r, 1500));
    expect(await outboxFor(unverified.email).then((rows) => rows.filter((r) => r.kind === 'status'))).toHaveLength(0);
    const statusMails = (await outboxFor(verified.email)).filter((r) => r.kind === 'status');
    expect(statusMails).toHaveLength(1); // Diproses only: Selesai came after the opt-out
  });
});

describe('per-recipient limit (issue 33, item 4)', () => {
  it('holds the mail past the hourly limit of one address: kept in the outbox, never sent, other addresses unaffected', async () => {
    const email = newEmail();
    const queue = (i: number, to = email) =>
      t.db.transaction((tx) => queueMail(tx, { kind: 'status', to, subject: `Batas ${i}`, text: 'Isi', html: '<p>Isi</p>' }));
    for (let i = 1; i <= MAIL_LIMITS.perHour; i++) await queue(i);
    await queue(MAIL_LIMITS.perHour + 1, email.toUpperCase()); // the same address, spelt otherwise
    await expect.poll(() => smtp.received.filter((m) => toAddress(m) === email).length, { timeout: 15_000 }).toBe(MAIL_LIMITS.perHour);
    const rows = await t.db
      .select()
      .from(outboxMails)
      .where(sql`lower(${outboxMails.toAddress}) = ${email}`);
    expect(rows).toHaveLength(MAIL_LIMITS.perHour + 1);
    const held = rows.filter((r) => r.status === 'held');
    expect(held.map((r) => r.subject)).toEqual([`Batas ${MAIL_LIMITS.perHour + 1}`]);
    expect(held[0]!.lastError).toContain('Ditahan');
    await new Promise((r) => setTimeout(r, 1000));
    expect(smtp.received.filter((m) => toAddress(m) === email)).toHaveLength(MAIL_LIMITS.perHour);

    const other = newEmail();
    await queue(1, other);
    await smtp.waitFor((m) => toAddress(m) === other);
  });

  it('allows fewer mails a link is asked for (verification, password reset) than status mails', async () => {
    const email = newEmail();
    for (let i = 1; i <= MAIL_LIMITS.askedPerHour + 1; i++)
      await t.db.transaction((tx) =>
        queueMail(tx, { kind: 'password_reset', to: email, subject: `Atur ${i}`, text: 'Isi', html: '<p>Isi</p>' }),
      );
    const rows = await outboxFor(email);
    expect(rows.filter((r) => r.status === 'held')).toHaveLength(1);
    // A status mail to the same address still goes: the asked-for limit counts its own kind.
    await t.db.transaction((tx) => queueMail(tx, { kind: 'status', to: email, subject: 'Status', text: 'Isi', html: '<p>Isi</p>' }));
    await smtp.waitFor((m) => toAddress(m) === email && m.subject === 'Status');
  });
});

describe('a crash between commit and send', () => {
  it('loses no mail: a process killed with SIGKILL right after its commit has its mail sent by another, once', async () => {
    const email = newEmail();
    const child = spawn(process.execPath, [fileURLToPath(new URL('../test/enqueue-and-die.ts', import.meta.url))], {
      env: { ...process.env, DATABASE_URL: t.pool.options.connectionString, MAIL_TO: email },
      stdio: 'inherit',
    });
    const signal = await new Promise<NodeJS.Signals | null>((resolve) => child.on('exit', (_code, sig) => resolve(sig)));
    expect(signal).toBe('SIGKILL');
    await smtp.waitFor((m) => toAddress(m) === email && m.subject === 'Uji kill -9', 20_000);
    await expect.poll(async () => (await outboxFor(email))[0]?.status, { timeout: 10_000 }).toBe('sent');
    await new Promise((r) => setTimeout(r, 1000));
    expect(smtp.received.filter((m) => toAddress(m) === email)).toHaveLength(1);
  });
});
