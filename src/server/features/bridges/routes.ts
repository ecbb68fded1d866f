import { Hono } from 'hono';
import { searchExportQuerySchema, type KeysetPaged } from '../../../shared/admin-schemas.ts';
import { bridgeFiltersSchema, bridgeInputSchema, bridgeListQuerySchema, type BridgeItem } from '../../../shared/bridge-schemas.ts';
import { LAYANAN_BRIDGES } from '../../../shared/layanan-bridges-strings.ts';
import type { AppEnv } from '../../context.ts';
import { allow, jsonInput, queryInput } from '../../http/input.ts';
import { jsonBytes } from '../../http/json-bytes.ts';
import { AppError } from '../../http/errors.ts';
import { getBridgeFigures } from './bridge-figures.ts';
import { findPublicBridge, listBridgePoints, seesInspectors } from './bridge-public.ts';
import { deleteBridge } from './delete-bridge.ts';
import { exportBridges } from './export-bridges.ts';
import { listBridgesJson } from './list-bridges.ts';
import { saveBridge } from './save-bridge.ts';

const T = LAYANAN_BRIDGES;

export const bridgeRoutes = new Hono<AppEnv>()
  .get('/', queryInput(bridgeListQuerySchema), async (c) => {
    const json = await listBridgesJson({ db: c.get('deps').db, log: c.get('log'), input: c.req.valid('query') });
    // The page's JSON bytes are made once per cached page (docs/decisions/004); their type is the list's.
    return jsonBytes<KeysetPaged<BridgeItem>>(c, json);
  })
  // The admin table's "Unduh CSV" / "Unduh Excel" (staff only; the public list has no export).
  .get('/export', allow('bridges.view_admin'), queryInput(searchExportQuerySchema), async (c) => {
    const { db, pool } = c.get('deps');
    const { body, headers } = exportBridges({ db, pool, actor: await c.get('user')(), input: c.req.valid('query') });
    return c.body(body, 200, headers);
  })
  // Issue 17: the map's pins for the table's search and filters, the figures above it, and one bridge's page.
  .get('/peta', queryInput(bridgeFiltersSchema), async (c) => c.json(await listBridgePoints(c.get('deps').db, c.req.valid('query'))))
  .get('/angka', async (c) => c.json(await getBridgeFigures(c.get('deps').db)))
  .get('/:id', async (c) => {
    const staff = seesInspectors(await c.get('user')());
    const detail = await findPublicBridge(c.get('deps').db, c.req.param('id'), { staff });
    if (!detail) throw new AppError('NOT_FOUND', T.notFound);
    // The answer differs by who asks: no shared cache may keep it.
    return c.json(detail, 200, { 'cache-control': 'private, no-cache', vary: 'Cookie' });
  })
  .post('/', allow('bridges.write', T.forbiddenWrite), jsonInput(bridgeInputSchema, { title: T.incompleteTitle }), async (c) => {
    const actor = await c.get('user')();
    return c.json(await saveBridge({ db: c.get('deps').db, actor, input: c.req.valid('json') }), 201);
  })
  .put('/:id', allow('bridges.write', T.forbiddenWrite), jsonInput(bridgeInputSchema, { title: T.incompleteTitle }), async (c) => {
    const actor = await c.get('user')();
    return c.json(await saveBridge({ db: c.get('deps').db, actor, id: c.req.param('id'), input: c.req.valid('json') }));
  })
  .delete('/:id', async (c) => {
    await deleteBridge({ deps: c.get('deps'), actor: await c.get('user')(), id: c.req.param('id') });
    return c.json({ ok: true });
  });
