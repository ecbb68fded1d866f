import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Paged } from '../../../shared/admin-schemas.ts';
import type { AdminArticle, AdminArticleListItem, ArticleRevisionItem, RevisionComparison } from '../../../shared/cms-schemas.ts';
import type { NewsArticle } from '../../../shared/news-schemas.ts';
import { ARTICLE } from '../../../shared/article-strings.ts';
import type { ImageRef } from '../../../shared/images.ts';
import { ADMIN } from '../../../shared/admin-strings.ts';
import { pngBytes } from '../../uploads/test-files.ts';
import { articles, auditLog, profiles } from '../../db/schema.ts';
import { createTestApp, type TestApp, type TestUser } from '../../test/harness.ts';
import { json } from '../../test/json.ts';
import { slugify } from '../../content/slugify.ts';
import { articleListColumns, toListItem } from './list-articles.ts';
import { publishScheduledArticle } from './publish-scheduled.ts';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser({ role: 'super_admin', fullName: 'Redaktur Utama' });
});
afterAll(() => t.close());
const create = async (body: Record<string, unknown>, as: TestUser = admin) =>
  json<AdminArticle>(await t.request('POST', '/api/admin/articles', { as, json: body }), 201);
const uniqueTitle = () => `Berita Jalan ${randomUUID().slice(0, 8)}`;
const uploadCover = async () => {
  const form = new FormData();
  form.set('image', new File([(await pngBytes(1600, 1200)) as Uint8Array<ArrayBuffer>], 'sampul.png'));
  return json<ImageRef>(await t.request('POST', '/api/admin/images?purpose=cover', { as: admin, form }), 201);
};

describe('slugify', () => {
  it('makes a readable ASCII slug from an Indonesian title', () => {
    expect(slugify('Peresmian Jembatan Baru di Mamuju Tengah!')).toBe('peresmian-jembatan-baru-di-mamuju-tengah');
    expect(slugify('  Café — Ruas Jalan 2026  ')).toBe('cafe-ruas-jalan-2026');
    expect(slugify('!!!')).toBe('artikel');
    expect(slugify('a'.repeat(200))).toHaveLength(80);
  });
});

