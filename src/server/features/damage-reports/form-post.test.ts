import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_FORM_BYTES } from '../../../shared/constants.ts';
import { DAMAGE_FORM_STATE_KEY, type DamageFormState } from '../../../shared/damage-report-form-state.ts';
import { LAYANAN_DAMAGE } from '../../../shared/layanan-damage-strings.ts';
import { ERRORS } from '../../../shared/strings.ts';
import { createApp } from '../../app.ts';
import { rateLimits, serviceRequests } from '../../db/schema.ts';
import { StaticSite } from '../../http/static-site.ts';
import { BASE_URL, createTestApp, type TestApp } from '../../test/harness.ts';
import { pngBytes } from '../../uploads/test-files.ts';

// Issue 35, item 5: /layanan/lapor-kerusakan's form posted without JavaScript. The page renderer
// here writes the form's state it was given into the page, so the tests read what the page shows.

let t: TestApp;
let siteDir: string;
let app: ReturnType<typeof createApp>;
const SHELL =
  '<!doctype html><html lang="id"><head><!--app-head--><title>Bawaan</title><!--/app-head--></head><body><div id="root"><!--app-root--><p>memuat</p><!--/app-root--></div></body></html>';

beforeAll(async () => {
  t = await createTestApp();
  siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-form-post-'));
  fs.writeFileSync(path.join(siteDir, 'index.html'), SHELL);
  fs.writeFileSync(path.join(siteDir, 'public.html'), SHELL);
  const site = new StaticSite(siteDir);
  site.renderer = async ({ queries }) => {
    const state = queries.find(([key]) => JSON.stringify(key) === JSON.stringify(DAMAGE_FORM_STATE_KEY))?.[1] ?? null;
    return { html: `<main><script type="application/json" id="form-state">${JSON.stringify(state)}</script></main>`, islands: [] };
  };
  app = createApp(t.deps, site);
});
afterAll(async () => {
  fs.rmSync(siteDir, { recursive: true, force: true });
  await t.close();
});

const PATH = '/layanan/lapor-kerusakan';
let ip = 0;
const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  app.request(PATH, {
    method: 'POST',
    headers: { origin: BASE_URL, 'x-forwarded-for': `198.51.100.${(ip++ % 250) + 1}`, ...headers },
    body,
    ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
  } as RequestInit);

const stateOf = async (res: Response): Promise<DamageFormState> =>
  JSON.parse(/<script type="application\/json" id="form-state">(.*?)<\/script>/.exec(await res.text())![1]!);

const fields = () => ({
  reporterName: 'Sitti Rahmah',
  reporterEmail: '',
  location: `Jl. Poros Majene km ${Math.floor(Math.random() * 1e6)}`,
  kabupaten: 'Majene',
  reportType: 'Jalan',
  description: 'Aspal amblas sepanjang dua meter.',
});

function formOf(values: Record<string, string>, photos: { bytes: Uint8Array; name: string }[] = []): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(values)) form.set(k, v);
  for (const p of photos) form.append('photos', new File([p.bytes as Uint8Array<ArrayBuffer>], p.name, { type: 'image/png' }));
  return form;
}

const byLocation = (location: string) => t.db.select().from(serviceRequests).where(eq(serviceRequests.description, location));
const photosDir = () => path.join(t.deps.env.dataDir, 'files', 'damage-photos', 'public');
const photoCount = () => (fs.existsSync(photosDir()) ? fs.readdirSync(photosDir()).length : 0);

