import { Hono } from 'hono';
import { pageQuerySchema } from '../../../shared/admin-schemas.ts';
import type { AppEnv } from '../../context.ts';
import { parseInput } from '../../http/validate.ts';
import { getPublishedArticle, listPublishedArticles } from './published-articles.ts';

export const newsRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const input = parseInput(pageQuerySchema, c.req.query());
    return c.json(await listPublishedArticles({ db: c.get('deps').db, input }));
  })
  .get('/:slug', async (c) => c.json(await getPublishedArticle({ db: c.get('deps').db, slug: c.req.param('slug') })));
