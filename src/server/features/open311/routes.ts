import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../context.ts';
import { open311KeyInputSchema } from '../../../shared/open311-strings.ts';
import { formFields, readJson } from '../../http/body.ts';
import { AppError } from '../../http/errors.ts';
import { ERRORS } from '../../../shared/strings.ts';
import { allow, jsonInput } from '../../http/input.ts';
import { issueKey, listKeys, revokeKey } from './keys.ts';
import { createRequest, discovery, listRequests, Open311Error, services, type RequestsQuery } from './open311.ts';
import { OPEN311 } from './open311-texts.ts';

// /open311/v2 (issue 15, item 10; docs/decisions/025-open311.md). Outside /api: its own error format
// ([{ code, description }]), open CORS for reading, and form-encoded POSTs as the specification sends.

const MAX_POST_BYTES = 64 * 1024;
const json = (c: Context<AppEnv>, body: unknown, status: 200 | 201 = 200) => {
  c.header('access-control-allow-origin', '*');
  return c.json(body, status);
};
const readable = (c: Context<AppEnv>) => c.header('cache-control', 'public, max-age=60');

/**
 * The POST body as the specification sends it (form-encoded), or JSON: read through http/body.ts
 * like every other body, so a body past the limit is refused while it arrives, never buffered whole.
 */
async function formOf(c: Context<AppEnv>): Promise<Record<string, string>> {
  const tooLarge = () => new AppError('TOO_LARGE', OPEN311.bodyTooLarge);
  if (!(c.req.header('content-type') ?? '').includes('application/json')) return formFields(c, MAX_POST_BYTES, tooLarge);
  const body = await readJson(c, MAX_POST_BYTES).catch((err: unknown) => {
    if (err instanceof AppError && err.code === 'TOO_LARGE') throw tooLarge();
    if (err instanceof AppError && err.code === 'VALIDATION' && err.message === ERRORS.forbiddenCharacter) throw err;
    throw new Open311Error(400, OPEN311.invalid);
  });
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw new Open311Error(400, OPEN311.invalid);
  return Object.fromEntries(
    Object.entries(body)
      .filter(([, v]) => typeof v === 'string' || typeof v === 'number')
      .map(([k, v]) => [k, String(v)]),
  );
}

/** One of our own refusals (AppError) in Open311's error format, readable from any origin. */
export function open311Refusal(c: Context<AppEnv>, err: AppError): Response {
  c.header('access-control-allow-origin', '*');
  return c.json([{ code: err.status, description: err.message }], err.status);
}

export const open311Routes = new Hono<AppEnv>()
  .options('*', (c) => {
    c.header('access-control-allow-origin', '*');
    c.header('access-control-allow-methods', 'GET, POST');
    c.header('access-control-allow-headers', 'content-type');
    return c.body(null, 204);
  })
  .get('/discovery.json', (c) => {
    readable(c);
    return json(c, discovery(c.get('deps').env.baseUrl));
  })
  .get('/services.json', (c) => {
    readable(c);
    return json(c, services());
  })
  .get('/requests.json', async (c) => {
    readable(c);
    c.header('access-control-allow-origin', '*');
    const { body } = await listRequests(c.get('deps').db, c.get('deps').env.baseUrl, c.req.query() as RequestsQuery);
    return c.body(body as Uint8Array<ArrayBuffer>, 200, { 'content-type': 'application/json' });
  })
  .get('/requests/:file', async (c) => {
    const m = /^(.+)\.json$/.exec(c.req.param('file'));
    if (!m) throw new Open311Error(404, OPEN311.jsonOnly);
    const { count, body } = await listRequests(c.get('deps').db, c.get('deps').env.baseUrl, { service_request_id: m[1] });
    if (!count) throw new Open311Error(404, OPEN311.notFound);
    readable(c);
    c.header('access-control-allow-origin', '*');
    return c.body(body as Uint8Array<ArrayBuffer>, 200, { 'content-type': 'application/json' });
  })
  .post('/requests.json', async (c) => {
    c.header('cache-control', 'no-store');
    return json(c, await createRequest(c.get('deps'), await formOf(c)), 201);
  })
  .all('*', () => {
    throw new Open311Error(404, OPEN311.jsonOnly);
  })
  .onError((err, c) => {
    c.header('cache-control', 'no-store');
    c.header('access-control-allow-origin', '*');
    if (err instanceof Open311Error) return c.json([{ code: err.status, description: err.description }], err.status);
    // Our own refusals (a database that is down, a body the server will not read) keep their status.
    if (err instanceof AppError) return open311Refusal(c, err);
    c.get('log').error({ err }, 'open311 failed');
    return c.json([{ code: 500, description: OPEN311.internal }], 500);
  });

/** /api/admin/open311-keys (super admin). */
export const adminOpen311KeyRoutes = new Hono<AppEnv>()
  .use(allow('open311.keys'), async (c, next) => {
    c.header('cache-control', 'no-store');
    await next();
  })
  .get('/', async (c) => c.json(await listKeys({ db: c.get('deps').db, actor: await c.get('user')() })))
  .post('/', jsonInput(open311KeyInputSchema), async (c) =>
    c.json(await issueKey({ db: c.get('deps').db, actor: await c.get('user')(), name: c.req.valid('json').name }), 201),
  )
  .post('/:id/cabut', async (c) => c.json(await revokeKey({ db: c.get('deps').db, actor: await c.get('user')(), id: c.req.param('id') })));