describe('POST /layanan/lapor-kerusakan (the form without JavaScript)', () => {
  it('makes the report and answers 303 with the confirmation, whose page shows the tracking code', async () => {
    const values = fields();
    const res = await post(formOf(values, [{ bytes: await pngBytes(), name: 'jalan.png' }]));
    expect(res.status).toBe(303);
    const to = res.headers.get('location')!;
    const [row] = await byLocation(values.location);
    expect(to).toMatch(new RegExp(`^${PATH}\\?terkirim=${row!.trackingCode}&t=`));
    const page = await app.request(to);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toContain('no-cache');
    expect((await stateOf(page)).receipt).toEqual({
      trackingCode: row!.trackingCode,
      receiptUrl: `/api/receipts/${row!.trackingCode}?t=${new URL(to, BASE_URL).searchParams.get('t')}`,
    });
    // A made-up code (or token) shows no confirmation.
    const forged = await app.request(`${PATH}?terkirim=${row!.trackingCode}&t=palsu`);
    expect(await stateOf(forged)).toBeNull();
  });

  it('the same idempotency key sent twice makes one report', async () => {
    const values = fields();
    const key = crypto.randomUUID();
    const first = await post(formOf({ ...values, idempotencyKey: key }));
    const second = await post(formOf({ ...values, idempotencyKey: key }));
    expect([first.status, second.status]).toEqual([303, 303]);
    expect(second.headers.get('location')).toBe(first.headers.get('location'));
    expect(await byLocation(values.location)).toHaveLength(1);
  });

  it('bad input: 422, the page with the messages next to the boxes and what was typed; no row, no file', async () => {
    const before = photoCount();
    const values = { ...fields(), kabupaten: '', description: '', reporterEmail: 'bukan-email', idempotencyKey: crypto.randomUUID() };
    const res = await post(formOf(values, [{ bytes: await pngBytes(), name: 'jalan.png' }]));
    expect(res.status).toBe(422);
    expect(res.headers.get('content-type')).toContain('text/html');
    const state = await stateOf(res);
    expect(state.message).toBe(LAYANAN_DAMAGE.incomplete);
    expect(state.errors).toMatchObject({ kabupaten: LAYANAN_DAMAGE.incomplete, description: expect.any(String) });
    expect(state.errors.reporterEmail).toBeTruthy();
    expect(state.values).toMatchObject({ reporterName: 'Sitti Rahmah', location: values.location, reportType: 'Jalan' });
    // The next attempt sends the same key.
    expect(state.idempotencyKey).toBe(values.idempotencyKey);
    expect(await byLocation(values.location)).toHaveLength(0);
    expect(photoCount()).toBe(before);
  });

  it('a photo that is no image: the page with its message (415), nothing stored', async () => {
    const before = photoCount();
    const values = fields();
    const res = await post(formOf(values, [{ bytes: new TextEncoder().encode('MZ bukan gambar'), name: 'foto.png' }]));
    expect(res.status).toBe(415);
    const state = await stateOf(res);
    expect(state.errors.photos).toBe(state.message);
    expect(state.values.location).toBe(values.location);
    expect(await byLocation(values.location)).toHaveLength(0);
    expect(photoCount()).toBe(before);
  });

  it('refuses another content type with 415 and a body over the form limit with 413, with the page', async () => {
    const wrong = await post(new URLSearchParams(fields()).toString(), { 'content-type': 'application/x-www-form-urlencoded' });
    expect(wrong.status).toBe(415);
    expect(wrong.headers.get('content-type')).toContain('text/html');
    expect((await stateOf(wrong)).message).toBeTruthy();

    let sent = 0;
    const size = UPLOAD_FORM_BYTES.damageReport + 1;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= size) return controller.close();
        const n = Math.min(64 * 1024, size - sent);
        controller.enqueue(new Uint8Array(n).fill(0x61));
        sent += n;
      },
    });
    const big = await post(stream, { 'content-type': 'multipart/form-data; boundary=zzz' });
    expect(big.status).toBe(413);
    expect((await stateOf(big)).message).toMatch(/MB/);
  });

  it('refuses a post from another site (the Origin rule) and stores nothing', async () => {
    const values = fields();
    const res = await post(formOf(values), { origin: 'https://penipu.example' });
    expect(res.status).toBe(403);
    expect((await stateOf(res)).message).toBe(ERRORS.csrf);
    expect(await byLocation(values.location)).toHaveLength(0);
  });

  it('counts against the same rate limit as the API', async () => {
    const address = '203.0.113.77';
    const count = async () =>
      (
        await t.db
          .select()
          .from(rateLimits)
          .where(eq(rateLimits.key, `ip:damage-report:${address}`))
      )[0]?.count ?? 0;
    const before = await count();
    await post(formOf(fields()), { 'x-forwarded-for': address });
    expect(await count()).toBe(before + 1);
  });
});
