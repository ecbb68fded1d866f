import { Hono } from 'hono';
import { roleChangeSchema, userListQuerySchema } from '../../../shared/users-schemas.ts';
import type { AppEnv } from '../../context.ts';
import { allow, jsonInput, queryInput } from '../../http/input.ts';
import { changeUserRole } from './change-user-role.ts';
import { listUsers } from './list-users.ts';

export const adminUserRoutes = new Hono<AppEnv>()
  .use(allow('users.manage'))
  .get('/', queryInput(userListQuerySchema), async (c) => {
    c.header('cache-control', 'no-store');
    return c.json(await listUsers({ db: c.get('deps').db, actor: await c.get('user')(), input: c.req.valid('query') }));
  })
  .patch('/:id/role', jsonInput(roleChangeSchema), async (c) => {
    const input = c.req.valid('json');
    return c.json(await changeUserRole({ db: c.get('deps').db, actor: await c.get('user')(), userId: c.req.param('id'), input }));
  });
