import { Hono } from 'hono';
import { UPLOAD_FORM_BYTES } from '../../../shared/constants.ts';
import { pageQuerySchema } from '../../../shared/admin-schemas.ts';
import { sirekananInputSchema } from '../../../shared/sirekanan-schemas.ts';
import { LAYANAN_SIREKANAN } from '../../../shared/layanan-sirekanan-strings.ts';
import type { AppEnv } from '../../context.ts';
import { readIdempotencyKey } from '../../http/idempotency.ts';
import { allow, multipartInput, queryInput } from '../../http/input.ts';
import { listOwnSirekanan } from './list-sirekanan.ts';
import { submitSirekanan } from './submit-sirekanan.ts';

export const sirekananRoutes = new Hono<AppEnv>()
  .get('/', queryInput(pageQuerySchema), async (c) => {
    c.header('cache-control', 'private, no-store');
    return c.json(await listOwnSirekanan({ db: c.get('deps').db, actor: await c.get('user')(), input: c.req.valid('query') }));
  })
  // Visitors and admins are refused before an upload they may not make is read.
  .post(
    '/',
    allow('customer.services'),
    multipartInput({
      maxBytes: UPLOAD_FORM_BYTES.sirekanan,
      fields: sirekananInputSchema,
      files: ['attachment'],
      title: LAYANAN_SIREKANAN.incompleteTitle,
    }),
    async (c) => {
      const input = { ...c.req.valid('form'), idempotencyKey: readIdempotencyKey(c) };
      return c.json(await submitSirekanan({ deps: c.get('deps'), actor: await c.get('user')(), input }), 201);
    },
  );
