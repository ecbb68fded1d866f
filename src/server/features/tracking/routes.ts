import { Hono } from 'hono';
import { z } from 'zod';
import { anyTrackingCodeSchema } from '../../../shared/tracking-schemas.ts';
import type { AppEnv } from '../../context.ts';
import { paramInput } from '../../http/input.ts';
import { getTracking } from './get-tracking.ts';

export const trackingRoutes = new Hono<AppEnv>().get('/:code', paramInput(z.object({ code: anyTrackingCodeSchema })), async (c) => {
  c.header('cache-control', 'no-store');
  return c.json(await getTracking({ db: c.get('deps').db, trackingCode: c.req.valid('param').code }));
});
