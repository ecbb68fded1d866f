import { Hono } from 'hono';
import { z } from 'zod';
import { UPLOAD_FORM_BYTES } from '../../../shared/constants.ts';
import type { AppEnv } from '../../context.ts';
import { readIdempotencyKey } from '../../http/idempotency.ts';
import { damageReportInputSchema, trackingCodeSchema } from '../../../shared/damage-report-schemas.ts';
import { LAYANAN } from '../../../shared/strings.ts';
import { multipartInput, paramInput } from '../../http/input.ts';
import { getReportStatus } from './get-report-status.ts';
import { submitDamageReport } from './submit-damage-report.ts';

export const damageReportRoutes = new Hono<AppEnv>()
  .post(
    '/',
    multipartInput({
      maxBytes: UPLOAD_FORM_BYTES.damageReport,
      fields: damageReportInputSchema,
      files: ['photo'],
      title: LAYANAN.damage.incompleteTitle,
    }),
    async (c) => {
      const input = { ...c.req.valid('form'), idempotencyKey: readIdempotencyKey(c) };
      return c.json(await submitDamageReport({ deps: c.get('deps'), actor: await c.get('user')(), input }), 201);
    },
  )
  .get('/status/:code', paramInput(z.object({ code: trackingCodeSchema })), async (c) => {
    c.header('cache-control', 'no-store');
    return c.json(await getReportStatus({ db: c.get('deps').db, trackingCode: c.req.valid('param').code }));
  });
