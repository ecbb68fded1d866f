import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { encodeCursor } from '../../shared/keyset.ts';
import { createTestApp, type TestApp, type TestUser } from '../test/harness.ts';

// Issue 41, item 2 (docs/decisions/076): the lists' searches and deep pages at 100,000 rows read an
// index, never the whole table. The statements are the ones the app runs: each request is made
// through the API, the statements it sent to PostgreSQL are caught on the pool, and PostgreSQL's own
// planner (no setting turned off) explains them, with their values, over tables filled as the bench
// fills them and analysed.
const ROWS = 100_000;

let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp({ isolated: true });
  admin = await t.createUser({ role: 'super_admin' });
  // Place names as the bench has them: 'mamuju' is in a third of the locations, 'salutambun' in ten names.
  await t.pool.query(
    `INSERT INTO bridges (nama, lokasi, tahun_bangun, kondisi, created_at, updated_at)
     SELECT CASE WHEN i % 10000 = 0 THEN 'Jembatan Gantung Salutambun ' || i
                 ELSE 'Jembatan ' || (ARRAY['Sungai','Salu','Kali','Batu','Lembah','Tanjung','Bukit'])[1 + i % 7] || ' '
                      || (ARRAY['Karama','Kalukku','Tommo','Papalang','Sampaga','Budong','Tobadak','Karossa','Pangale','Tumbu'])[1 + (i / 7) % 10]
                      || ' ' || i END,
       (ARRAY['Kec. Simboro','Kec. Kalukku','Kec. Tapalang','Kec. Sampaga','Kec. Topoyo','Kec. Baras','Kec. Sendana'])[1 + i % 7]
         || ', ' || (ARRAY['Mamuju','Mamuju Tengah','Pasangkayu','Polewali Mandar','Majene','Mamasa'])[1 + i % 6],
       1960 + i % 65,
       (ARRAY['Baik','Perlu Perhatian','Rusak Ringan','Rusak Berat','Kritis']::bridge_kondisi[])[1 + i % 5],
       now() - make_interval(secs => i * 37), now() - make_interval(secs => i * 37)
     FROM generate_series(1, $1::int) AS i`,
    [ROWS],
  );
  // Citizens' accounts (a profile each, by the users table's trigger).
  await t.pool.query(
    `INSERT INTO users (id, name, email, email_verified, created_at, updated_at)
     SELECT 'plan-warga-' || i, 'Warga ' || i, 'warga' || i || '@contoh.id', true, now() - make_interval(secs => i * 60), now()
     FROM generate_series(1, $1::int) AS i`,
    [ROWS],
  );
  // Sirekanan letters as the bench has them: one of each citizen, 'permohonan' in every subject.
  await t.pool.query(
    `INSERT INTO sirekanan_requests (user_id, subject, details, status, tracking_code, created_at)
     SELECT 'plan-warga-' || (1 + i % $1::int), 'Permohonan rekomendasi teknis ruas ' || i, 'Rincian permohonan nomor ' || i,
       (ARRAY['Diajukan','Diproses','Selesai','Ditolak']::request_status[])[1 + i % 4],
       'SRK-2026-' || upper(lpad(to_hex(i), 6, '0')), now() - make_interval(secs => i * 600)
     FROM generate_series(1, $1::int) AS i`,
    [ROWS],
  );
  // Information requests: 'anggaran' in every one, 'rekapitulasi' in ten.
  await t.pool.query(
    `INSERT INTO ppid_requests (tracking_code, name, address, phone, email, ktp_url, ktp_consent_at, information, purpose,
                                receive_method, copy_method, due_on, created_at)
     SELECT 'PPID-2026-' || upper(lpad(to_hex(i), 6, '0')), 'Pemohon ' || i, 'Jl. Poros ' || i, '0812' || i, 'pemohon' || i || '@contoh.id',
       '/files/ppid-requests/ktp-' || i || '.jpg', now(),
       CASE WHEN i % 10000 = 0 THEN 'Rekapitulasi jembatan gantung ' || i ELSE 'Dokumen anggaran ruas jalan ' || i END,
       'Penelitian', 'ambil', 'softcopy', (now() + interval '10 days')::date, now() - make_interval(secs => i * 90)
     FROM generate_series(1, $1::int) AS i`,
    [ROWS],
  );
  // Articles as the bench has them: one in ten a draft, a kabupaten in each title.
  await t.pool.query(
    `INSERT INTO articles (title, slug, excerpt, content, status, published_at, created_at, updated_at)
     SELECT 'Berita ' || (ARRAY['Mamuju','Mamuju Tengah','Pasangkayu','Polewali Mandar','Majene','Mamasa'])[1 + i % 6] || ' ' || i,
       'berita-plan-' || i, 'Ringkasan berita ' || i, '<p>Isi berita ' || i || '</p>',
       CASE WHEN i % 10 = 0 THEN 'draft' ELSE 'published' END::article_status,
       CASE WHEN i % 10 = 0 THEN NULL ELSE now() - make_interval(secs => i * 300) END,
       now() - make_interval(secs => i * 300), now() - make_interval(secs => i * 300)
     FROM generate_series(1, $1::int) AS i`,
    [ROWS / 10],
  );
  // After a bulk load the trigram entries wait in GIN's pending list; autovacuum flushes it in production.
  for (const table of ['bridges', 'profiles', 'ppid_requests', 'articles', 'sirekanan_requests'])
    await t.pool.query(`VACUUM ANALYZE ${table}`);
}, 120_000);
afterAll(() => t.close());

