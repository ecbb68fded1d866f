import { describe, expect, it } from 'vitest';
import { ARTICLE } from './article-strings.ts';
import { ADMIN } from './admin-strings.ts';
import { articleFormSchema, articleInputSchema } from './cms-schemas.ts';
import { standardFormSchema, standardInputSchema, STANDARD_SECTIONS } from './service-standard-schemas.ts';
import { STANDARD_TEXT } from './service-standard-strings.ts';

// The CMS's forms are checked by the server's own schemas (issue 35, item 6): what the editor's boxes
// hold becomes the request the server takes, with the server's messages on the same boxes.

const box = {
  title: ' Jembatan Baru ',
  excerpt: '',
  content: '<p>Isi</p>',
  cover: null,
  coverAlt: '',
  status: 'draft' as const,
  scheduledAt: '',
  authorName: '',
  slug: '',
};
const cover = { id: '0b8a1f2e-4c3d-4e5f-8a9b-1c2d3e4f5a6b', width: 1920, height: 1080 };
const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('articleFormSchema', () => {
  it('gives what the server takes: the cover by id, the WITA schedule with its offset', () => {
    const out = articleFormSchema.parse({ ...box, cover, coverAlt: ' Jembatan ', status: 'scheduled', scheduledAt: '2026-11-25T08:00' });
    expect(out).toMatchObject({
      title: 'Jembatan Baru',
      coverImageId: cover.id,
      coverAlt: 'Jembatan',
      scheduledAt: '2026-11-25T08:00:00+08:00',
      excerpt: null,
      slug: null,
    });
    expect(articleInputSchema.safeParse(out).success).toBe(true);
  });

  it('drops the alt text without a cover and the time of an article that is not scheduled', () => {
    const out = articleFormSchema.parse({ ...box, coverAlt: 'sisa', scheduledAt: '2026-11-25T08:00' });
    expect(out).toMatchObject({ coverImageId: null, coverAlt: null, scheduledAt: null });
  });

  it("says the server's rules on the boxes they are about", () => {
    expect(issues(articleFormSchema.safeParse({ ...box, cover }))).toEqual({ coverAlt: ARTICLE.coverAltRequired });
    expect(issues(articleFormSchema.safeParse({ ...box, status: 'scheduled' }))).toEqual({ scheduledAt: ARTICLE.scheduledRequired });
    expect(issues(articleFormSchema.safeParse({ ...box, title: '  ' }))).toEqual({ title: ADMIN.cms.titleRequired });
  });
});

describe('standardFormSchema', () => {
  const sections = Object.fromEntries(STANDARD_SECTIONS.map((s) => [s, '<p>x</p>']));
  const row = { jenisUji: 'Uji Beton' as const, pengujian: ' Kuat tekan ', satuan: 'benda uji', tarif: 'Rp 150.000' };

  it('reads the tariff as the office types it, into the request the server takes', () => {
    const out = standardFormSchema.parse({ sections, tariffs: [row] });
    expect(out.tariffs).toEqual([{ jenisUji: 'Uji Beton', pengujian: 'Kuat tekan', satuan: 'benda uji', tarif: 150_000 }]);
    expect(standardInputSchema.parse(out)).toEqual(out);
  });

  it("refuses a tariff without digits (not 0) and an empty name with the server's messages, on their boxes", () => {
    expect(issues(standardFormSchema.safeParse({ sections, tariffs: [{ ...row, tarif: 'gratis', pengujian: ' ' }] }))).toEqual({
      'tariffs.0.pengujian': STANDARD_TEXT.errors.tariffName,
      'tariffs.0.tarif': STANDARD_TEXT.errors.tariffAmount,
    });
    expect(issues(standardFormSchema.safeParse({ sections, tariffs: [{ ...row, tarif: '' }] }))).toEqual({
      'tariffs.0.tarif': STANDARD_TEXT.errors.tariffAmount,
    });
  });
});
