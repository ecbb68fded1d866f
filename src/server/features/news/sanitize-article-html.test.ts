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
    expect(sanitizeArticleHtml('<img src="data:image/png;base64,AAAA">')).toContain('data:image/png');
    expect(sanitizeArticleHtml('<img src="data:text/html;base64,AAAA">')).not.toContain('<img');
  });
  it('keeps only images the portal serves itself: /files/ paths and raster data: URIs (docs/decisions/009)', () => {
    const kept = (src: string) => sanitizeArticleHtml(`<p>a</p><img src="${src}" alt="foto">`);
    expect(kept('/files/article-images/2026/jembatan.webp')).toBe(
      '<p>a</p><img src="/files/article-images/2026/jembatan.webp" alt="foto" />',
    );
    for (const type of ['png', 'jpeg', 'webp', 'gif'])
      expect(kept(`data:image/${type};base64,AAAA`)).toContain(`<img src="data:image/${type};base64,AAAA"`);
    for (const src of [
      'https://cdn.contoh.id/a.jpg',
      'http://contoh.id/a.png',
      'HTTPS://CDN.CONTOH.ID/A.JPG',
      '//evil/x.png',
      '\\\\evil/x.png',
      '/\\evil/x.png',
      'data:text/html;base64,PHNjcmlwdD4=',
      'data:image/svg+xml;base64,PHN2Zz4=',
      'ftp://contoh.id/a.png',
      '/files/../api/account/logout',
      '/files/lab-documents/%2e%2e/x.png',
      '/images/berita/jalan.svg',
      'x',
      '',
    ]) {
      expect(kept(src), src).toBe('<p>a</p>');
    }
    expect(sanitizeArticleHtml('<p>a</p><img alt="tanpa sumber">')).toBe('<p>a</p>');
  });

  it('limits indent classes to levels 1–8', () => {
    expect(sanitizeArticleHtml('<p class="ql-indent-9 ql-indent-3">x</p>')).toBe('<p class="ql-indent-3">x</p>');
  });
});