type Sent = { text: string; values: unknown[]; name?: string | undefined };

/** The statements a request sent to PostgreSQL through the app's pool. */
async function statementsOf(url: string, as?: TestUser): Promise<{ body: unknown; sent: Sent[] }> {
  const spy = vi.spyOn(t.pool, 'query');
  try {
    const res = await t.request('GET', url, { as: as ?? null });
    expect(res.status, url).toBe(200);
    const body: unknown = await res.json();
    const sent = (spy.mock.calls as unknown[][]).flatMap(([q, v]): Sent[] => {
      if (typeof q === 'string') return [{ text: q, values: (Array.isArray(v) ? v : []) as unknown[] }];
      const config = q as { text?: string; values?: unknown[]; name?: string };
      // drizzle sends its values beside the config, the app's own statements inside it.
      const values = config.values ?? ((Array.isArray(v) ? v : []) as unknown[]);
      return config.text ? [{ text: config.text, values, name: config.name }] : [];
    });
    return { body, sent };
  } finally {
    spy.mockRestore();
  }
}

/** The plan PostgreSQL makes for the one statement sent that reads `table` and matches `pick`. */
async function planOf(sent: Sent[], pick: (text: string) => boolean): Promise<string> {
  const found = sent.filter((s) => pick(s.text));
  expect(found, sent.map((s) => s.text).join('\n---\n')).toHaveLength(1);
  const { rows } = await t.pool.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${found[0]!.text}`, found[0]!.values);
  return rows.map((r) => r['QUERY PLAN']).join('\n');
}

/** The one statement sent that matches `pick`. */
function oneOf(sent: Sent[], pick: (text: string) => boolean): Sent {
  const found = sent.filter((s) => pick(s.text));
  expect(found, sent.map((s) => s.text).join('\n---\n')).toHaveLength(1);
  return found[0]!;
}

/** The plan a prepared statement runs with after its first reads (its generic plan), with its values. */
async function preparedPlanOf(s: Sent): Promise<string> {
  const client = await t.pool.connect();
  try {
    await client.query(`PREPARE plan_of AS ${s.text}`);
    await client.query('SET plan_cache_mode = force_generic_plan');
    const args = s.values.map((v) => (v === null ? 'NULL' : client.escapeLiteral(String(v))));
    const { rows } = await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN EXECUTE plan_of(${args.join(', ')})`);
    return rows.map((r) => r['QUERY PLAN']).join('\n');
  } finally {
    // Only its own: the app's pool keeps its prepared statements on this connection.
    await client.query('DEALLOCATE plan_of; RESET plan_cache_mode');
    client.release();
  }
}

/**
 * The plan PostgreSQL keeps for a prepared statement (`name`, sent by the app): on one connection it
 * runs the statement as the app does, until the plan cache has chosen its generic plan, and explains it.
 */
