import { Hono } from 'hono';
import { pageQuerySchema } from '../../../shared/admin-schemas.ts';
import type { AppEnv } from '../../context.ts';
import { queryInput } from '../../http/input.ts';
import { getPublishedArticle, listPublishedArticles } from './published-articles.ts';

export const newsRoutes = new Hono<AppEnv>()
  .get('/', queryInput(pageQuerySchema), async (c) =>
    c.json(await listPublishedArticles({ db: c.get('deps').db, input: c.req.valid('query') })),
  )
  .get('/:slug', async (c) => c.json(await getPublishedArticle({ db: c.get('deps').db, slug: c.req.param('slug') })));
