import { Hono } from 'hono';
import { bridgeListQuerySchema } from '../../../shared/bridge-schemas.ts';
import type { AppEnv } from '../../context.ts';
import { readJson } from '../../http/body.ts';
import { parseInput } from '../../http/validate.ts';
import { deleteBridge } from './delete-bridge.ts';
import { listBridgesJson } from './list-bridges.ts';
import { saveBridge } from './save-bridge.ts';

export const bridgeRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const input = parseInput(bridgeListQuerySchema, c.req.query());
    const json = await listBridgesJson({ db: c.get('deps').db, log: c.get('log'), input });
    return c.body(json, 200, { 'content-type': 'application/json' });
  })
  .post('/', async (c) => {
    const actor = await c.get('user')();
    return c.json(await saveBridge({ db: c.get('deps').db, actor, body: await readJson(c) }), 201);
  })
  .put('/:id', async (c) => {
    const actor = await c.get('user')();
    return c.json(await saveBridge({ db: c.get('deps').db, actor, id: c.req.param('id'), body: await readJson(c) }));
  })
  .delete('/:id', async (c) => {
    await deleteBridge({ db: c.get('deps').db, actor: await c.get('user')(), id: c.req.param('id') });
    return c.json({ ok: true });
  });
