import { Hono } from 'hono';
import { pageQuerySchema } from '../../../shared/admin-schemas.ts';
import type { AppEnv } from '../../context.ts';
import { queryInput } from '../../http/input.ts';
import { findArticleRedirect, getPublishedArticle, listPublishedArticles } from './published-articles.ts';

export const newsRoutes = new Hono<AppEnv>()
  .get('/', queryInput(pageQuerySchema), async (c) =>
    c.json(await listPublishedArticles({ db: c.get('deps').db, input: c.req.valid('query') })),
  )
  .get('/:slug', async (c) => {
    const { db } = c.get('deps');
    // An earlier address of the article: 301 to where it lives now (issue 14).
    const moved = await findArticleRedirect(db, c.req.param('slug'));
    if (moved) return c.redirect(`/api/news/${encodeURIComponent(moved)}`, 301);
    return c.json(await getPublishedArticle({ db, slug: c.req.param('slug') }));
  });
