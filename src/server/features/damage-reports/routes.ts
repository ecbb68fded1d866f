import { Hono } from 'hono';
import { z } from 'zod';
import { MAX_DAMAGE_PHOTOS, UPLOAD_FORM_BYTES } from '../../../shared/constants.ts';
import { REPORT_FORM } from '../../../shared/report-form-strings.ts';
import type { AppEnv } from '../../context.ts';
import { readIdempotencyKey } from '../../http/idempotency.ts';
import { damageReportInputSchema, trackingCodeSchema } from '../../../shared/damage-report-schemas.ts';
import { LAYANAN_DAMAGE } from '../../../shared/layanan-damage-strings.ts';
import { multipartInput, paramInput, queryInput } from '../../http/input.ts';
import { roadLookupQuerySchema } from '../../../shared/road-lookup-schemas.ts';
import { findReportRoad } from './find-report-road.ts';
import { getReportStatus } from './get-report-status.ts';
import { submitDamageReport } from './submit-damage-report.ts';

export const damageReportRoutes = new Hono<AppEnv>()
  .post(
    '/',
    multipartInput({
      maxBytes: UPLOAD_FORM_BYTES.damageReport,
      fields: damageReportInputSchema,
      files: [],
      list: { name: 'photos', max: MAX_DAMAGE_PHOTOS, tooMany: REPORT_FORM.tooManyPhotos },
      title: LAYANAN_DAMAGE.incompleteTitle,
    }),
    async (c) => {
      const input = { ...c.req.valid('form'), idempotencyKey: readIdempotencyKey(c) };
      return c.json(await submitDamageReport({ deps: c.get('deps'), actor: await c.get('user')(), input }), 201);
    },
  )
  // The map's tiles (MAP_TILE_URL), read by the map's chunk when it loads.
  .get('/map-config', (c) => {
    const env = c.get('deps').env;
    c.header('cache-control', 'public, max-age=300');
    return c.json({ tileUrl: env.MAP_TILE_URL === 'off' ? null : env.MAP_TILE_URL, attribution: env.MAP_TILE_ATTRIBUTION });
  })
  // Issue 39: the ruas under the form's pin and who handles it (rate-limited in app.ts).
  .get('/road', queryInput(roadLookupQuerySchema), async (c) => {
    c.header('cache-control', 'no-store');
    return c.json({ match: await findReportRoad(c.get('deps').db, c.req.valid('query')) });
  })
  .get('/status/:code', paramInput(z.object({ code: trackingCodeSchema })), async (c) => {
    c.header('cache-control', 'no-store');
    return c.json(await getReportStatus({ db: c.get('deps').db, trackingCode: c.req.valid('param').code }));
  });
