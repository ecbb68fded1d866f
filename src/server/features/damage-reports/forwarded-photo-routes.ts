import { Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { FORWARDING } from '../../../shared/forwarding-strings.ts';
import { OFFICE } from '../../../shared/strings.ts';
import type { AppEnv } from '../../context.ts';
import { contentTypeOf } from '../../storage/content-type.ts';
import { readForwardedPhoto } from './forwarded-photo.ts';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

/** A page an official opening a mail's link can read (not JSON): why the photo does not open, and the way to the portal. */
function refusal(title: string, message: string): string {
  return `<!doctype html>
<html lang="id"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)} — ${escapeHtml(OFFICE.name)}</title></head>
<body style="margin:0;font-family:Arial,Helvetica,sans-serif;color:#0f172a;background:#f1f5f9">
<main style="max-width:560px;margin:0 auto;padding:32px 16px">
<p style="font-weight:bold;color:#0f4c81;margin:0 0 16px">${escapeHtml(OFFICE.name)}</p>
<h1 style="font-size:22px;margin:0 0 12px">${escapeHtml(title)}</h1>
<p style="line-height:1.5;margin:0 0 24px">${escapeHtml(message)}</p>
<p><a href="/" style="color:#0f4c81">${escapeHtml(FORWARDING.photoLink.home)}</a></p>
</main></body></html>`;
}

/** /terusan/foto/{id}?s={expiry}&t={signature}: a forwarded report's photo for the authority it went to (issue 39, item 3). */
export const forwardedPhotoRoutes = new Hono<AppEnv>().get('/foto/:id', async (c) => {
  const answer = await readForwardedPhoto(c.get('deps'), c.req.param('id'), c.req.query('s') ?? '', c.req.query('t') ?? '');
  if (answer.found === 'photo') {
    return c.body(answer.body, 200, {
      'content-type': contentTypeOf(answer.key),
      'content-length': String(answer.size),
      // Only the holder of the link: never a shared cache, and gone from the browser's with the link's time.
      'cache-control': 'private, max-age=3600',
      'x-content-type-options': 'nosniff',
      'x-robots-tag': 'noindex',
    });
  }
  const t = FORWARDING.photoLink;
  const [status, page]: [ContentfulStatusCode, string] =
    answer.found === 'expired' ? [410, refusal(t.expiredTitle, t.expired)] : [404, refusal(t.notFoundTitle, t.notFound)];
  return c.html(page, status, { 'cache-control': 'no-store' });
});
