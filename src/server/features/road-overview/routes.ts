import { Hono } from 'hono';
import { z } from 'zod';
import { pageQuerySchema, UUID_PATTERN } from '../../../shared/admin-schemas.ts';
import type { AppEnv } from '../../context.ts';
import { queryInput } from '../../http/input.ts';
import { getRoadOverview } from './get-road-overview.ts';
import { listRoadOptions } from './list-road-options.ts';
import { listRoadPriorities } from './list-road-priorities.ts';

const optionsQuery = z.object({
  q: z.string().trim().max(100).default(''),
  // An id that is not one is ignored (the search answers instead).
  id: z
    .string()
    .optional()
    .transform((v) => (v && UUID_PATTERN.test(v) ? v : undefined)),
});

/** /api/admin/road-overview (issue 39, item 6): a ruas for its engineers, the "worst first" list, the bridge form's choices. */
export const roadOverviewRoutes = new Hono<AppEnv>()
  .get('/prioritas', queryInput(pageQuerySchema), async (c) =>
    c.json(await listRoadPriorities({ db: c.get('deps').db, actor: await c.get('user')(), input: c.req.valid('query') })),
  )
  .get('/pilihan', queryInput(optionsQuery), async (c) => {
    const { q, id } = c.req.valid('query');
    return c.json(await listRoadOptions({ db: c.get('deps').db, actor: await c.get('user')(), q, ...(id ? { id } : {}) }));
  })
  .get('/:id', async (c) => c.json(await getRoadOverview({ db: c.get('deps').db, actor: await c.get('user')(), id: c.req.param('id') })));
