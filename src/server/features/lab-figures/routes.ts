import { Hono } from 'hono';
import type { AppEnv } from '../../context.ts';
import { allow } from '../../http/input.ts';
import { getLabFigures } from './get-lab-figures.ts';

/** /api/admin/ujilab/ringkasan (issue 40, item 6): "Ringkasan Laboratorium" above the lab's request table. */
export const labFigureRoutes = new Hono<AppEnv>().get('/ringkasan', allow('ujilab.manage'), async (c) => {
  c.header('cache-control', 'private, no-store');
  return c.json(await getLabFigures({ db: c.get('deps').db, actor: await c.get('user')() }));
});
