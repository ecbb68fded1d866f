import { Hono } from 'hono';
import { searchExportQuerySchema } from '../../../shared/admin-schemas.ts';
import { roleChangeSchema, userListQuerySchema } from '../../../shared/users-schemas.ts';
import type { AppEnv } from '../../context.ts';
import { allow, jsonInput, queryInput } from '../../http/input.ts';
import { changeUserRole } from './change-user-role.ts';
import { exportUsers } from './export-users.ts';
import { listUsers } from './list-users.ts';

export const adminUserRoutes = new Hono<AppEnv>()
  .use(allow('users.manage'))
  .get('/', queryInput(userListQuerySchema), async (c) => {
    c.header('cache-control', 'no-store');
    return c.json(await listUsers({ db: c.get('deps').db, actor: await c.get('user')(), input: c.req.valid('query') }));
  })
  .get('/export', queryInput(searchExportQuerySchema), async (c) => {
    const { db, pool } = c.get('deps');
    const { body, headers } = exportUsers({ db, pool, actor: await c.get('user')(), input: c.req.valid('query') });
    return c.body(body, 200, headers);
  })
  .patch('/:id/role', jsonInput(roleChangeSchema), async (c) => {
    const input = c.req.valid('json');
    return c.json(await changeUserRole({ db: c.get('deps').db, actor: await c.get('user')(), userId: c.req.param('id'), input }));
  });
