import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { inject } from 'vitest';
import type { Kondisi } from '../../../shared/constants.ts';
import { ERRORS } from '../../../shared/strings.ts';
import { LAYANAN_BRIDGES } from '../../../shared/layanan-bridges-strings.ts';
import { createDb, createPool } from '../../db/client.ts';
import { auditLog, bridges, inspections } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { listBridges, setBridgeListCacheMs, toBridgeItem } from './list-bridges.ts';
import { tablesChanged } from '../../cache/changes.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const token = () => `zq${randomUUID().replaceAll('-', '').slice(0, 10)}`;

async function createBridge(
  over: Partial<{ nama: string; lokasi: string; tahunBangun: number; tipe: string | null; kondisi: Kondisi; createdAt: Date }> = {},
) {
  const [row] = await t.db
    .insert(bridges)
    .values({ nama: `Jembatan ${token()}`, lokasi: 'Mamuju', tahunBangun: 2010, tipe: null, kondisi: 'Baik', ...over })
    .returning();
  return row!;
}

const names = (body: { items: Array<{ nama: string }> }) => body.items.map((i) => i.nama);

describe('GET /api/bridges (public)', () => {
  it('needs no login and finds nama OR lokasi, case-insensitive, newest first', async () => {
    const word = token();
    const base = Date.now();
    await createBridge({ nama: `Jembatan ${word.toUpperCase()} Hulu`, createdAt: new Date(base - 3000) });
    await createBridge({ nama: 'Jembatan Lain', lokasi: `Desa ${word}, Mamasa`, createdAt: new Date(base - 2000) });
    await createBridge({ nama: `jembatan ${word} hilir`, tipe: 'Cable-stayed', createdAt: new Date(base - 1000) });
    await createBridge({ nama: 'Jembatan Tidak Cocok' });
    const res = await t.request('GET', `/api/bridges?q=${word.slice(0, 8).toUpperCase()}`);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.total).toBe(3);
    expect(names(body)).toEqual([`jembatan ${word} hilir`, 'Jembatan Lain', `Jembatan ${word.toUpperCase()} Hulu`]);
    expect(body.items[0]).toMatchObject({ tipe: 'Cable-stayed', tahunBangun: 2010, kondisi: 'Baik' });
    expect(body.items[1].tipe).toBeNull();
  });

  it('sends each field as toBridgeItem writes it (the page is JSON made by PostgreSQL)', async () => {
    const word = token();
    // Microseconds the API drops, floats that need every digit, a quote and a backslash, and nulls.
    const full = await createBridge({
      nama: `Jembatan "${word}" \\ Ujung`,
      tipe: 'Rangka baja',
      createdAt: new Date('2026-03-04T05:06:07.089Z'),
    });
    await t.pool.query(
      `UPDATE bridges SET created_at = '2026-03-04 05:06:07.089999+00', updated_at = '1999-12-31 23:59:59.5+07', latitude = -2.6794837201,
         longitude = 118.88612301234567, kabupaten = 'Mamuju', ruas_jalan = 'Mamuju–Kalukku', status_jalan = 'Provinsi', panjang = 0.1,
         lebar = 7, jumlah_bentang = 3 WHERE id = $1`,
      [full.id],
    );
    const bare = await createBridge({ nama: `Jembatan ${word} Kosong`, createdAt: new Date('2020-01-01T00:00:00Z') });
    const body = await (await t.request('GET', `/api/bridges?q=${word}`)).json();
    const rows = await t.db
      .select()
      .from(bridges)
      .where(inArray(bridges.id, [full.id, bare.id]));
    const expected = [full.id, bare.id].map((id) => toBridgeItem(rows.find((r) => r.id === id)!));
    expect(body.items).toEqual(expected);
    expect(body.items[0]).toMatchObject({
      createdAt: '2026-03-04T05:06:07.089Z',
      updatedAt: '1999-12-31T16:59:59.500Z',
      latitude: -2.6794837201,
    });
  });

  it('pages on the server by cursor (Berikutnya, Sebelumnya); an old ?page= link or a broken cursor is the first page', async () => {
    const word = token();
    const base = Date.now();
    for (let i = 1; i <= 5; i++) await createBridge({ nama: `Jembatan ${word} ${i}`, createdAt: new Date(base + i) });
    const get = async (query: string) => (await t.request('GET', `/api/bridges?q=${word}&pageSize=2${query}`)).json();
    const p1 = await get('');
    expect(p1).toMatchObject({ total: 5, page: 1, pageSize: 2, prev: null });
    expect(names(p1)).toEqual([`Jembatan ${word} 5`, `Jembatan ${word} 4`]);
    const p2 = await get(`&cursor=${p1.next}`);
    expect(p2).toMatchObject({ page: 2 });
    expect(names(p2)).toEqual([`Jembatan ${word} 3`, `Jembatan ${word} 2`]);
    const p3 = await get(`&cursor=${p2.next}`);
    expect(p3).toMatchObject({ page: 3, total: 5, next: null });
    expect(names(p3)).toEqual([`Jembatan ${word} 1`]);
    const back = await get(`&cursor=${p3.prev}`);
    expect(back).toMatchObject({ page: 2 });
    expect(names(back)).toEqual(names(p2));
    expect(names(await get(`&cursor=${back.prev}`))).toEqual(names(p1));
    expect(await get('&page=3')).toMatchObject({ page: 1, items: p1.items });
    expect(await get('&cursor=bukan-kursor')).toMatchObject({ page: 1, items: p1.items });
  });

  it('stops counting a broad search at 1,000 (lebih dari), keeps the next page open, and moves the window on deeper pages', async () => {
    const word = token();
    await t.pool.query(
      `INSERT INTO bridges (nama, lokasi, tahun_bangun, kondisi) SELECT 'Jembatan ' || $1 || ' ' || g, 'Mamuju', 2010, 'Baik' FROM generate_series(1, 2050) g`,
      [word],
    );
    const first = await (await t.request('GET', `/api/bridges?q=${word}&pageSize=20`)).json();
    expect(first).toMatchObject({ total: 1000, more: true, page: 1 });
    expect(first.items).toHaveLength(20);
    // Berikutnya, page after page: page 50 is the last of the first thousand; page 51 counts up to
    // 2,000, page 103 is the end.
    let page = first;
    const seen = new Set<string>(names(first));
    while (page.next !== null) {
      page = await (await t.request('GET', `/api/bridges?q=${word}&pageSize=20&cursor=${page.next}`)).json();
      for (const n of names(page)) seen.add(n);
      if (page.page === 51) expect(page).toMatchObject({ total: 2000, more: true });
    }
    expect(seen.size).toBe(2050);
    const last = page;
    expect(last).toMatchObject({ total: 2050, page: 103 });
    expect(last.more).toBeUndefined();
    expect(last.items).toHaveLength(10);
    // A narrow search is counted exactly, without `more`.
    const one = await (await t.request('GET', `/api/bridges?q=${encodeURIComponent(`${word} 2049`)}`)).json();
    expect(one).toMatchObject({ total: 1, items: [{ nama: `Jembatan ${word} 2049` }] });
    expect(one.more).toBeUndefined();
    await t.pool.query(`DELETE FROM bridges WHERE nama LIKE $1`, [`Jembatan ${word} %`]);
    await t.caughtUp();
  });

  it('a search with filters reads the same rows, page after page, whether its matches are few or many (docs/decisions/079)', async () => {
    const word = token();
    // 1,100 matches of the word (more than 1,000: the newest-first walk), 220 of them Rusak Berat
    // (few: the trigram indexes), in lokasi for every third, with times that tie in pairs.
    await t.pool.query(
      `INSERT INTO bridges (nama, lokasi, tahun_bangun, kondisi, created_at)
       SELECT CASE WHEN g % 3 = 0 THEN 'Jembatan ' || g ELSE 'Jembatan ' || upper($1) || ' ' || g END,
              CASE WHEN g % 3 = 0 THEN 'Desa ' || $1 || ', Mamuju' ELSE 'Mamuju' END, 2010,
              (ARRAY['Baik','Perlu Perhatian','Rusak Ringan','Rusak Berat','Kritis']::bridge_kondisi[])[1 + g % 5],
              now() - make_interval(secs => g / 2)
       FROM generate_series(1, 1100) g`,
      [word],
    );
    // The table's size as PostgreSQL's statistics know it, which the choice reads (and keeps a while).
    await t.pool.query('ANALYZE bridges');
    tablesChanged(t.db, ['bridges']);
    try {
      for (const [filter, shape] of [
        ['', /coalesce\(/],
        ['&kondisi=Rusak%20Berat', /OFFSET 0\) AS "bridges"/],
      ] as const) {
        const { rows } = await t.pool.query<{ nama: string }>(
          `SELECT nama FROM bridges WHERE (nama ILIKE $1 OR lokasi ILIKE $1) AND ($2 = '' OR kondisi::text = $2)
           ORDER BY created_at DESC, id DESC`,
          [`%${word}%`, filter ? 'Rusak Berat' : ''],
        );
        expect(rows.length, filter).toBe(filter ? 220 : 1100);
        // Berikutnya to the end, then Sebelumnya back to the start: every row once, in the table's order.
        const pages = [];
        const spy = vi.spyOn(t.pool, 'query');
        let page = await (await t.request('GET', `/api/bridges?q=${word}&pageSize=100${filter}`)).json();
        const sent = spy.mock.calls.map(([q]) => (typeof q === 'string' ? q : ((q as { text?: string }).text ?? '')));
        spy.mockRestore();
        expect(sent.filter((text) => /json_agg/.test(text)).join('\n'), filter).toMatch(shape);
        pages.push(page);
        while (page.next !== null) {
          page = await (await t.request('GET', `/api/bridges?q=${word}&pageSize=100${filter}&cursor=${page.next}`)).json();
          pages.push(page);
        }
        expect(pages.flatMap(names), filter).toEqual(rows.map((r) => r.nama));
        expect(page.total, filter).toBe(rows.length);
        while (page.prev !== null) {
          const back = await (await t.request('GET', `/api/bridges?q=${word}&pageSize=100${filter}&cursor=${page.prev}`)).json();
          expect(names(back), filter).toEqual(names(pages[back.page - 1]));
          page = back;
        }
        expect(page.page, filter).toBe(1);
      }
    } finally {
      await t.pool.query(`DELETE FROM bridges WHERE nama ILIKE $1 OR lokasi ILIKE $1`, [`%${word}%`]);
      await t.caughtUp();
    }
  });

  it('treats % and _ in the search text as plain characters', async () => {
    const word = token();
    await createBridge({ nama: `Jembatan ${word} 100%_A` });
    await createBridge({ nama: `Jembatan ${word} 1000xA` });
    expect(names(await (await t.request('GET', `/api/bridges?q=${encodeURIComponent(`${word} 100%_`)}`)).json())).toEqual([
      `Jembatan ${word} 100%_A`,
    ]);
    expect((await (await t.request('GET', `/api/bridges?q=${encodeURIComponent(`${word} 1_0`)}`)).json()).total).toBe(0);
  });

  it('searches nothing for fewer than three letters or digits in a row (issue 41): the whole list, not an error', async () => {
    await createBridge({ nama: 'Jembatan Ab' });
    const all = await (await t.request('GET', '/api/bridges?pageSize=5')).json();
    for (const q of ['ab', 'a-b-c', '  Ab ']) {
      const res = await t.request('GET', `/api/bridges?q=${encodeURIComponent(q)}&pageSize=5`);
      expect(res.status, q).toBe(200);
      expect((await res.json()).items, q).toEqual(all.items);
    }
  });

  it('answers an empty list when nothing matches', async () => {
    expect(await (await t.request('GET', `/api/bridges?q=${token()}`)).json()).toMatchObject({ items: [], total: 0 });
  });

  it('refuses a page size over 100', async () => {
    expect((await t.request('GET', '/api/bridges?pageSize=101')).status).toBe(400);
  });

  it('tolerates a missing bridges table (42P01): empty list and a warning in the log', async () => {
    const url = new URL(inject('databaseUrl'));
    url.searchParams.set('options', '-c search_path=kosong_tanpa_tabel');
    const pool = createPool(url.toString(), 1);
    const lines: string[] = [];
    const log = pino({ level: 'warn' }, { write: (l: string) => void lines.push(l) });
    try {
      const result = await listBridges({ db: createDb(pool), log, input: { q: token(), page: 1, pageSize: 20, cursor: undefined } });
      expect(result).toMatchObject({ items: [], total: 0 });
      expect(lines.join('')).toContain('42P01');
    } finally {
      await pool.end();
    }
  });
});

