import { describe, expect, it } from 'vitest';
import { sanitizeArticleHtml } from './sanitize-article-html.ts';

describe('sanitizeArticleHtml', () => {
  it('keeps the editor formatting', () => {
    const html = '<h2>Judul</h2><p><strong>tebal</strong> <em>miring</em> <u>garis</u></p><ol><li class="ql-indent-2">satu</li></ol>';
    expect(sanitizeArticleHtml(html)).toBe(html);
  });
  it('drops scripts, event handlers and javascript: links', () => {
    const out = sanitizeArticleHtml(
      '<p onclick="x()">a</p><script>alert(1)</script><img src="x" onerror="alert(1)"><a href="javascript:alert(1)">b</a>',
    );
    expect(out).not.toMatch(/script|onerror|onclick|javascript:/i);
    expect(out).toContain('<p>a</p>');
  });
  it('allows the spec schemes only', () => {
    expect(sanitizeArticleHtml('<a href="tel:+62426">t</a>')).toContain('href="tel:+62426"');
    expect(sanitizeArticleHtml('<a href="mailto:a@b.id">m</a>')).toContain('href="mailto:a@b.id"');
    expect(sanitizeArticleHtml('<a href="ftp://x">f</a>')).not.toContain('ftp:');
    expect(sanitizeArticleHtml('<img src="data:text/html;base64,AAAA">')).not.toContain('<img');
  });
  it('keeps only images the portal stored (/images/{id}/{width} with a size), rebuilt with srcset (docs/decisions/022)', () => {
    const id = '0b4a8b00-1111-4222-8333-444455556666';
    const kept = (src: string, size = 'width="800" height="450"') => sanitizeArticleHtml(`<p>a</p><img src="${src}" ${size} alt="foto">`);
    expect(kept(`/images/${id}/640`)).toBe(
      `<p>a</p><img src="/images/${id}/640" srcset="/images/${id}/320 320w, /images/${id}/480 480w, /images/${id}/640 640w" sizes="(min-width: 768px) 720px, 100vw" width="800" height="450" alt="foto" loading="lazy" decoding="async" />`,
    );
    for (const src of [
      `/images/${id}/640`, // no size: dropped below
      'https://cdn.contoh.id/a.jpg',
      'HTTPS://CDN.CONTOH.ID/A.JPG',
      '//evil/x.png',
      '\\\\evil/x.png',
      'data:image/png;base64,AAAA',
      'data:image/svg+xml;base64,PHN2Zz4=',
      '/files/article-images/2026/jembatan.webp',
      `/images/${id}/640/../../api`,
      `/images/${id.toUpperCase()}/640`,
      '/images/berita/jalan.svg',
      'x',
      '',
    ]) {
      expect(kept(src, src === `/images/${id}/640` ? '' : 'width="800" height="450"'), src).toBe('<p>a</p>');
    }
    expect(kept(`/images/${id}/640`, 'width="0" height="450"')).toBe('<p>a</p>');
    expect(sanitizeArticleHtml('<p>a</p><img alt="tanpa sumber">')).toBe('<p>a</p>');
  });

  it('keeps figures with their captions', () => {
    expect(sanitizeArticleHtml('<figure><figcaption>Keterangan</figcaption></figure>')).toBe(
      '<figure><figcaption>Keterangan</figcaption></figure>',
    );
  });

  it('limits indent classes to levels 1–8', () => {
    expect(sanitizeArticleHtml('<p class="ql-indent-9 ql-indent-3">x</p>')).toBe('<p class="ql-indent-3">x</p>');
  });
});
