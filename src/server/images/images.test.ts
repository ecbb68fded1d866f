import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImageRef } from '../../shared/images.ts';
import { createTestApp, type TestApp, type TestUser } from '../test/harness.ts';
import { containsText, fileOf, GPS_MARKER, jpegWithGps, MB, pdfBytes, pngBytes } from '../uploads/test-files.ts';

let t: TestApp;
let editor: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  editor = await t.createUser({ role: 'super_admin' });
});
afterAll(() => t.close());

const upload = (bytes: Uint8Array, purpose = 'inline', as: TestUser | null = editor, name = 'foto.jpg') => {
  const form = new FormData();
  form.set('image', fileOf(bytes, name));
  return t.request('POST', `/api/admin/images?purpose=${purpose}`, { as, form });
};
const stored = (key: string) => path.join(t.deps.env.dataDir, 'files', 'public-images', key);

describe('POST /api/admin/images', () => {
  it('re-encodes a photo without its EXIF or GPS, upright, at most 2400 px', async () => {
    const res = await upload(await jpegWithGps(3000, 2000));
    expect(res.status, await res.clone().text()).toBe(201);
    const ref = (await res.json()) as ImageRef;
    expect(ref).toMatchObject({ width: 2400, height: 1600 });
    const master = fs.readFileSync(stored(`${ref.id}/master.jpg`));
    expect(containsText(master, GPS_MARKER)).toBe(false);
    expect(containsText(master, 'KameraPonsel')).toBe(false);
    expect((await sharp(master).metadata()).exif).toBeUndefined();
  });

  it('cuts a cover to the cards’ 16:9', async () => {
    const ref = (await (await upload(await pngBytes(1000, 1000), 'cover', editor, 'sampul.png')).json()) as ImageRef;
    expect(ref.width / ref.height).toBeCloseTo(16 / 9, 2);
    expect(ref.width).toBe(1000);
  });

  it('refuses a file that is not an image (415), one over 10 MB (413), none (400), and anyone but content editors', async () => {
    expect((await upload(pdfBytes(), 'inline', editor, 'foto.jpg')).status).toBe(415);
    expect((await upload(new Uint8Array(10 * MB + 1))).status).toBe(413);
    const none = await t.request('POST', '/api/admin/images', { as: editor, form: new FormData() });
    expect(none.status).toBe(400);
    expect((await upload(await pngBytes(), 'inline', null)).status).toBe(401);
    for (const role of ['customer', 'admin_sirekanan', 'admin_jembatantif'] as const) {
      expect((await upload(await pngBytes(), 'inline', await t.createUser({ role }))).status).toBe(403);
    }
  });
});

describe('GET /images/{id}/{width}', () => {
  it('serves each width in the format the browser takes, made once and kept, cached for a year', async () => {
    const ref = (await (await upload(await pngBytes(1000, 600), 'inline', editor, 'a.png')).json()) as ImageRef;
    const get = (p: string, accept = 'image/avif,image/webp,*/*') => t.request('GET', p, { headers: { accept } });

    const avif = await get(`/images/${ref.id}/640`);
    expect(avif.status).toBe(200);
    expect(avif.headers.get('content-type')).toBe('image/avif');
    expect(avif.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(avif.headers.get('vary')).toBe('Accept');
    expect((await sharp(Buffer.from(await avif.arrayBuffer())).metadata()).width).toBe(640);
    expect(fs.existsSync(stored(`${ref.id}/640.avif`))).toBe(true);

    const webp = await get(`/images/${ref.id}/640`, 'image/webp,*/*');
    expect(webp.headers.get('content-type')).toBe('image/webp');
    const jpeg = await get(`/images/${ref.id}/320`, 'image/*');
    expect(jpeg.headers.get('content-type')).toBe('image/jpeg');
    const pinned = await get(`/images/${ref.id}/960.jpg`);
    expect(pinned.headers.get('content-type')).toBe('image/jpeg');
    expect(pinned.headers.get('vary')).toBeNull();

    // The image's own width is served; no width beyond it, no width we do not make, no unknown image.
    expect((await get(`/images/${ref.id}/1000`)).status).toBe(200);
    expect((await get(`/images/${ref.id}/1280`)).status).toBe(404);
    expect((await get(`/images/${ref.id}/333`)).status).toBe(404);
    expect((await get(`/images/${crypto.randomUUID()}/640`)).status).toBe(404);
  });
});