describe('the public list cache (docs/decisions/004-bridge-list-cache.md)', () => {
  it('shares one read among a burst, serves a stale page while one request refreshes it, keeps it when that fails, and waits once it is too old', async () => {
    // A database handle of its own (the cache is per handle), whose every query is counted.
    const pool = createPool(inject('databaseUrl'), 2);
    const db = createDb(pool);
    const queries = vi.spyOn(pool, 'query');
    const log = pino({ level: 'silent' });
    const w = token();
    const list = () => listBridges({ db, log, input: { q: w, page: 1, pageSize: 20, cursor: undefined } });
    const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
    setBridgeListCacheMs(db, 300); // fresh for 300 ms, then served stale for up to 1.5 s
    try {
      await createBridge({ nama: `Jembatan ${w} 1` });
      const burst = await Promise.all(Array.from({ length: 10 }, list));
      expect(queries).toHaveBeenCalledTimes(3); // one page, one count, the table's size (docs/decisions/079)
      expect(new Set(burst).size).toBe(1);
      expect(burst[0]!.total).toBe(1);

      // Written behind the cache's back (another process): not seen while the page is fresh.
      await createBridge({ nama: `Jembatan ${w} 2` });
      expect(await list()).toBe(burst[0]);
      expect(queries).toHaveBeenCalledTimes(3);

      // Stale: the old page at once for everyone, one background read (the total is fresh for 30 s).
      await sleep(350);
      const stale = await Promise.all(Array.from({ length: 5 }, list));
      expect(stale.every((r) => r === burst[0])).toBe(true);
      await vi.waitFor(async () => expect(names(await list())).toEqual([`Jembatan ${w} 2`, `Jembatan ${w} 1`]));
      expect(queries).toHaveBeenCalledTimes(4);
      const refreshed = await list();

      // A failed refresh keeps the stale page; the next request tries again.
      await sleep(350);
      queries.mockRejectedValueOnce(new Error('PostgreSQL sedang sibuk'));
      expect(await list()).toBe(refreshed);
      await vi.waitFor(() => expect(queries).toHaveBeenCalledTimes(5));
      await sleep(10);
      expect(await list()).toBe(refreshed);
      await vi.waitFor(async () => expect(await list()).not.toBe(refreshed));
      expect(queries).toHaveBeenCalledTimes(6);

      // Too old to serve stale: the request waits for the page read again.
      await createBridge({ nama: `Jembatan ${w} 3` });
      await sleep(1600);
      expect(names(await list())[0]).toBe(`Jembatan ${w} 3`);

      // A write forgets everything, and a read under way still answers its callers.
      const inFlight = listBridges({ db, log, input: { q: w, page: 1, pageSize: 19, cursor: undefined } });
      tablesChanged(db, ['bridges']);
      await expect(inFlight).resolves.toMatchObject({ page: 1, pageSize: 19 });
      expect((await list()).total).toBe(3);
    } finally {
      setBridgeListCacheMs(db, 2_000);
      await pool.end();
    }
  });
});

