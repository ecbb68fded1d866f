import { Hono } from 'hono';
import { roleChangeSchema, userListQuerySchema } from '../../../shared/users-schemas.ts';
import { assertCan, type AppEnv } from '../../context.ts';
import { jsonBody } from '../../http/body.ts';
import { parseInput } from '../../http/validate.ts';
import { changeUserRole } from './change-user-role.ts';
import { listUsers } from './list-users.ts';

export const adminUserRoutes = new Hono<AppEnv>()
  .use(async (c, next) => {
    assertCan(await c.get('user')(), 'users.manage');
    await next();
  })
  .get('/', async (c) => {
    const input = parseInput(userListQuerySchema, c.req.query());
    c.header('cache-control', 'no-store');
    return c.json(await listUsers({ db: c.get('deps').db, actor: await c.get('user')(), input }));
  })
  .patch('/:id/role', async (c) => {
    const input = await jsonBody(c, roleChangeSchema);
    return c.json(await changeUserRole({ db: c.get('deps').db, actor: await c.get('user')(), userId: c.req.param('id'), input }));
  });
