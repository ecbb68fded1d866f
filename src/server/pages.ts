import { Hono } from 'hono';
import type { AppEnv } from './context.ts';
import { makeAsset, sendAsset, type StaticSite } from './http/static-site.ts';

/** Every other GET is a page of the single-page app: the shell, never cached by the browser. */
export function pageRoutes(site: StaticSite): Hono<AppEnv> {
  const shell = makeAsset(Buffer.from(site.indexHtml), 'text/html; charset=utf-8');
  return new Hono<AppEnv>().on(['GET', 'HEAD'], '*', (c) => sendAsset(c, shell));
}