describe('creating articles', () => {
  it('stores a draft with a slug, no publish date and the signed-in author', async () => {
    const title = uniqueTitle();
    const a = await create({ title, content: '<p>Isi berita</p>', status: 'draft' });
    expect(a).toMatchObject({
      title,
      slug: slugify(title),
      status: 'draft',
      publishedAt: null,
      authorName: 'Redaktur Utama',
      content: '<p>Isi berita</p>',
      excerpt: null,
    });
    const [row] = await t.db.select().from(articles).where(eq(articles.id, a.id));
    expect(row?.authorId).toBe(admin.id);
  });

  it('sets published_at to now when published', async () => {
    const before = Date.now();
    const a = await create({ title: uniqueTitle(), content: '<p>x</p>', status: 'published', excerpt: '  Ringkasan singkat  ' });
    expect(a.status).toBe('published');
    expect(new Date(a.publishedAt!).getTime()).toBeGreaterThanOrEqual(before - 2000);
    expect(new Date(a.publishedAt!).getTime()).toBeLessThanOrEqual(Date.now() + 2000);
    expect(a.excerpt).toBe('Ringkasan singkat');
  });

  it('makes the slug unique with -2, -3 on a clash', async () => {
    const title = uniqueTitle();
    const slugs = [];
    for (let i = 0; i < 3; i++) slugs.push((await create({ title, content: '', status: 'draft' })).slug);
    expect(slugs).toEqual([slugify(title), `${slugify(title)}-2`, `${slugify(title)}-3`]);
  });

  it('gives different slugs to articles with one title saved at the same moment', async () => {
    const title = uniqueTitle();
    const made = await Promise.all(
      [1, 2, 3, 4].map(() => t.request('POST', '/api/admin/articles', { as: admin, json: { title, content: '', status: 'draft' } })),
    );
    expect(made.map((r) => r.status)).toEqual([201, 201, 201, 201]);
    const slugs = await Promise.all(made.map(async (r) => ((await r.json()) as AdminArticle).slug));
    expect(new Set(slugs).size).toBe(4);
  });

  it('sanitises the content on save: no script, event handler or javascript: link survives', async () => {
    const a = await create({
      title: uniqueTitle(),
      status: 'published',
      content:
        '<h2>Judul</h2><p onclick="alert(1)">teks <u>garis</u></p><script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">klik</a><a href="https://pu.go.id">aman</a>',
    });
    const [row] = await t.db.select().from(articles).where(eq(articles.id, a.id));
    for (const html of [a.content, row!.content]) {
      expect(html).not.toMatch(/<script|onerror|onclick|javascript:/i);
      expect(html).toContain('<h2>Judul</h2>');
      expect(html).toContain('<u>garis</u>');
      expect(html).toContain('href="https://pu.go.id"');
    }
  });

  it('keeps only images the portal stored, sized from its records, with srcset; drops other hosts, /files/, data: and unknown ids', async () => {
    const form = new FormData();
    form.set('image', new File([(await pngBytes(1300, 700)) as Uint8Array<ArrayBuffer>], 'foto.png'));
    const image = await json<ImageRef>(await t.request('POST', '/api/admin/images', { as: admin, form }), 201);
    const a = await create({
      title: uniqueTitle(),
      status: 'draft',
      content: `<p>foto</p><img src="https://cdn.contoh.id/a.jpg" alt="luar"><img src="//evil/x.png"><img src="/files/article-images/a.webp" alt="privat"><img src="data:image/png;base64,AAAA" alt="tempel"><img src="/images/${randomUUID()}/640" alt="hilang"><figure><img src="/images/${image.id}/320" width="1" height="1" alt="Jalan baru"><figcaption>Ruas Mamuju–Kalukku</figcaption></figure>`,
    });
    const [row] = await t.db.select().from(articles).where(eq(articles.id, a.id));
    for (const html of [a.content, row!.content]) {
      expect(html).not.toMatch(/contoh\.id|evil|\/files\/|data:|hilang/);
      expect(html).toBe(
        `<p>foto</p><figure><img src="/images/${image.id}/960" srcset="/images/${image.id}/320 320w, /images/${image.id}/480 480w, /images/${image.id}/640 640w, /images/${image.id}/960 960w, /images/${image.id}/1280 1280w" sizes="(min-width: 768px) 720px, 100vw" width="1300" height="700" alt="Jalan baru" loading="lazy" decoding="async" /><figcaption>Ruas Mamuju–Kalukku</figcaption></figure>`,
      );
    }
  });

  it('requires a title, in Indonesian, and stores nothing', async () => {
    for (const title of ['', '   ', undefined]) {
      const res = await t.request('POST', '/api/admin/articles', {
        as: admin,
        json: { title, content: '<p>tanpa judul</p>', status: 'draft' },
      });
      expect(res.status).toBe(400);
      expect((await res.json()).error.message).toBe(ADMIN.cms.titleRequired);
    }
    expect(await t.db.select().from(articles).where(eq(articles.content, '<p>tanpa judul</p>'))).toHaveLength(0);
  });

  it('refuses an unknown status', async () => {
    const res = await t.request('POST', '/api/admin/articles', { as: admin, json: { title: uniqueTitle(), content: '', status: 'arsip' } });
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toBe(ARTICLE.statusInvalid);
  });
});

