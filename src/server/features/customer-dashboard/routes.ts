import { Hono } from 'hono';
import { z } from 'zod';
import { ownRequestCodeSchema } from '../../../shared/issued-document-schemas.ts';
import type { AppEnv } from '../../context.ts';
import { allow, paramInput } from '../../http/input.ts';
import { getCustomerDashboard } from './get-customer-dashboard.ts';
import { getOwnRequest } from './get-own-request.ts';

export const customerDashboardRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    c.header('cache-control', 'private, no-store');
    return c.json(
      await getCustomerDashboard({ db: c.get('deps').db, actor: await c.get('user')(), secret: c.get('deps').env.AUTH_SECRET! }),
    );
  })
  .get('/requests/:code', allow('customer.services'), paramInput(z.object({ code: ownRequestCodeSchema })), async (c) => {
    c.header('cache-control', 'private, no-store');
    return c.json(await getOwnRequest({ db: c.get('deps').db, actor: await c.get('user')(), code: c.req.valid('param').code }));
  });