const validInput = () => ({
  nama: `Jembatan ${token()}`,
  lokasi: 'Kalukku, Mamuju',
  tahunBangun: '2015',
  tipe: 'Rangka Baja',
  kondisi: 'Perlu Perhatian',
});

describe('add and edit bridges', () => {
  it.each(['admin_jembatantif', 'super_admin'] as const)(
    '%s adds a bridge (tahun_bangun parsed as integer) with an audit row',
    async (role) => {
      const admin = await t.createUser({ role });
      const input = validInput();
      const res = await t.request('POST', '/api/bridges', { as: admin, json: input });
      expect(res.status).toBe(201);
      const body = await res.json();
      expect(body).toMatchObject({
        nama: input.nama,
        lokasi: 'Kalukku, Mamuju',
        tahunBangun: 2015,
        tipe: 'Rangka Baja',
        kondisi: 'Perlu Perhatian',
      });
      const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.target, body.id));
      expect(audit).toMatchObject({ actorId: admin.id, action: 'bridge.create' });
      // The new bridge is visible at once, first in the list.
      const list = await (await t.request('GET', `/api/bridges?q=${encodeURIComponent(input.nama)}`)).json();
      expect(list.total).toBe(1);
    },
  );

  it('a search made just before a change shows the change at once (cached pages are forgotten)', async () => {
    const admin = await t.createUser({ role: 'admin_jembatantif' });
    const w = token();
    expect((await (await t.request('GET', `/api/bridges?q=${w}`)).json()).total).toBe(0);
    const created = await (await t.request('POST', '/api/bridges', { as: admin, json: { ...validInput(), nama: `Jembatan ${w}` } })).json();
    const after = await (await t.request('GET', `/api/bridges?q=${w}`)).json();
    expect(after.total).toBe(1);
    expect(names(after)).toEqual([`Jembatan ${w}`]);
    await t.request('PUT', `/api/bridges/${created.id}`, { as: admin, json: { ...validInput(), nama: `Jembatan ${w} Baru` } });
    expect(names(await (await t.request('GET', `/api/bridges?q=${w}`)).json())).toEqual([`Jembatan ${w} Baru`]);
    await t.request('DELETE', `/api/bridges/${created.id}`, { as: admin });
    expect((await (await t.request('GET', `/api/bridges?q=${w}`)).json()).total).toBe(0);
  });

  it('stores an empty tipe as null', async () => {
    const admin = await t.createUser({ role: 'admin_jembatantif' });
    const res = await t.request('POST', '/api/bridges', { as: admin, json: { ...validInput(), tipe: '   ' } });
    expect((await res.json()).tipe).toBeNull();
  });

  it.each(['nama', 'lokasi', 'tahunBangun', 'kondisi'])(
    'refuses a bridge without %s: "Form Tidak Lengkap: Harap isi semua kolom yang wajib diisi."',
    async (field) => {
      const admin = await t.createUser({ role: 'admin_jembatantif' });
      const input: Record<string, string> = validInput();
      input[field] = '';
      const res = await t.request('POST', '/api/bridges', { as: admin, json: input });
      expect(res.status).toBe(400);
      expect((await res.json()).error).toMatchObject({ title: 'Form Tidak Lengkap', message: 'Harap isi semua kolom yang wajib diisi.' });
      expect(await t.db.select().from(bridges).where(eq(bridges.nama, input.nama!))).toHaveLength(0);
    },
  );

  it.each(['dua ribu', '2015.5', '1700', String(new Date().getFullYear() + 2)])('refuses tahun_bangun %s', async (year) => {
    const admin = await t.createUser({ role: 'admin_jembatantif' });
    const res = await t.request('POST', '/api/bridges', { as: admin, json: { ...validInput(), tahunBangun: year } });
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toBe(LAYANAN_BRIDGES.yearInvalid);
  });

  it('refuses a kondisi outside the five values', async () => {
    const admin = await t.createUser({ role: 'admin_jembatantif' });
    expect((await t.request('POST', '/api/bridges', { as: admin, json: { ...validInput(), kondisi: 'Hancur' } })).status).toBe(400);
  });

  it('edits every field and keeps an audit row with the old values', async () => {
    const admin = await t.createUser({ role: 'admin_jembatantif' });
    const bridge = await createBridge({ kondisi: 'Baik' });
    const input = { nama: `Jembatan ${token()}`, lokasi: 'Tobadak', tahunBangun: 1999, tipe: '', kondisi: 'Kritis' };
    const res = await t.request('PUT', `/api/bridges/${bridge.id}`, { as: admin, json: input });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      id: bridge.id,
      nama: input.nama,
      lokasi: 'Tobadak',
      tahunBangun: 1999,
      tipe: null,
      kondisi: 'Kritis',
    });
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.target, bridge.id));
    expect(audit).toMatchObject({ action: 'bridge.update', details: { before: { kondisi: 'Baik' } } });
  });

  it('answers 404 for a bridge that does not exist', async () => {
    const admin = await t.createUser({ role: 'super_admin' });
    expect((await t.request('PUT', `/api/bridges/${randomUUID()}`, { as: admin, json: validInput() })).status).toBe(404);
    expect((await t.request('PUT', '/api/bridges/bukan-id', { as: admin, json: validInput() })).status).toBe(404);
  });

  it('refuses visitors (401) and every other role (403 Akses Ditolak), changing nothing', async () => {
    const bridge = await createBridge({ kondisi: 'Baik' });
    expect((await t.request('POST', '/api/bridges', { json: validInput() })).status).toBe(401);
    for (const role of ['customer', 'admin_sirekanan', 'admin_ujilab'] as const) {
      const user = await t.createUser({ role });
      const input = validInput();
      const add = await t.request('POST', '/api/bridges', { as: user, json: input });
      expect(add.status).toBe(403);
      expect((await add.json()).error).toMatchObject({ title: ERRORS.forbiddenTitle, message: LAYANAN_BRIDGES.forbiddenWrite });
      const edit = await t.request('PUT', `/api/bridges/${bridge.id}`, { as: user, json: { ...input, kondisi: 'Kritis' } });
      expect(edit.status).toBe(403);
      expect(await t.db.select().from(bridges).where(eq(bridges.nama, input.nama))).toHaveLength(0);
    }
    const [after] = await t.db.select().from(bridges).where(eq(bridges.id, bridge.id));
    expect(after?.kondisi).toBe('Baik');
  });
});

