import { Hono } from 'hono';
import type { Paged } from '../../../shared/admin-schemas.ts';
import {
  articleInputSchema,
  articleListQuerySchema,
  revisionCompareQuerySchema,
  type AdminArticleListItem,
} from '../../../shared/cms-schemas.ts';
import type { AppEnv } from '../../context.ts';
import { caller, noStore } from '../../http/caller.ts';
import { allow, jsonInput, queryInput } from '../../http/input.ts';
import { jsonBytes } from '../../http/json-bytes.ts';
import { compareRevisions, getRevision, listRevisions, restoreRevision } from './article-revisions.ts';
import { deleteArticle } from './delete-article.ts';
import { getArticle } from './get-article.ts';
import { listArticlesJson } from './list-articles.ts';
import { createArticle, updateArticle } from './save-article.ts';

export const adminArticleRoutes = new Hono<AppEnv>()
  .use(allow('cms.manage'), noStore)
  .get('/', queryInput(articleListQuerySchema), async (c) => {
    // The data version is read with the signed-in profile (context.ts): after the caller.
    const who = await caller(c);
    const json = await listArticlesJson({ ...who, input: c.req.valid('query'), version: c.get('dataVersion') });
    // The page's JSON is made by PostgreSQL (docs/decisions/041), sent as it is.
    return jsonBytes<Paged<AdminArticleListItem>>(c, json);
  })
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
