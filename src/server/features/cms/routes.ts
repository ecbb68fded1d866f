import { Hono } from 'hono';
import { articleInputSchema, articleListQuerySchema, revisionCompareQuerySchema } from '../../../shared/cms-schemas.ts';
import type { AppEnv } from '../../context.ts';
import { allow, jsonInput, queryInput } from '../../http/input.ts';
import { compareRevisions, getRevision, listRevisions, restoreRevision } from './article-revisions.ts';
import { deleteArticle } from './delete-article.ts';
import { getArticle } from './get-article.ts';
import { listArticles } from './list-articles.ts';
import { createArticle, updateArticle } from './save-article.ts';

export const adminArticleRoutes = new Hono<AppEnv>()
  .use(allow('cms.manage'), async (c, next) => {
    c.header('cache-control', 'no-store');
    await next();
  })
  .get('/', queryInput(articleListQuerySchema), async (c) =>
    c.json(await listArticles({ db: c.get('deps').db, actor: await c.get('user')(), input: c.req.valid('query') })),
  )
  .post('/', jsonInput(articleInputSchema), async (c) =>
    c.json(await createArticle({ db: c.get('deps').db, actor: await c.get('user')(), input: c.req.valid('json') }), 201),
  )
  .get('/:id', async (c) => c.json(await getArticle({ db: c.get('deps').db, actor: await c.get('user')(), id: c.req.param('id') })))
  .put('/:id', jsonInput(articleInputSchema), async (c) =>
    c.json(await updateArticle({ db: c.get('deps').db, actor: await c.get('user')(), id: c.req.param('id'), input: c.req.valid('json') })),
  )
  .get('/:id/revisions', async (c) =>
    c.json(await listRevisions({ db: c.get('deps').db, actor: await c.get('user')(), id: c.req.param('id') })),
  )
  .get('/:id/revisions/compare', queryInput(revisionCompareQuerySchema), async (c) =>
    c.json(await compareRevisions({ db: c.get('deps').db, actor: await c.get('user')(), id: c.req.param('id'), ...c.req.valid('query') })),
  )
  .get('/:id/revisions/:revisionId', async (c) =>
    c.json(
      await getRevision({
        db: c.get('deps').db,
        actor: await c.get('user')(),
        id: c.req.param('id'),
        revisionId: c.req.param('revisionId'),
      }),
    ),
  )
  .post('/:id/revisions/:revisionId/restore', async (c) =>
    c.json(
      await restoreRevision({
        db: c.get('deps').db,
        actor: await c.get('user')(),
        id: c.req.param('id'),
        revisionId: c.req.param('revisionId'),
      }),
    ),
  )
  .delete('/:id', async (c) => c.json(await deleteArticle({ db: c.get('deps').db, actor: await c.get('user')(), id: c.req.param('id') })));