describe('delete bridges', () => {
  it('deletes the bridge and its inspections together, with an audit row', async () => {
    const admin = await t.createUser({ role: 'admin_jembatantif' });
    const bridge = await createBridge();
    const other = await createBridge();
    await t.db.insert(inspections).values([
      { bridgeId: bridge.id, inspectedAt: new Date(), kondisi: 'Baik' },
      { bridgeId: bridge.id, inspectedAt: new Date(), kondisi: 'Rusak Ringan' },
      { bridgeId: other.id, inspectedAt: new Date(), kondisi: 'Baik' },
    ]);
    const res = await t.request('DELETE', `/api/bridges/${bridge.id}`, { as: admin });
    expect(res.status).toBe(200);
    expect(await t.db.select().from(bridges).where(eq(bridges.id, bridge.id))).toHaveLength(0);
    expect(await t.db.select().from(inspections).where(eq(inspections.bridgeId, bridge.id))).toHaveLength(0);
    expect(await t.db.select().from(inspections).where(eq(inspections.bridgeId, other.id))).toHaveLength(1);
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.target, bridge.id));
    expect(audit).toMatchObject({ actorId: admin.id, action: 'bridge.delete', details: { inspectionsDeleted: 2 } });
    expect((await t.request('DELETE', `/api/bridges/${bridge.id}`, { as: admin })).status).toBe(404);
  });

  it('refuses others with "Akses Ditolak: Anda tidak memiliki izin untuk menghapus data." and keeps the bridge', async () => {
    const bridge = await createBridge();
    expect((await t.request('DELETE', `/api/bridges/${bridge.id}`)).status).toBe(401);
    for (const role of ['customer', 'admin_sirekanan', 'admin_ujilab'] as const) {
      const res = await t.request('DELETE', `/api/bridges/${bridge.id}`, { as: await t.createUser({ role }) });
      expect(res.status).toBe(403);
      expect((await res.json()).error).toMatchObject({ title: 'Akses Ditolak', message: 'Anda tidak memiliki izin untuk menghapus data.' });
    }
    expect(
      await t.db
        .select()
        .from(bridges)
        .where(inArray(bridges.id, [bridge.id])),
    ).toHaveLength(1);
  });
});
