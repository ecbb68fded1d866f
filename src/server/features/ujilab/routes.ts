import { Hono } from 'hono';
import { pageQuerySchema } from '../../../shared/admin-schemas.ts';
import { UJILAB_FILES, UPLOAD_FORM_BYTES } from '../../../shared/constants.ts';
import { assertCan, type AppEnv } from '../../context.ts';
import { readIdempotencyKey } from '../../http/idempotency.ts';
import { parseInput } from '../../http/validate.ts';
import { multipartBody } from '../../http/body.ts';
import { listOwnLabRequests } from './list-lab-requests.ts';
import { submitLabRequest } from './submit-lab-request.ts';

export const ujiLabRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const input = parseInput(pageQuerySchema, c.req.query());
    c.header('cache-control', 'private, no-store');
    return c.json(await listOwnLabRequests({ db: c.get('deps').db, actor: await c.get('user')(), input }));
  })
  .post('/', async (c) => {
    // Refuse visitors and admins before reading an upload they may not make.
    const actor = await c.get('user')();
    assertCan(actor, 'customer.services');
    const idempotencyKey = readIdempotencyKey(c);
    const form = await multipartBody(c, UPLOAD_FORM_BYTES.ujilab);
    const input = { jenisUji: form.text('jenisUji'), suratPermohonan: form.file(UJILAB_FILES.suratPermohonan), ktp: form.file(UJILAB_FILES.ktp), idempotencyKey };
    return c.json(await submitLabRequest({ deps: c.get('deps'), actor, input }), 201);
  });
