// /lacak without JavaScript (issue 35, item 5). Its box is a GET form: /lacak?kode=X goes on to
// /lacak/X when X is a code; anything else is /lacak again, whose page says what is wrong next to
// the box (src/web/features/tracking/components/tracking-page.tsx). /lacak/{code} of a code that
// does not exist is a 404 that still reads as the page: the box, and the message that the code is unknown.
import { Hono } from 'hono';
import { anyTrackingCodeSchema, trackingLookupSchema } from '../../../shared/tracking-schemas.ts';
import type { AppContext, AppEnv } from '../../context.ts';
import { trackingExists } from './get-tracking.ts';

/** Renders /lacak/{code} without its answer, with a 404 (src/server/pages/routes.ts provides it). */
export type ShowUnknownCode = (c: AppContext) => Promise<Response>;

export function trackingLookupRoutes(showUnknown: ShowUnknownCode): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .get('/lacak', async (c, next) => {
      const kode = c.req.query('kode');
      if (kode === undefined) return next();
      // The island's form checks the box with the same schema.
      const lookup = trackingLookupSchema.safeParse({ kode });
      if (!lookup.success) return next();
      return c.redirect(`/lacak/${encodeURIComponent(lookup.data.kode)}`, 303);
    })
    .get('/lacak/:code', async (c, next) => {
      const code = anyTrackingCodeSchema.safeParse(c.req.param('code'));
      if (code.success && (await trackingExists(c.get('deps').db, code.data))) return next();
      return showUnknown(c);
    });
}