let checks = 0;
async function genericPlanOf(sent: Sent[], pick: (text: string) => boolean): Promise<string> {
  const found = sent.filter((s) => pick(s.text));
  expect(found).toHaveLength(1);
  const { text, values, name } = found[0]!;
  expect(name, 'a prepared statement').toBeTruthy();
  const client = await t.pool.connect();
  const check = `plan_check_${++checks}`;
  try {
    for (let i = 0; i < 8; i++) await client.query({ name: check, text, values });
    const { rows: kept } = await client.query<{ generic_plans: string }>(
      `SELECT generic_plans FROM pg_prepared_statements WHERE name = $1`,
      [check],
    );
    expect(Number(kept[0]!.generic_plans), 'PostgreSQL keeps one plan (no planning per read)').toBeGreaterThan(0);
    const literal = values.map((v) => (v === null ? 'NULL' : `'${String(v).replaceAll("'", "''")}'`)).join(', ');
    const { rows } = await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN EXECUTE ${check}(${literal})`);
    return rows.map((r) => r['QUERY PLAN']).join('\n');
  } finally {
    await client.query(`DEALLOCATE ${check}`);
    client.release();
  }
}

const page = (text: string) => /json_agg\(p\.(k|item)/.test(text);
/** The shared buffers a search function reads for `args`, warm (its plan made on an earlier call). */
async function buffersOf(call: string, args: unknown[]): Promise<number> {
  const client = await t.pool.connect();
  try {
    await client.query(`SELECT ${call}`, args);
    const { rows } = await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) SELECT ${call}`, args);
    return Number(/Buffers: shared hit=(\d+)/.exec(rows.map((r) => r['QUERY PLAN']).join('\n'))![1]);
  } finally {
    client.release();
  }
}

