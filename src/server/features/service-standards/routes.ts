import { Hono } from 'hono';
import { z } from 'zod';
import {
  pledgeInputSchema,
  standardDocumentSchema,
  standardInputSchema,
  standardKeySchema,
  STANDARD_KEYS,
} from '../../../shared/service-standard-schemas.ts';
import { STANDARD_TEXT } from '../../../shared/service-standard-strings.ts';
import type { AppEnv } from '../../context.ts';
import { AppError } from '../../http/errors.ts';
import { allow, jsonInput, paramInput } from '../../http/input.ts';
import { listRevisions } from './list-revisions.ts';
import { readPledge } from './read-pledge.ts';
import { readStandard } from './read-standard.ts';
import { restoreRevision } from './restore-revision.ts';
import { saveStandard } from './save-standard.ts';

const keyParam = paramInput(z.object({ key: standardKeySchema }));
const documentParam = paramInput(z.object({ key: standardDocumentSchema }));

/** GET /api/standar/:key and /api/standar/maklumat for everyone. */
export const standardRoutes = new Hono<AppEnv>()
  .get('/maklumat', async (c) => {
    c.header('cache-control', 'public, max-age=60');
    return c.json(await readPledge(c.get('deps').db));
  })
  .get('/:key', async (c) => {
    // An address that names no service is a page that does not exist: 404, not a bad request.
    const key = standardKeySchema.safeParse(c.req.param('key'));
    if (!key.success) throw new AppError('NOT_FOUND', STANDARD_TEXT.notFound);
    c.header('cache-control', 'public, max-age=60');
    return c.json(await readStandard(c.get('deps').db, key.data));
  });

/** The CMS (super admin): save a standard, save the pledge, the history, restore. */
export const adminStandardRoutes = new Hono<AppEnv>()
  .use(allow('cms.manage'), async (c, next) => {
    c.header('cache-control', 'no-store');
    await next();
  })
  .get('/', async (c) => {
    const db = c.get('deps').db;
    const [standards, pledge] = await Promise.all([Promise.all(STANDARD_KEYS.map((k) => readStandard(db, k))), readPledge(db)]);
    return c.json({ standards, pledge });
  })
  .put('/maklumat', jsonInput(pledgeInputSchema), async (c) =>
    c.json(await saveStandard({ db: c.get('deps').db, actor: await c.get('user')(), key: 'maklumat', input: c.req.valid('json') })),
  )
  .put('/:key', keyParam, jsonInput(standardInputSchema), async (c) =>
    c.json(
      await saveStandard({ db: c.get('deps').db, actor: await c.get('user')(), key: c.req.valid('param').key, input: c.req.valid('json') }),
    ),
  )
  .get('/:key/revisi', documentParam, async (c) =>
    c.json(await listRevisions({ db: c.get('deps').db, actor: await c.get('user')(), key: c.req.valid('param').key })),
  )
  .post('/:key/revisi/:id/pulihkan', paramInput(z.object({ key: standardDocumentSchema, id: z.string() })), async (c) => {
    const { key, id } = c.req.valid('param');
    return c.json(await restoreRevision({ db: c.get('deps').db, actor: await c.get('user')(), key, id }));
  });
