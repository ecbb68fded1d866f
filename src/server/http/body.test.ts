// Security: every route reads only its own kind of body, within its own limit (issue: hardening, items 1 and 4).
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_JSON_BYTES, UPLOAD_FORM_BYTES } from '../../shared/constants.ts';
import { ERRORS } from '../../shared/strings.ts';
import { LAYANAN_UPLOADS } from '../../shared/layanan-uploads-strings.ts';
import { contactMessages, profiles, serviceRequests, sirekananRequests } from '../db/schema.ts';
import { BASE_URL, createTestApp, type TestApp, type TestUser } from '../test/harness.ts';
import { MB, pdfBytes } from '../uploads/test-files.ts';

let t: TestApp;
let customer: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  customer = await t.createUser();
});
afterAll(() => t.close());

const send = (method: string, path: string, body: BodyInit, type: string, as?: TestUser) =>
  t.app.request(path, {
    method,
    headers: { origin: BASE_URL, 'content-type': type, ...(as ? { cookie: as.cookie } : {}) },
    body,
    ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
  } as RequestInit);

const errorOf = async (res: Response) =>
  ((await res.json()) as { error: { code: string; message: string; fields?: Record<string, string> } }).error;

/** A body sent in pieces with no Content-Length, as a client that lies about nothing would stream it. */
function streamOf(size: number, fill = 0x61): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= size) return controller.close();
      const n = Math.min(64 * 1024, size - sent);
      controller.enqueue(new Uint8Array(n).fill(fill));
      sent += n;
    },
  });
}

describe('JSON routes take only application/json, at most 256 KB, nested at most 16 deep', () => {
  it('refuses a 10 MB nested array sent as multipart to registration without parsing it', async () => {
    const email = `nested-${randomUUID().slice(0, 8)}@contoh.id`;
    const nested = '['.repeat(5 * MB) + ']'.repeat(5 * MB);
    const res = await send('POST', '/api/account/register', nested, 'multipart/form-data; boundary=x');
    expect(res.status).toBe(415);
    expect((await errorOf(res)).message).toBe(ERRORS.jsonOnly);
    expect(await t.db.select().from(profiles).where(eq(profiles.email, email))).toHaveLength(0);
  });

  it('refuses text/plain (the cross-site form trick) and form-urlencoded on login', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'application/json-patch+json']) {
      const res = await send('POST', '/api/account/login', JSON.stringify({ email: customer.email, password: customer.password }), type);
      expect(res.status, type).toBe(415);
      expect(res.headers.getSetCookie()).toEqual([]);
    }
  });

  it('accepts application/json with a charset', async () => {
    const res = await send(
      'POST',
      '/api/account/login',
      JSON.stringify({ email: customer.email, password: customer.password }),
      'application/json; charset=utf-8',
    );
    expect(res.status).toBe(200);
  });

  it('refuses a JSON body over 256 KB with 413, streamed or declared', async () => {
    const big = JSON.stringify({ name: 'A', email: 'a@contoh.id', subject: 'x', message: 'x'.repeat(MAX_JSON_BYTES) });
    const declared = await send('POST', '/api/contact', big, 'application/json');
    expect(declared.status).toBe(413);
    const streamed = await send('POST', '/api/contact', streamOf(MAX_JSON_BYTES + 1), 'application/json');
    expect(streamed.status).toBe(413);
    expect((await errorOf(streamed)).message).toBe(ERRORS.tooLarge);
  });

  it('refuses JSON nested deeper than 16 levels with an Indonesian 400', async () => {
    const res = await send('POST', '/api/account/login', `{"email":${'['.repeat(17)}${']'.repeat(17)}}`, 'application/json');
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toBe(ERRORS.tooDeep);
    const shallow = await send(
      'POST',
      '/api/account/login',
      `{"email":${'['.repeat(10)}${']'.repeat(10)},"password":"x"}`,
      'application/json',
    );
    expect(shallow.status).toBe(400);
    expect((await errorOf(shallow)).message).not.toBe(ERRORS.tooDeep);
  });

  it('answers a body that is null, an array, a number or broken JSON in Indonesian', async () => {
    for (const body of ['null', '[]', '42', '"x"', '{"email":', '\u0000']) {
      const res = await send('POST', '/api/contact', body, 'application/json');
      expect(res.status, body).toBe(400);
      const { message } = await errorOf(res);
      expect([ERRORS.validation, ERRORS.badJson], body).toContain(message);
    }
  });

  it('speaks Indonesian where a schema has no message of its own', async () => {
    const res = await send('POST', '/api/contact', JSON.stringify({ name: 5, email: [], subject: {}, message: true }), 'application/json');
    expect(res.status).toBe(400);
    const { fields } = await errorOf(res);
    for (const message of Object.values(fields ?? {})) expect(message).not.toMatch(/Invalid|expected|received/);
  });
});

