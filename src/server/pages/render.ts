// A page as the server sends it. A public page: public.html with its head, the session and the page
// rendered by src/web/entry-server.tsx (HTML, with React islands; issue 35, ADR 053). Any other
// address: index.html, the signed-in app, with the session.
import { SESSION_ELEMENT_ID, type QueryDataEntry } from '../../shared/page-data.ts';
import type { AppContext, SessionUser } from '../context.ts';
import { publicUser } from '../features/accounts/routes.ts';
import { makeAsset, type StaticSite } from '../http/static-site.ts';
import { HEAD_BLOCK } from './meta.ts';

/** A shell's #root: empty in public.html, index.html's spinner painted before any script runs. */
const ROOT_BLOCK = /<div id="root"><!--app-root-->[\s\S]*?<!--\/app-root--><\/div>/;

type RenderedPage = { html: string; headLinks: string[] };

export function pageRenderer(site: StaticSite) {
  const canRender = site.publicHtml !== null && ROOT_BLOCK.test(site.publicHtml);

  /**
   * A shell with this head and the session (the app would otherwise ask /api/account/me for it; an
   * island reads the user from it) and, for a rendered public page, its HTML.
   */
  const pageHtml = (head: string, session: SessionUser | null | undefined, page?: RenderedPage) => {
    const data =
      session === undefined
        ? ''
        : `<script id="${SESSION_ELEMENT_ID}" type="application/json">${jsonForScript({ user: session && publicUser(session) })}</script>`;
    // React's own preloads and the islands' code, except what the head already has.
    const links = (page?.headLinks ?? []).filter((link) => !head.includes(/href="([^"]*)"/.exec(link)?.[1] ?? '\u0000'));
    const shell = page ? site.publicHtml! : site.indexHtml;
    let html = shell.replace(
      HEAD_BLOCK,
      () => `<!--app-head-->\n    ${[head, data, ...links].filter(Boolean).join('\n    ')}\n    <!--/app-head-->`,
    );
    if (page) html = html.replace(ROOT_BLOCK, () => `<div id="root">${page.html}</div>`);
    // Compressed quickly even when kept for many visitors: the smallest setting costs ~20 ms a page
    // (a stream of made-up addresses would turn that into load) for ~400 bytes less.
    return makeAsset(Buffer.from(html), 'text/html; charset=utf-8', false, true);
  };

  /**
   * The page as HTML: a phone paints and reads it before any script has run (or with none), and
   * messaging apps and search engines read its text. Null when there is no renderer or it fails:
   * the server then sends the app, which says the page cannot be shown (DocumentLoad). `queries`:
   * the answers as the API sends them (readPageData).
   */
  const renderPage = async (
    c: AppContext,
    session: SessionUser | null | undefined,
    queries: QueryDataEntry[],
  ): Promise<RenderedPage | null> => {
    if (!site.renderer || !canRender) return null;
    try {
      const url = c.req.path + (new URL(c.req.url).search || '');
      const rendered = await site.renderer({ url, user: session ? publicUser(session) : null, queries });
      // React puts preloads for images it met at the very start; they belong in <head>.
      const lead = /^(?:<link [^>]*\/>)+/.exec(rendered.html)?.[0] ?? '';
      // The code of the islands taken over at once, fetched with the HTML rather than found by the script.
      const islandLinks = [...new Set(rendered.islands.filter((i) => i.load === 'load').flatMap((i) => site.islandChunks(i.name)))].map(
        (url) => `<link rel="modulepreload" crossorigin href="${url}" />`,
      );
      return { html: rendered.html.slice(lead.length), headLinks: [...(lead.match(/<link [^>]*\/>/g) ?? []), ...islandLinks] };
    } catch (err) {
      c.get('log').warn({ err }, 'page not rendered on the server');
      return null;
    }
  };

  return { pageHtml, renderPage };
}

/** JSON inside <script>: nothing in it can close the element or start markup. */
function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
