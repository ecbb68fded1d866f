import { Hono } from 'hono';
import { z } from 'zod';
import { UPLOAD_FORM_BYTES } from '../../../shared/constants.ts';
import { instansiInputSchema, roadEditSchema, roadFiltersSchema, roadListQuerySchema } from '../../../shared/roads-schemas.ts';
import { INSTANSI, ROAD_IMPORT_MODES, ROADS } from '../../../shared/roads-strings.ts';
import type { AppEnv } from '../../context.ts';
import { allow, jsonInput, multipartInput, paramInput, queryInput } from '../../http/input.ts';
import { deleteInstansi } from './delete-instansi.ts';
import { deleteRoad } from './delete-road.ts';
import { getRoad } from './get-road.ts';
import { importRoads } from './import-roads.ts';
import { listInstansi } from './list-instansi.ts';
import { listRoadLines } from './list-road-lines.ts';
import { listRoads } from './list-roads.ts';
import { roadImportTemplate } from './road-import-template.ts';
import { saveInstansi } from './save-instansi.ts';
import { updateRoad } from './update-road.ts';

const idParam = paramInput(z.object({ id: z.string() }));

/** /api/admin/roads: the road-section register (issue 39, item 1), for roads.manage. */
export const adminRoadRoutes = new Hono<AppEnv>()
  .get('/', allow('roads.manage', ROADS.forbidden), queryInput(roadListQuerySchema), async (c) =>
    c.json(await listRoads({ db: c.get('deps').db, actor: await c.get('user')(), input: c.req.valid('query') })),
  )
  .get('/peta', allow('roads.manage', ROADS.forbidden), queryInput(roadFiltersSchema), async (c) =>
    c.json(await listRoadLines({ db: c.get('deps').db, actor: await c.get('user')(), input: c.req.valid('query') })),
  )
  .get(
    '/import/template',
    allow('roads.manage', ROADS.forbidden),
    queryInput(z.object({ format: z.enum(['csv', 'geojson']).catch('csv').default('csv') })),
    (c) => {
      const { body, headers } = roadImportTemplate(c.req.valid('query').format);
      return c.body(body, 200, headers);
    },
  )
  .post(
    '/import',
    allow('roads.manage', ROADS.forbidden),
    multipartInput({
      maxBytes: UPLOAD_FORM_BYTES.roadImport,
      fields: z.object({ mode: z.enum(ROAD_IMPORT_MODES).catch('dry-run') }),
      files: ['file'],
    }),
    async (c) => {
      const { file, mode } = c.req.valid('form');
      const summary = await importRoads({ db: c.get('deps').db, actor: await c.get('user')(), file, mode });
      // An apply with a refused row changed nothing: the same summary, with 409.
      if (mode === 'apply' && !summary.applied) return c.json(summary, 409);
      return c.json(summary, 200);
    },
  )
  .get('/:id', allow('roads.manage', ROADS.forbidden), idParam, async (c) =>
    c.json(await getRoad({ db: c.get('deps').db, actor: await c.get('user')(), id: c.req.valid('param').id })),
  )
  .put('/:id', allow('roads.manage', ROADS.forbidden), idParam, jsonInput(roadEditSchema, { title: ROADS.incompleteTitle }), async (c) =>
    c.json(
      await updateRoad({ db: c.get('deps').db, actor: await c.get('user')(), id: c.req.valid('param').id, input: c.req.valid('json') }),
    ),
  )
  .delete('/:id', allow('roads.manage', ROADS.forbidden), idParam, async (c) => {
    await deleteRoad({ db: c.get('deps').db, actor: await c.get('user')(), id: c.req.valid('param').id });
    return c.json({ ok: true });
  });

/** /api/admin/instansi: who owns each status of road in each kabupaten (issue 39, item 2), for roads.manage. */
export const adminInstansiRoutes = new Hono<AppEnv>()
  .get('/', allow('roads.manage', ROADS.forbidden), async (c) =>
    c.json(await listInstansi({ db: c.get('deps').db, actor: await c.get('user')() })),
  )
  .post('/', allow('roads.manage', ROADS.forbidden), jsonInput(instansiInputSchema, { title: INSTANSI.incompleteTitle }), async (c) =>
    c.json(await saveInstansi({ db: c.get('deps').db, actor: await c.get('user')(), input: c.req.valid('json') }), 201),
  )
  .put(
    '/:id',
    allow('roads.manage', ROADS.forbidden),
    idParam,
    jsonInput(instansiInputSchema, { title: INSTANSI.incompleteTitle }),
    async (c) =>
      c.json(
        await saveInstansi({ db: c.get('deps').db, actor: await c.get('user')(), id: c.req.valid('param').id, input: c.req.valid('json') }),
      ),
  )
  .delete('/:id', allow('roads.manage', ROADS.forbidden), idParam, async (c) => {
    await deleteInstansi({ db: c.get('deps').db, actor: await c.get('user')(), id: c.req.valid('param').id });
    return c.json({ ok: true });
  });
