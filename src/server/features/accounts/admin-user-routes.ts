import { Hono } from 'hono';
import { searchExportQuerySchema, type KeysetPaged } from '../../../shared/admin-schemas.ts';
import { roleChangeSchema, userListQuerySchema, type AdminUserItem } from '../../../shared/users-schemas.ts';
import type { AppEnv } from '../../context.ts';
import { caller } from '../../http/caller.ts';
import { allow, jsonInput, queryInput } from '../../http/input.ts';
import { jsonBytes } from '../../http/json-bytes.ts';
import { changeUserRole } from './change-user-role.ts';
import { staffInviteSchema } from '../../../shared/staff-account-schemas.ts';
import { authCallerFor } from './call-auth.ts';
import { exportUsers } from './export-users.ts';
import { inviteStaff, resendInvitation, sendPasswordReset, setAccountActive } from './staff-accounts.ts';
import { listUsersJson } from './list-users.ts';
import { unlockLogin } from './unlock-login.ts';

export const adminUserRoutes = new Hono<AppEnv>()
  .use(allow('users.manage'))
  .get('/', queryInput(userListQuerySchema), async (c) => {
    const actor = await c.get('user')();
    const json = await listUsersJson({ db: c.get('deps').db, actor, input: c.req.valid('query'), version: c.get('dataVersion') });
    // The page's JSON is made by PostgreSQL (docs/decisions/041), sent as it is.
    return jsonBytes<KeysetPaged<AdminUserItem>>(c, json, { 'cache-control': 'no-store' });
  })
  .get('/export', queryInput(searchExportQuerySchema), async (c) => {
    const { db, pool } = c.get('deps');
    const { body, headers } = exportUsers({ db, pool, actor: await c.get('user')(), input: c.req.valid('query') });
    return c.body(body, 200, headers);
  })
  // Staff accounts from the interface (issue 13, item 9).
  .post('/', jsonInput(staffInviteSchema), async (c) =>
    c.json(await inviteStaff({ ...(await caller(c)), input: c.req.valid('json') }), 201),
  )
  .post('/:id/invitation', async (c) => {
    const { db, env } = c.get('deps');
    return c.json(await resendInvitation({ db, env, actor: await c.get('user')(), id: c.req.param('id') }));
  })
  .post('/:id/deactivate', async (c) =>
    c.json(await setAccountActive({ db: c.get('deps').db, actor: await c.get('user')(), id: c.req.param('id'), active: false })),
  )
  .post('/:id/reactivate', async (c) =>
    c.json(await setAccountActive({ db: c.get('deps').db, actor: await c.get('user')(), id: c.req.param('id'), active: true })),
  )
  // Lifts a login lock (docs/decisions/045).
  .post('/:id/unlock', async (c) =>
    c.json(await unlockLogin({ db: c.get('deps').db, actor: await c.get('user')(), id: c.req.param('id') })),
  )
  .post('/:id/password-reset', async (c) => {
    await sendPasswordReset({ db: c.get('deps').db, actor: await c.get('user')(), callAuth: authCallerFor(c), id: c.req.param('id') });
    return c.json({ ok: true });
  })
  .patch('/:id/role', jsonInput(roleChangeSchema), async (c) => {
    const input = c.req.valid('json');
    return c.json(await changeUserRole({ db: c.get('deps').db, actor: await c.get('user')(), userId: c.req.param('id'), input }));
  });