const count = (text: string) => /count\(/.test(text) && !/json_agg/.test(text);
/** A search page's second statement: its items by id, prepared (docs/decisions/075). */
const items = (text: string) => /json_array_elements_text/.test(text);

describe('plans at 100,000 rows (issue 41)', () => {
  it('the bridge search for a common word walks the newest-first index until the page is full, prepared once', async () => {
    const { body, sent } = await statementsOf('/api/bridges?q=mamuju&pageSize=20');
    expect((body as { items: Array<{ lokasi: string }> }).items.map((i) => i.lokasi.includes('Mamuju'))).toEqual(Array(20).fill(true));
    const plan = await planOf(sent, page);
    expect(plan).toMatch(/Index Scan using bridges_created_idx/);
    expect(plan).not.toMatch(/Seq Scan on bridges|trgm_idx|Sort Key: (bridges\.)?created_at/);
    // Prepared (named), and the plan PostgreSQL keeps for it is this one.
    expect(await genericPlanOf(sent, page)).toMatch(/Index Scan using bridges_created_idx/);
  });

  it('the bridge search for a rare word reads both trigram indexes, and so does its count', async () => {
    const { body, sent } = await statementsOf('/api/bridges?q=salutambun&pageSize=20');
    expect((body as { total: number }).total).toBe(10);
    const plan = await planOf(sent, page);
    expect(plan).toMatch(/BitmapOr/);
    expect(plan).toMatch(/bridges_nama_trgm_idx/);
    expect(plan).toMatch(/bridges_lokasi_trgm_idx/);
    expect(plan).not.toMatch(/Seq Scan on bridges|bridges_created_idx/);
    const generic = await genericPlanOf(sent, page);
    expect(generic).toMatch(/Bitmap Index Scan on bridges_nama_trgm_idx/);
    expect(generic).not.toMatch(/bridges_created_idx/);
    const counted = await planOf(sent, count);
    expect(counted).toMatch(/bridges_nama_trgm_idx/);
    expect(counted).not.toMatch(/Seq Scan on bridges/);
  });

  it('a deep page of a common bridge word starts at its cursor and walks on, prepared once', async () => {
    const { rows } = await t.pool.query<{ at: string; id: string }>(
      `SELECT created_at::text AS at, id::text AS id FROM bridges WHERE nama ILIKE '%sungai%' OR lokasi ILIKE '%sungai%'
       ORDER BY created_at DESC, id DESC OFFSET 999 LIMIT 1`,
    );
    const cursor = encodeCursor({ sort: 'baru', direction: 'after', page: 51, keys: [rows[0]!.at, rows[0]!.id] });
    const { body, sent } = await statementsOf(`/api/bridges?q=sungai&pageSize=20&cursor=${cursor}`);
    const { rows: expected } = await t.pool.query<{ nama: string }>(
      `SELECT nama FROM bridges WHERE nama ILIKE '%sungai%' OR lokasi ILIKE '%sungai%' ORDER BY created_at DESC, id DESC OFFSET 1000 LIMIT 20`,
    );
    expect((body as { items: Array<{ nama: string }> }).items.map((i) => i.nama)).toEqual(expected.map((r) => r.nama));
    for (const plan of [await planOf(sent, page), await genericPlanOf(sent, page)]) {
      expect(plan).toMatch(/Index Cond: \(ROW\((bridges\.)?created_at, (bridges\.)?id\) </);
      expect(plan).not.toMatch(/Seq Scan|trgm_idx|Sort Key: (bridges\.)?created_at/);
    }
  });

  it('a deep bridge page (after the 1,000th row) starts at its cursor in the newest-first index', async () => {
    const { rows } = await t.pool.query<{ at: string; id: string }>(
      `SELECT created_at::text AS at, id::text AS id FROM bridges ORDER BY created_at DESC, id DESC OFFSET 999 LIMIT 1`,
    );
    const cursor = encodeCursor({ sort: 'baru', direction: 'after', page: 51, keys: [rows[0]!.at, rows[0]!.id] });
    const { body, sent } = await statementsOf(`/api/bridges?pageSize=20&cursor=${cursor}`);
    const items = (body as { page: number; items: Array<{ nama: string }> }).items;
    expect(body).toMatchObject({ page: 51 });
    expect(items.map((i) => i.nama.split(' ').at(-1))).toEqual(Array.from({ length: 20 }, (_, k) => String(1001 + k)));
    // Only the page's 21 rows are sorted (by their number, for json_agg), never the table; and the
    // cursor's values, which no plan knows, leave PostgreSQL one plan to keep.
    for (const plan of [await planOf(sent, page), await genericPlanOf(sent, page)]) {
      expect(plan).toMatch(/Index Scan using bridges_created_idx/);
      expect(plan).toMatch(/Index Cond: \(ROW\((bridges\.)?created_at, (bridges\.)?id\) </);
      expect(plan).not.toMatch(/Seq Scan|Sort Key: (bridges\.)?created_at/);
    }
  });

  it('the users search asks the trigram indexes for its rare word, in one prepared statement that reads the users by key', async () => {
    const { body, sent } = await statementsOf('/api/admin/users?q=warga+12345', admin);
    expect((body as { items: Array<{ fullName: string }> }).items.map((i) => i.fullName)).toEqual(['Warga 12345']);
    // 'warga' is in every name (docs/decisions/077): the index is asked for '12345' alone, the whole text checked after.
    const statement = oneOf(sent, (text) => page(text) && /"profiles"/.test(text));
    expect(statement.name).toBeDefined();
    expect(statement.text.match(/profiles_search_ids\(\$\d+, \$\d+\)/g)).toHaveLength(1);
    expect(statement.values).toEqual(['%12345%', 'warga 12345']);
    const plan = await preparedPlanOf(statement);
    expect(plan.match(/Index (Only )?Scan using profiles_pkey on profiles[^\n]*\n\s+Index Cond: \(id = ANY /g)).toHaveLength(2);
    expect(plan).not.toMatch(/Seq Scan|profiles_newest_idx/);
    // Inside, the trigram indexes for '12345': a few pages, where the whole text's common trigrams read about 160.
    expect(await buffersOf('profiles_search_ids($1, $2)', ['%12345%', 'warga 12345'])).toBeLessThan(60);
    expect(await buffersOf('profiles_search_ids($1, $2)', ['%warga 12345%', 'warga 12345'])).toBeGreaterThan(100);
  });

  it("the Sirekanan search for 'warga 1234' is one prepared statement too: its rare word's ids, its rows by key, no profile by name", async () => {
    const { body, sent } = await statementsOf('/api/admin/sirekanan?q=warga+1234', admin);
    const found = body as { total: number; items: Array<{ requester: { fullName: string } }> };
    expect(found.total).toBe(11);
    const names = ['Warga 1234', ...Array.from({ length: 10 }, (_, k) => `Warga 1234${k}`)];
    expect(found.items.map((i) => i.requester.fullName).sort()).toEqual(names.sort());
    const statement = oneOf(sent, (text) => page(text) && /"sirekanan_requests"/.test(text));
    expect(statement.name).toBeDefined();
    expect(statement.text.match(/sirekanan_requests_search_ids"?\(\$\d+, \$\d+\)/g)).toHaveLength(1);
    expect(statement.values).toEqual(['%1234%', 'warga 1234']);
    const plan = await preparedPlanOf(statement);
    expect(
      plan.match(/Index (Only )?Scan using sirekanan_requests_pkey on sirekanan_requests[^\n]*\n\s+Index Cond: \(id = ANY /g),
    ).toHaveLength(2);
    expect(plan).not.toMatch(/Seq Scan|sirekanan_created_idx|profiles_(full_name|email)_trgm_idx/);
    expect(await buffersOf('sirekanan_requests_search_ids($1, $2)', ['%1234%', 'warga 1234'])).toBeLessThan(60);
  });

  it('a search whose words are all common is planned with its text on each read', async () => {
    const { body, sent } = await statementsOf('/api/admin/sirekanan?q=permohonan+rekomendasi', admin);
    expect(body).toMatchObject({ total: 1000, more: true });
    const statement = oneOf(sent, (text) => page(text) && /"sirekanan_requests"/.test(text));
    expect(statement.name).toBeUndefined();
    expect(statement.text).not.toMatch(/_search_ids/);
  });

  it('the Sirekanan search for a word in every letter walks newest first until the page is full; its count stops at its window', async () => {
    const { body, sent } = await statementsOf('/api/admin/sirekanan?q=permohonan', admin);
    expect(body).toMatchObject({ total: 1000, more: true });
    expect((body as { items: unknown[] }).items).toHaveLength(20);
    const plan = await planOf(sent, (text) => page(text) && /"sirekanan_requests"/.test(text));
    expect(plan).toMatch(/Index Scan Backward using sirekanan_created_idx on sirekanan_requests/);
    expect(plan).not.toMatch(/Sort Key: [^\n]*created_at/);
    const lines = plan.split('\n');
    lines.forEach((line, i) => {
      if (/Seq Scan on sirekanan_requests/.test(line)) expect(lines[i - 1]).toMatch(/Limit .*rows=1001 /);
    });
  });

  it('the PPID search reads the trigram indexes of its three columns, its page and capped count in one statement', async () => {
    const { body, sent } = await statementsOf('/api/admin/ppid/permohonan?q=rekapitulasi', admin);
    expect((body as { total: number }).total).toBe(10);
    // The page with its count, then its items by id (a search: docs/decisions/075).
    expect(sent.filter((s) => page(s.text) && /"ppid_requests"/.test(s.text))).toHaveLength(1);
    expect(sent.filter((s) => items(s.text) && /"ppid_requests"/.test(s.text))).toHaveLength(1);
    const plan = await planOf(sent, (text) => page(text) && /"ppid_requests"/.test(text));
    expect(plan).toMatch(/ppid_requests_information_trgm_idx/);
    expect(plan).not.toMatch(/Seq Scan on ppid_requests/);
  });

  it('the PPID newest page, and a search for a word in every request, walk the newest-first index: no sort, no query per row', async () => {
    for (const url of ['/api/admin/ppid/permohonan', '/api/admin/ppid/permohonan?q=anggaran']) {
      const { body, sent } = await statementsOf(url, admin);
      expect((body as { items: Array<{ name: string }> }).items.map((i) => i.name)).toEqual(
        Array.from({ length: 20 }, (_, k) => `Pemohon ${1 + k}`),
      );
      const searched = url.includes('?q=');
      expect(sent.filter((s) => page(s.text) && /"ppid_requests"/.test(s.text))).toHaveLength(1);
      expect(sent.filter((s) => items(s.text))).toHaveLength(searched ? 1 : 0);
      const plan = await planOf(sent, (text) => page(text) && /"ppid_requests"/.test(text));
      expect(plan).toMatch(/Index Scan using ppid_requests_newest_idx/);
      expect(plan).not.toMatch(/Sort Key: (ppid_requests\.)?created_at|Bitmap Heap Scan on ppid_requests/);
      // The items (a search's by id, in their own statement): the objection joined by its unique
      // index; the clock reads no table.
      const made = searched ? await planOf(sent, items) : plan;
      expect(made.match(/Index Scan using ppid_objections_request_idx/g)).toHaveLength(1);
      const tables = [...made.matchAll(/(?<!Subquery )Scan (?:using \w+ )?on (\w+)/g)].map((m) => m[1]);
      const own = ['ppid_requests', 'ppid_objections', 'json_array_elements_text'];
      expect(tables.filter((table) => !own.includes(table!))).toEqual([]);
    }
  });

  it('a deep PPID page (after the 1,000th request) starts at its cursor, and Sebelumnya leads back', async () => {
    const { rows } = await t.pool.query<{ at: string; id: string }>(
      `SELECT created_at::text AS at, id::text AS id FROM ppid_requests ORDER BY created_at DESC, id DESC OFFSET 999 LIMIT 1`,
    );
    const cursor = encodeCursor({ sort: 'baru', direction: 'after', page: 51, keys: [rows[0]!.at, rows[0]!.id] });
    const { body, sent } = await statementsOf(`/api/admin/ppid/permohonan?cursor=${cursor}`, admin);
    const deep = body as { page: number; prev: string; items: Array<{ name: string }> };
    expect(deep.page).toBe(51);
    expect(deep.items.map((i) => i.name)).toEqual(Array.from({ length: 20 }, (_, k) => `Pemohon ${1001 + k}`));
    const plan = await planOf(sent, (text) => page(text) && /"ppid_requests"/.test(text));
    expect(plan).toMatch(/Index Scan using ppid_requests_newest_idx/);
    expect(plan).not.toMatch(/Seq Scan on ppid_requests|Sort Key: (ppid_requests\.)?created_at/);
    const back = (await statementsOf(`/api/admin/ppid/permohonan?cursor=${deep.prev}`, admin)).body as typeof deep;
    expect(back.page).toBe(50);
    expect(back.items.map((i) => i.name)).toEqual(Array.from({ length: 20 }, (_, k) => `Pemohon ${981 + k}`));
  });

  it('the CMS list reads its page down the newest-first index, and its search the title trigram index, each in one statement', async () => {
    const newest = await statementsOf('/api/admin/articles', admin);
    expect((newest.body as { items: Array<{ title: string }> }).items.map((i) => i.title.split(' ').at(-1))).toEqual(
      Array.from({ length: 20 }, (_, k) => String(1 + k)),
    );
    expect(newest.sent.filter((s) => page(s.text) && /"articles"/.test(s.text))).toHaveLength(1);
    expect(newest.sent.filter((s) => items(s.text))).toHaveLength(0);
    const plan = await planOf(newest.sent, (text) => page(text) && /"articles"/.test(text));
    expect(plan).toMatch(/Index Scan using articles_newest_idx/);
    expect(plan).not.toMatch(/Sort Key: (articles\.)?created_at/);
    const search = await statementsOf('/api/admin/articles?q=mamasa+12', admin);
    const found = (search.body as { items: Array<{ title: string }> }).items.map((i) => i.title);
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((title) => title.startsWith('Berita Mamasa 12'))).toBe(true);
    expect(search.sent.filter((s) => page(s.text) && /"articles"/.test(s.text))).toHaveLength(1);
    expect(search.sent.filter((s) => items(s.text))).toHaveLength(0);
    const searched = await planOf(search.sent, (text) => page(text) && /"articles"/.test(text));
    expect(searched).toMatch(/articles_title_trgm_idx/);
    expect(searched).not.toMatch(/Seq Scan on articles/);
  });

  it('the news page reads down its index, one statement; its total, kept, is the other', async () => {
    const { body, sent } = await statementsOf('/api/news?page=1&pageSize=9');
    expect((body as { items: Array<{ title: string }> }).items.map((i) => i.title.split(' ').at(-1))).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
    ]);
    expect((body as { total: number }).total).toBe(ROWS / 10 - ROWS / 100);
    const read = sent.filter((s) => /"articles"/.test(s.text));
    expect(read).toHaveLength(2);
    const plan = await planOf(read, (text) => /ORDER BY/.test(text));
    expect(plan).toMatch(/Index Scan using articles_news_idx/);
    expect(plan).not.toMatch(/Seq Scan on articles|Sort Key/);
    // The next page: the total is kept, the page is the one statement.
    const next = await statementsOf('/api/news?page=2&pageSize=9');
    expect(next.sent.filter((s) => /"articles"/.test(s.text))).toHaveLength(1);
  });
});
