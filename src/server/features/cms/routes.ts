import { Hono } from 'hono';
import { articleInputSchema, articleListQuerySchema } from '../../../shared/cms-schemas.ts';
import { assertCan, type AppEnv } from '../../context.ts';
import { jsonBody } from '../../http/body.ts';
import { parseInput } from '../../http/validate.ts';
import { deleteArticle } from './delete-article.ts';
import { getArticle } from './get-article.ts';
import { listArticles } from './list-articles.ts';
import { createArticle, updateArticle } from './save-article.ts';

export const adminArticleRoutes = new Hono<AppEnv>()
  .use(async (c, next) => {
    assertCan(await c.get('user')(), 'cms.manage');
    c.header('cache-control', 'no-store');
    await next();
  })
  .get('/', async (c) => {
    const input = parseInput(articleListQuerySchema, c.req.query());
    return c.json(await listArticles({ db: c.get('deps').db, actor: await c.get('user')(), input }));
  })
  .post('/', async (c) => {
    const input = await jsonBody(c, articleInputSchema);
    return c.json(await createArticle({ db: c.get('deps').db, actor: await c.get('user')(), input }), 201);
  })
  .get('/:id', async (c) => c.json(await getArticle({ db: c.get('deps').db, actor: await c.get('user')(), id: c.req.param('id') })))
  .put('/:id', async (c) => {
    const input = await jsonBody(c, articleInputSchema);
    return c.json(await updateArticle({ db: c.get('deps').db, actor: await c.get('user')(), id: c.req.param('id'), input }));
  })
  .delete('/:id', async (c) => c.json(await deleteArticle({ db: c.get('deps').db, actor: await c.get('user')(), id: c.req.param('id') })));
