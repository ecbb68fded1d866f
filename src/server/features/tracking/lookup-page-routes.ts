// /lacak's box is a GET form (issue 35, item 5: it works without JavaScript): /lacak?kode=X goes on
// to /lacak/X when X is a code; anything else is /lacak again, whose page says what is wrong next to
// the box (src/web/features/tracking/components/tracking-page.tsx).
import { Hono } from 'hono';
import { anyTrackingCodeSchema } from '../../../shared/tracking-schemas.ts';
import type { AppEnv } from '../../context.ts';

export const trackingLookupRoutes = new Hono<AppEnv>().get('/lacak', async (c, next) => {
  const kode = c.req.query('kode');
  if (kode === undefined) return next();
  const code = anyTrackingCodeSchema.safeParse(kode);
  if (!code.success) return next();
  return c.redirect(`/lacak/${encodeURIComponent(code.data)}`, 303);
});
