import { Hono } from 'hono';
import { z } from 'zod';
import { anyTrackingCodeSchema } from '../../../shared/tracking-schemas.ts';
import type { AppEnv } from '../../context.ts';
import { paramInput, queryInput } from '../../http/input.ts';
import { getReceipt } from './get-receipt.ts';

export const receiptRoutes = new Hono<AppEnv>().get(
  '/:code',
  paramInput(z.object({ code: anyTrackingCodeSchema })),
  queryInput(z.object({ t: z.string().max(64).optional() })),
  async (c) => {
    const { db, env } = c.get('deps');
    const { filename, pdf } = await getReceipt({
      db,
      env,
      actor: await c.get('user')(),
      code: c.req.valid('param').code,
      token: c.req.valid('query').t,
    });
    return c.body(new Uint8Array(pdf), 200, {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${filename}"`,
      'cache-control': 'private, no-store',
    });
  },
);
