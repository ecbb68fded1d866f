import { Hono } from 'hono';
import { pageQuerySchema } from '../../../shared/admin-schemas.ts';
import { UJILAB_FILES, UPLOAD_FORM_BYTES } from '../../../shared/constants.ts';
import { LAYANAN_UJILAB } from '../../../shared/layanan-ujilab-strings.ts';
import { ujilabInputSchema } from '../../../shared/ujilab-schemas.ts';
import type { AppEnv } from '../../context.ts';
import { readIdempotencyKey } from '../../http/idempotency.ts';
import { allow, multipartInput, queryInput } from '../../http/input.ts';
import { listOwnUjilabRequests } from './list-ujilab-requests.ts';
import { submitUjilabRequest } from './submit-ujilab-request.ts';

export const ujilabRoutes = new Hono<AppEnv>()
  .get('/', queryInput(pageQuerySchema), async (c) => {
    c.header('cache-control', 'private, no-store');
    return c.json(await listOwnUjilabRequests({ db: c.get('deps').db, actor: await c.get('user')(), input: c.req.valid('query') }));
  })
  // Visitors and admins are refused before an upload they may not make is read.
  .post(
    '/',
    allow('customer.services'),
    multipartInput({
      maxBytes: UPLOAD_FORM_BYTES.ujilab,
      fields: ujilabInputSchema,
      files: [UJILAB_FILES.suratPermohonan, UJILAB_FILES.ktp],
      title: LAYANAN_UJILAB.incompleteTitle,
    }),
    async (c) => {
      const input = { ...c.req.valid('form'), idempotencyKey: readIdempotencyKey(c) };
      return c.json(await submitUjilabRequest({ deps: c.get('deps'), actor: await c.get('user')(), input }), 201);
    },
  );
