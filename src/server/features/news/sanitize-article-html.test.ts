import { describe, expect, it } from 'vitest';
import { sanitizeArticleHtml } from './sanitize-article-html.ts';

describe('sanitizeArticleHtml', () => {
  it('keeps the editor formatting', () => {
    const html = '<h2>Judul</h2><p><strong>tebal</strong> <em>miring</em> <u>garis</u></p><ol><li class="ql-indent-2">satu</li></ol>';
    expect(sanitizeArticleHtml(html)).toBe(html);
  });
  it('drops scripts, event handlers and javascript: links', () => {
    const out = sanitizeArticleHtml('<p onclick="x()">a</p><script>alert(1)</script><img src="x" onerror="alert(1)"><a href="javascript:alert(1)">b</a>');
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
  it('limits indent classes to levels 1–8', () => {
    expect(sanitizeArticleHtml('<p class="ql-indent-9 ql-indent-3">x</p>')).toBe('<p class="ql-indent-3">x</p>');
  });
});