describe('editing articles', () => {
  it('keeps published_at on an edit while published (a cover added); "Terbitkan ulang" sets it to now; a draft has none', async () => {
    const a = await create({ title: uniqueTitle(), content: '<p>v1</p>', status: 'published' });
    // Published on 15 October: an edit today must not move it to the top of /berita (issue 38).
    const october = new Date('2026-10-15T02:00:00Z');
    await t.db.update(articles).set({ publishedAt: october }).where(eq(articles.id, a.id));
    const cover = await uploadCover();
    const put = (json: Record<string, unknown>) => t.request('PUT', `/api/admin/articles/${a.id}`, { as: admin, json });
    const b = await json<AdminArticle>(
      await put({ title: a.title, content: '<p>v2</p>', status: 'published', coverImageId: cover.id, coverAlt: 'Jembatan' }),
    );
    expect(b.content).toBe('<p>v2</p>');
    expect(b.cover?.id).toBe(cover.id);
    expect(b.publishedAt).toBe(october.toISOString());
    expect((await json<NewsArticle>(await t.request('GET', `/api/news/${a.slug}`))).publishedAt).toBe(october.toISOString());

    const before = Date.now();
    const c = await json<AdminArticle>(await put({ title: a.title, content: '<p>v2</p>', status: 'published', republish: true }));
    expect(new Date(c.publishedAt!).getTime()).toBeGreaterThanOrEqual(before - 2000);

    const d = await json<AdminArticle>(await put({ title: a.title, content: '<p>v2</p>', status: 'draft' }));
    expect(d.publishedAt).toBeNull();
    // Published again from a draft: the date is now.
    const e = await json<AdminArticle>(await put({ title: a.title, content: '<p>v2</p>', status: 'published' }));
    expect(new Date(e.publishedAt!).getTime()).toBeGreaterThanOrEqual(before - 2000);
  });

  it('keeps the slug of an article that has been public, and follows the title while it is a draft', async () => {
    const pub = await create({ title: uniqueTitle(), content: '', status: 'published' });
    const pubEdited = await json<AdminArticle>(
      await t.request('PUT', `/api/admin/articles/${pub.id}`, {
        as: admin,
        json: { title: `${pub.title} diperbarui`, content: '', status: 'published' },
      }),
    );
    expect(pubEdited.slug).toBe(pub.slug);
    const draft = await create({ title: uniqueTitle(), content: '', status: 'draft' });
    const newTitle = uniqueTitle();
    const draftEdited = await json<AdminArticle>(
      await t.request('PUT', `/api/admin/articles/${draft.id}`, { as: admin, json: { title: newTitle, content: '', status: 'draft' } }),
    );
    expect(draftEdited.slug).toBe(slugify(newTitle));
  });

  it('refuses, with 409, a save over an edit made since the editor loaded the article', async () => {
    const a = await create({ title: uniqueTitle(), content: '<p>asli</p>', status: 'draft' });
    const first = await json<AdminArticle>(
      await t.request('PUT', `/api/admin/articles/${a.id}`, {
        as: admin,
        json: { title: a.title, content: '<p>edit pertama</p>', status: 'draft', expectedUpdatedAt: a.updatedAt },
      }),
    );
    const stale = await t.request('PUT', `/api/admin/articles/${a.id}`, {
      as: admin,
      json: { title: a.title, content: '<p>edit basi</p>', status: 'draft', expectedUpdatedAt: a.updatedAt },
    });
    expect(stale.status).toBe(409);
    expect((await stale.json()).error.message).toBe(ADMIN.cms.editConflict);
    const [row] = await t.db.select().from(articles).where(eq(articles.id, a.id));
    expect(row?.content).toBe('<p>edit pertama</p>');
    // the fresh version saves
    await json(
      await t.request('PUT', `/api/admin/articles/${a.id}`, {
        as: admin,
        json: { title: a.title, content: '<p>edit kedua</p>', status: 'draft', expectedUpdatedAt: first.updatedAt },
      }),
    );
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of [randomUUID(), 'bukan-uuid']) {
      expect((await t.request('GET', `/api/admin/articles/${id}`, { as: admin })).status).toBe(404);
      const put = await t.request('PUT', `/api/admin/articles/${id}`, { as: admin, json: { title: 'x', content: '', status: 'draft' } });
      expect(put.status).toBe(404);
      expect((await put.json()).error.message).toBe(ADMIN.cms.notFound);
    }
  });
});

