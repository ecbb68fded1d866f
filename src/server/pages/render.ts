// A page as the server sends it: index.html with its head, the session and, for a public page, the
// page rendered by src/web/entry-server.tsx with the API answers it was made from.
import { QUERY_DATA_ELEMENT_ID, SESSION_ELEMENT_ID, type QueryDataEntry } from '../../shared/page-data.ts';
import type { AppContext, SessionUser } from '../context.ts';
import { publicUser } from '../features/accounts/routes.ts';
import { makeAsset, type StaticSite } from '../http/static-site.ts';
import { HEAD_BLOCK } from './meta.ts';

/** index.html's #root with the spinner painted before any script runs; a rendered page replaces it. */
const ROOT_BLOCK = /<div id="root"><!--app-root-->[\s\S]*?<!--\/app-root--><\/div>/;

type RenderedPage = { html: string; headLinks: string[]; queries: QueryDataEntry[] };

export function pageRenderer(site: StaticSite) {
  const canRender = ROOT_BLOCK.test(site.indexHtml);

  /**
   * index.html with this head, the session the app would otherwise ask /api/account/me for and,
   * for a page rendered on the server, its HTML and the API answers it was made from.
   */
  const pageHtml = (head: string, session: SessionUser | null | undefined, page?: RenderedPage) => {
    const data = [
      session === undefined
        ? ''
        : `<script id="${SESSION_ELEMENT_ID}" type="application/json">${jsonForScript({ user: session && publicUser(session) })}</script>`,
      page?.queries.length ? `<script id="${QUERY_DATA_ELEMENT_ID}" type="application/json">${jsonForScript(page.queries)}</script>` : '',
    ].filter(Boolean);
    // React's own preloads, except those the head already has.
    const links = (page?.headLinks ?? []).filter((link) => !head.includes(/href="([^"]*)"/.exec(link)?.[1] ?? '\u0000'));
    let html = site.indexHtml.replace(
      HEAD_BLOCK,
      () => `<!--app-head-->\n    ${[head, ...data, ...links].join('\n    ')}\n    <!--/app-head-->`,
    );
    if (page) html = html.replace(ROOT_BLOCK, () => `<div id="root" data-ssr="">${page.html}</div>`);
    // Compressed quickly even when kept for many visitors: the smallest setting costs ~20 ms a page
    // (a stream of made-up addresses would turn that into load) for ~400 bytes less.
    return makeAsset(Buffer.from(html), 'text/html; charset=utf-8', false, true);
  };

  /**
   * The page as HTML, so that a phone paints it before any script has run and messaging apps and
   * search engines read its text. Null when there is no renderer or it fails: the app then
   * renders in the browser, as before. `queries`: the answers as the API sends them (readPageData).
   */
  const renderPage = async (
    c: AppContext,
    session: SessionUser | null | undefined,
    queries: QueryDataEntry[],
  ): Promise<RenderedPage | null> => {
    if (!site.renderer || !canRender || session === undefined) return null;
    try {
      const url = c.req.path + (new URL(c.req.url).search || '');
      let html = await site.renderer({ url, user: session && publicUser(session), queries });
      // React puts preloads for images it met at the very start; they belong in <head>.
      const lead = /^(?:<link [^>]*\/>)+/.exec(html)?.[0] ?? '';
      html = html.slice(lead.length);
      return { html, headLinks: lead.match(/<link [^>]*\/>/g) ?? [], queries };
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
