import { Hono } from 'hono';
import { UPLOAD_FORM_BYTES } from '../../../shared/constants.ts';
import { pageQuerySchema } from '../../../shared/admin-schemas.ts';
import { assertCan, type AppEnv } from '../../context.ts';
import { readIdempotencyKey } from '../../http/idempotency.ts';
import { parseInput } from '../../http/validate.ts';
import { multipartBody } from '../../http/body.ts';
import { listOwnSirekanan } from './list-sirekanan.ts';
import { submitSirekanan } from './submit-sirekanan.ts';

export const sirekananRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const input = parseInput(pageQuerySchema, c.req.query());
    c.header('cache-control', 'private, no-store');
    return c.json(await listOwnSirekanan({ db: c.get('deps').db, actor: await c.get('user')(), input }));
  })
  .post('/', async (c) => {
    // Refuse visitors and admins before reading an upload they may not make.
    const actor = await c.get('user')();
    assertCan(actor, 'customer.services');
    const idempotencyKey = readIdempotencyKey(c);
    const form = await multipartBody(c, UPLOAD_FORM_BYTES.sirekanan);
    const input = { subject: form.text('subject'), details: form.text('details'), attachment: form.file('attachment'), idempotencyKey };
    return c.json(await submitSirekanan({ deps: c.get('deps'), actor, input }), 201);
  });
