import { Hono } from 'hono';
import { z } from 'zod';
import { sitePageInputSchema, sitePageSlugSchema } from '../../../shared/site-page-schemas.ts';
import type { AppEnv } from '../../context.ts';
import { allow, jsonInput, paramInput } from '../../http/input.ts';
import { listSitePages, readSitePage, saveSitePage } from './site-pages.ts';

const slugParam = paramInput(z.object({ slug: sitePageSlugSchema }));

/** GET /api/pages/:slug for everyone (the privacy policy, terms, accessibility statement, Uji Lab's block). */
export const sitePageRoutes = new Hono<AppEnv>().get('/:slug', slugParam, async (c) =>
  c.json(await readSitePage(c.get('deps').db, c.req.valid('param').slug)),
);

/** The CMS: list and save (content editors). */
export const adminSitePageRoutes = new Hono<AppEnv>()
  .use(allow('cms.manage'), async (c, next) => {
    c.header('cache-control', 'no-store');
    await next();
  })
  .get('/', async (c) => c.json(await listSitePages({ db: c.get('deps').db, actor: await c.get('user')() })))
  .put('/:slug', slugParam, jsonInput(sitePageInputSchema), async (c) =>
    c.json(
      await saveSitePage({
        db: c.get('deps').db,
        actor: await c.get('user')(),
        slug: c.req.valid('param').slug,
        input: c.req.valid('json'),
      }),
    ),
  );