describe('listing and deleting articles', () => {
  it('lists articles newest first with status, publish date and author name', async () => {
    const tag = randomUUID().slice(0, 8);
    const one = await create({ title: `Satu ${tag}`, content: '', status: 'draft' });
    const two = await create({ title: `Dua ${tag}`, content: '', status: 'published' });
    const list = await json<Paged<AdminArticleListItem>>(await t.request('GET', `/api/admin/articles?q=${tag}`, { as: admin }));
    expect(list.total).toBe(2);
    expect(list.items.map((a) => a.id)).toEqual([two.id, one.id]);
    expect(list.items[0]).toMatchObject({ title: `Dua ${tag}`, status: 'published', authorName: 'Redaktur Utama' });
    expect(list.items[0]!.publishedAt).not.toBeNull();
    expect(list.items[1]!.publishedAt).toBeNull();
    expect(list.items[0]).not.toHaveProperty('content');
  });

  it('makes the items as toListItem does, keeps the page while nothing is written, and shows a change made elsewhere at once (issue 41)', async () => {
    const tag = randomUUID().slice(0, 8);
    const made = [];
    for (const status of ['draft', 'published', 'scheduled', 'published'] as const) {
      const scheduledAt = status === 'scheduled' ? new Date(Date.now() + 86_400_000).toISOString() : undefined;
      made.push(await create({ title: `Daftar ${status} ${tag}`, content: '', status, ...(scheduledAt && { scheduledAt }) }));
    }
    const url = `/api/admin/articles?q=${tag}&pageSize=3`;
    const list = async (path = url) => json<Paged<AdminArticleListItem>>(await t.request('GET', path, { as: admin }));
    const rows = await t.db
      .select(articleListColumns)
      .from(articles)
      .leftJoin(profiles, eq(profiles.id, articles.authorId))
      .where(
        inArray(
          articles.id,
          made.map((a) => a.id),
        ),
      )
      .orderBy(desc(articles.createdAt), desc(articles.id));
    const items = rows.map(toListItem);
    expect(await list()).toEqual({ items: items.slice(0, 3), total: 4, page: 1, pageSize: 3 });
    expect(await list(`${url}&page=2`)).toEqual({ items: items.slice(3), total: 4, page: 2, pageSize: 3 });
    const reads = vi.spyOn(t.pool, 'query');
    try {
      await list();
      const sent = (reads.mock.calls as unknown[][]).map(([q]) => (typeof q === 'string' ? q : (q as { text: string }).text));
      expect(sent.filter((text) => text.includes('"articles"'))).toEqual([]);
    } finally {
      reads.mockRestore();
    }
    // Written around the app, as another worker would: the data version moves as it commits.
    await t.pool.query(`UPDATE articles SET title = title || ' (diubah)' WHERE id = $1`, [made[3]!.id]);
    expect((await list()).items[0]!.title).toBe(`Daftar published ${tag} (diubah)`);
  });

  it('deletes an article and audits the deletion', async () => {
    const a = await create({ title: uniqueTitle(), content: '', status: 'published' });
    await json(await t.request('DELETE', `/api/admin/articles/${a.id}`, { as: admin }));
    expect(await t.db.select().from(articles).where(eq(articles.id, a.id))).toHaveLength(0);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.target, a.id), eq(auditLog.action, 'article.delete')));
    expect(audit).toMatchObject({ actorId: admin.id, details: { title: a.title } });
    expect((await t.request('DELETE', `/api/admin/articles/${a.id}`, { as: admin })).status).toBe(404);
  });

  it('is for super admins only: others get Akses Ditolak and change nothing', async () => {
    const a = await create({ title: uniqueTitle(), content: '<p>tetap</p>', status: 'draft' });
    for (const role of ['admin_sirekanan', 'admin_ujilab', 'admin_jembatantif', 'customer'] as const) {
      const other = await t.createUser({ role });
      expect((await t.request('GET', '/api/admin/articles', { as: other })).status).toBe(403);
      expect(
        (await t.request('PUT', `/api/admin/articles/${a.id}`, { as: other, json: { title: 'x', content: '', status: 'published' } }))
          .status,
      ).toBe(403);
      expect((await t.request('DELETE', `/api/admin/articles/${a.id}`, { as: other })).status).toBe(403);
    }
    expect((await t.request('POST', '/api/admin/articles', { json: { title: 'x' } })).status).toBe(401);
    const [row] = await t.db.select().from(articles).where(eq(articles.id, a.id));
    expect(row).toMatchObject({ content: '<p>tetap</p>', status: 'draft' });
  });
});

