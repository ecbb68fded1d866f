import { Hono, type MiddlewareHandler } from 'hono';
import { pageQuerySchema } from '../../shared/admin-schemas.ts';
import type { Actor, AppEnv, Deps } from '../context.ts';
import { readIdempotencyKey } from '../http/idempotency.ts';
import { allow, queryInput } from '../http/input.ts';
import { listOwnRequests, type RequestService, type RequesterTable } from './request-service.ts';

/** A service's submit verb: the form as multipartInput checked it, and the Idempotency-Key sent with it. */
type SubmitVerb<Form, Created> = (args: { deps: Deps; actor: Actor; input: Form & { idempotencyKey: string | null } }) => Promise<Created>;

/**
 * GET / (the customer's own requests, a page) and POST / (a new one, multipart) of one service;
 * `upload` is its multipartInput (its fields, files and size limit), `submit` its verb.
 */
export function ownRequestRoutes<T extends RequesterTable, Item, FormIn, Form>(
  service: RequestService<T, Item>,
  upload: MiddlewareHandler<AppEnv, string, { in: { form: FormIn }; out: { form: Form } }>,
  submit: SubmitVerb<Form, Item>,
) {
  return (
    new Hono<AppEnv>()
      .get('/', queryInput(pageQuerySchema), async (c) => {
        c.header('cache-control', 'private, no-store');
        return c.json(await listOwnRequests(service, { db: c.get('deps').db, actor: await c.get('user')(), input: c.req.valid('query') }));
      })
      // Visitors and admins are refused before an upload they may not make is read.
      .post('/', allow('customer.services'), upload, async (c) => {
        const input = { ...c.req.valid('form'), idempotencyKey: readIdempotencyKey(c) };
        return c.json(await submit({ deps: c.get('deps'), actor: await c.get('user')(), input }), 201);
      })
  );
}