describe('upload routes take only multipart, each within its own limit', () => {
  it('refuses JSON on an upload route', async () => {
    const res = await send('POST', '/api/sirekanan', JSON.stringify({ subject: 'a', details: 'b' }), 'application/json', customer);
    expect(res.status).toBe(415);
  });

  it('refuses a letter form larger than the letter limit, even though a damage photo may be larger', async () => {
    const form = new FormData();
    form.set('subject', `Besar ${randomUUID()}`);
    form.set('details', 'x');
    form.set('attachment', new File([pdfBytes(UPLOAD_FORM_BYTES.sirekanan + 1024) as BlobPart], 'a.pdf'));
    const res = await t.request('POST', '/api/sirekanan', { as: customer, form });
    expect(res.status).toBe(413);
    expect(await t.db.select().from(sirekananRequests).where(eq(sirekananRequests.userId, customer.id))).toHaveLength(0);
  });

  it('refuses a streamed upload beyond its limit without a Content-Length', async () => {
    const res = await send(
      'POST',
      '/api/damage-reports',
      streamOf(UPLOAD_FORM_BYTES.damageReport + 1),
      'multipart/form-data; boundary=zzz',
    );
    expect(res.status).toBe(413);
  });

  it('refuses a form of thousands of parts', async () => {
    const boundary = 'b0undary';
    const part = `--${boundary}\r\nContent-Disposition: form-data; name="f"\r\n\r\nx\r\n`;
    const body = part.repeat(5000) + `--${boundary}--\r\n`;
    const res = await send('POST', '/api/damage-reports', body, `multipart/form-data; boundary=${boundary}`);
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toBe(LAYANAN_UPLOADS.notMultipart);
  });
});

describe('NUL bytes are refused with 400 on every public text input', () => {
  it('in the bridge search, the status lookup and the article address', async () => {
    for (const path of ['/api/bridges?q=%00', '/api/bridges?q=a%00b', '/api/damage-reports/status/LPR-%00', '/api/news/a%00b']) {
      const res = await t.request('GET', path);
      expect(res.status, path).toBe(400);
      expect((await errorOf(res)).message).toBe(ERRORS.forbiddenCharacter);
    }
  });

  it('in each field of the contact form, storing nothing', async () => {
    const base = { name: 'Ani', email: 'ani@contoh.id', subject: `NUL ${randomUUID()}`, message: 'Halo' };
    for (const field of Object.keys(base) as (keyof typeof base)[]) {
      const res = await t.request('POST', '/api/contact', { json: { ...base, [field]: `${base[field]}\u0000x` } });
      expect(res.status, field).toBe(400);
      expect((await errorOf(res)).message).toBe(ERRORS.forbiddenCharacter);
    }
    expect(await t.db.select().from(contactMessages).where(eq(contactMessages.name, 'Ani'))).toHaveLength(0);
  });

  it('in login and registration (not "Email ini sudah terdaftar")', async () => {
    const login = await t.request('POST', '/api/account/login', { json: { email: `a\u0000@contoh.id`, password: 'x' } });
    expect(login.status).toBe(400);
    const email = `nul-${randomUUID().slice(0, 8)}@contoh.id`;
    const reg = await t.request('POST', '/api/account/register', {
      json: { fullName: 'Budi\u0000', email, password: 'Jembatan-Mamuju-77', confirmPassword: 'Jembatan-Mamuju-77' },
    });
    expect(reg.status).toBe(400);
    expect((await errorOf(reg)).message).toBe(ERRORS.forbiddenCharacter);
    expect(await t.db.select().from(profiles).where(eq(profiles.email, email))).toHaveLength(0);
  });

  it('in each text field of the damage report and the letter form, storing nothing', async () => {
    const marker = `NUL ${randomUUID()}`;
    const fields = {
      reporterName: 'Ani',
      reporterEmail: '',
      location: marker,
      description: 'Jalan berlubang',
      reportType: 'Jalan',
      kabupaten: 'Majene',
    };
    for (const name of ['reporterName', 'location', 'description', 'reportType'] as const) {
      const form = new FormData();
      for (const [k, v] of Object.entries(fields)) form.set(k, k === name ? `${v}\u0000` : v);
      const res = await t.request('POST', '/api/damage-reports', { form });
      expect(res.status, name).toBe(400);
      expect((await errorOf(res)).fields?.[name]).toBe(ERRORS.forbiddenCharacter);
    }
    expect(
      await t.db
        .select()
        .from(serviceRequests)
        .where(sql`${serviceRequests.description} LIKE ${`${marker}%`}`),
    ).toHaveLength(0);

    const letter = new FormData();
    letter.set('subject', `Surat\u0000${marker}`);
    letter.set('details', 'x');
    const res = await t.request('POST', '/api/sirekanan', { as: customer, form: letter });
    expect(res.status).toBe(400);
  });
});