describe('article life cycle (issue 14)', () => {
  const update = async (id: string, body: Record<string, unknown>) =>
    json<AdminArticle>(await t.request('PUT', `/api/admin/articles/${id}`, { as: admin, json: body }));

  it('keeps a revision of every save; two compare by paragraph; a restore brings the words back as a new revision', async () => {
    const title = uniqueTitle();
    const a = await create({ title, content: '<p>Paragraf satu.</p><p>Paragraf dua.</p>', status: 'published' });
    await update(a.id, {
      title: `${title} (ralat)`,
      content: '<p>Paragraf satu.</p><p>Paragraf dua diperbaiki.</p><p>Tambahan.</p>',
      status: 'published',
    });
    const revisions = await json<ArticleRevisionItem[]>(await t.request('GET', `/api/admin/articles/${a.id}/revisions`, { as: admin }));
    expect(revisions.map((r) => r.title)).toEqual([`${title} (ralat)`, title]);
    expect(revisions[0]!.savedBy).toBe('Redaktur Utama');

    const [newer, older] = revisions;
    const cmp = await json<RevisionComparison>(
      await t.request('GET', `/api/admin/articles/${a.id}/revisions/compare?from=${older!.id}&to=${newer!.id}`, { as: admin }),
    );
    expect(cmp.fields.find((f) => f.field === 'content')!.changes).toEqual([
      { type: 'same', text: 'Paragraf satu.' },
      { type: 'removed', text: 'Paragraf dua.' },
      { type: 'added', text: 'Paragraf dua diperbaiki.' },
      { type: 'added', text: 'Tambahan.' },
    ]);

    const restored = await json<AdminArticle>(
      await t.request('POST', `/api/admin/articles/${a.id}/revisions/${older!.id}/restore`, { as: admin }),
    );
    expect(restored).toMatchObject({ title, content: '<p>Paragraf satu.</p><p>Paragraf dua.</p>', status: 'published' });
    expect(await json<ArticleRevisionItem[]>(await t.request('GET', `/api/admin/articles/${a.id}/revisions`, { as: admin }))).toHaveLength(
      3,
    );

    const other = await create({ title: uniqueTitle(), status: 'draft' });
    expect((await t.request('POST', `/api/admin/articles/${other.id}/revisions/${older!.id}/restore`, { as: admin })).status).toBe(404);
    const editor = await t.createUser({ role: 'admin_sirekanan' });
    expect((await t.request('GET', `/api/admin/articles/${a.id}/revisions`, { as: editor })).status).toBe(403);
  });

  it('publishes a scheduled article at its time: readers see it from then on, and the job makes it published', async () => {
    const a = await create({
      title: uniqueTitle(),
      content: '<p>Terjadwal</p>',
      status: 'scheduled',
      scheduledAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    expect(a.status).toBe('scheduled');
    expect((await t.request('GET', `/api/news/${a.slug}`)).status).toBe(404);
    const [job] = (
      await t.db.execute<{ n: number }>(sql`select count(*)::int as n from graphile_worker.jobs where key = ${`publish_article:${a.id}`}`)
    ).rows;
    expect(job?.n).toBe(1);

    // Its time comes (moved back an hour here).
    await t.db
      .update(articles)
      .set({ scheduledAt: new Date(Date.now() - 1000), publishedAt: new Date(Date.now() - 1000) })
      .where(eq(articles.id, a.id));
    expect((await t.request('GET', `/api/news/${a.slug}`)).status).toBe(200);
    expect(await publishScheduledArticle(t.db, a.id)).toBe(true);
    const [row] = await t.db.select().from(articles).where(eq(articles.id, a.id));
    expect(row).toMatchObject({ status: 'published', scheduledAt: null });
    expect(await publishScheduledArticle(t.db, a.id)).toBe(false);
  });

  it('refuses a schedule without a time or in the past, and a cover without alt text, in Indonesian', async () => {
    const noTime = await t.request('POST', '/api/admin/articles', { as: admin, json: { title: uniqueTitle(), status: 'scheduled' } });
    expect((await noTime.json()).error.message).toBe(ARTICLE.scheduledRequired);
    const past = await t.request('POST', '/api/admin/articles', {
      as: admin,
      json: { title: uniqueTitle(), status: 'scheduled', scheduledAt: '2020-01-01T00:00:00+08:00' },
    });
    expect(past.status).toBe(400);
    expect((await past.json()).error.message).toBe(ARTICLE.scheduledPast);
    const noAlt = await t.request('POST', '/api/admin/articles', { as: admin, json: { title: uniqueTitle(), coverImageId: randomUUID() } });
    expect((await noAlt.json()).error.message).toBe(ARTICLE.coverAltRequired);
    const missing = await t.request('POST', '/api/admin/articles', {
      as: admin,
      json: { title: uniqueTitle(), coverImageId: randomUUID(), coverAlt: 'x' },
    });
    expect((await missing.json()).error.message).toBe(ARTICLE.coverMissing);
  });

  it('keeps a published article’s address when its title changes; a new address chosen by the editor leaves the old one answering 301', async () => {
    const title = uniqueTitle();
    const a = await create({ title, status: 'published', content: '<p>x</p>' });
    const renamed = await update(a.id, { title: `${title} diperbarui`, status: 'published', content: '<p>x</p>' });
    expect(renamed.slug).toBe(a.slug);

    const moved = await update(a.id, { title: `${title} diperbarui`, status: 'published', content: '<p>x</p>', slug: `${a.slug}-baru` });
    expect(moved.slug).toBe(`${a.slug}-baru`);
    const api = await t.request('GET', `/api/news/${a.slug}`);
    expect(api.status).toBe(301);
    expect(api.headers.get('location')).toBe(`/api/news/${a.slug}-baru`);
    expect((await t.request('GET', `/api/news/${a.slug}-baru`)).status).toBe(200);

    // Another article cannot take either address.
    const b = await create({ title: uniqueTitle(), status: 'draft' });
    for (const slug of [a.slug, `${a.slug}-baru`]) {
      const res = await t.request('PUT', `/api/admin/articles/${b.id}`, { as: admin, json: { title: b.title, slug } });
      expect(res.status).toBe(409);
      expect((await res.json()).error.message).toBe(ARTICLE.slugTaken);
    }
  });

  it('shows the cover in sizes and the byline to readers', async () => {
    const form = new FormData();
    form.set('image', new File([(await pngBytes(1600, 1200)) as Uint8Array<ArrayBuffer>], 'sampul.png'));
    const cover = await json<ImageRef>(await t.request('POST', '/api/admin/images?purpose=cover', { as: admin, form }), 201);
    const a = await create({
      title: uniqueTitle(),
      status: 'published',
      content: '<p>x</p>',
      coverImageId: cover.id,
      coverAlt: 'Jembatan Budong-Budong',
      authorName: 'Humas Dinas PUPR Sulbar',
    });
    expect(a.cover).toEqual(cover);
    const item = await json<NewsArticle>(await t.request('GET', `/api/news/${a.slug}`));
    expect(item.cover).toEqual({ ...cover, alt: 'Jembatan Budong-Budong' });
    expect(item.byline).toBe('Humas Dinas PUPR Sulbar');
    const plain = await create({ title: uniqueTitle(), status: 'published', content: '<p>x</p>' });
    expect((await json<NewsArticle>(await t.request('GET', `/api/news/${plain.slug}`))).byline).toBe('Redaktur Utama');
  });
});
