import { Hono } from 'hono';
import { articleInputSchema, articleListQuerySchema, revisionCompareQuerySchema } from '../../../shared/cms-schemas.ts';
import type { AppEnv } from '../../context.ts';
import { caller, noStore } from '../../http/caller.ts';
import { allow, jsonInput, queryInput } from '../../http/input.ts';
import { compareRevisions, getRevision, listRevisions, restoreRevision } from './article-revisions.ts';
import { deleteArticle } from './delete-article.ts';
import { getArticle } from './get-article.ts';
import { listArticles } from './list-articles.ts';
import { createArticle, updateArticle } from './save-article.ts';

export const adminArticleRoutes = new Hono<AppEnv>()
  .use(allow('cms.manage'), noStore)
  .get('/', queryInput(articleListQuerySchema), async (c) =>
    c.json(await listArticles({ ...(await caller(c)), input: c.req.valid('query') })),
  )
  .post('/', jsonInput(articleInputSchema), async (c) =>
    c.json(await createArticle({ ...(await caller(c)), input: c.req.valid('json') }), 201),
  )
  .get('/:id', async (c) => c.json(await getArticle({ ...(await caller(c)), id: c.req.param('id') })))
  .put('/:id', jsonInput(articleInputSchema), async (c) =>
    c.json(await updateArticle({ ...(await caller(c)), id: c.req.param('id'), input: c.req.valid('json') })),
  )
  .get('/:id/revisions', async (c) => c.json(await listRevisions({ ...(await caller(c)), id: c.req.param('id') })))
  .get('/:id/revisions/compare', queryInput(revisionCompareQuerySchema), async (c) =>
    c.json(await compareRevisions({ ...(await caller(c)), id: c.req.param('id'), ...c.req.valid('query') })),
  )
  .get('/:id/revisions/:revisionId', async (c) => c.json(await getRevision({ ...(await caller(c)), ...c.req.param() })))
  .post('/:id/revisions/:revisionId/restore', async (c) => c.json(await restoreRevision({ ...(await caller(c)), ...c.req.param() })))
  .delete('/:id', async (c) => c.json(await deleteArticle({ ...(await caller(c)), id: c.req.param('id') })));
