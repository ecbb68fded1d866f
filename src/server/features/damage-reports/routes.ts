import { Hono } from 'hono';
import { UPLOAD_FORM_BYTES } from '../../../shared/constants.ts';
import type { AppEnv } from '../../context.ts';
import { readIdempotencyKey } from '../../http/idempotency.ts';
import { multipartBody } from '../../http/body.ts';
import { getReportStatus } from './get-report-status.ts';
import { submitDamageReport } from './submit-damage-report.ts';

export const damageReportRoutes = new Hono<AppEnv>()
  .post('/', async (c) => {
    const idempotencyKey = readIdempotencyKey(c);
    const form = await multipartBody(c, UPLOAD_FORM_BYTES.damageReport);
    const input = {
      reporterName: form.text('reporterName'),
      reporterEmail: form.text('reporterEmail'),
      location: form.text('location'),
      description: form.text('description'),
      reportType: form.text('reportType'),
      photo: form.file('photo'),
      idempotencyKey,
    };
    return c.json(await submitDamageReport({ deps: c.get('deps'), actor: await c.get('user')(), input }), 201);
  })
  .get('/status/:code', async (c) => {
    c.header('cache-control', 'no-store');
    return c.json(await getReportStatus({ db: c.get('deps').db, code: c.req.param('code') }));
  });
