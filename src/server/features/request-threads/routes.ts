import { Hono } from 'hono';
import { z } from 'zod';
import type { RequestKind } from '../../../shared/admin-schemas.ts';
import { ownRequestCodeSchema } from '../../../shared/issued-document-schemas.ts';
import { MAX_MESSAGE_FILES, ownMessageSchema, staffMessageSchema } from '../../../shared/request-thread-schemas.ts';
import { REQUEST_THREAD as T } from '../../../shared/request-thread-strings.ts';
import type { AppEnv } from '../../context.ts';
import { allow, multipartInput, paramInput, queryInput } from '../../http/input.ts';
import { REQUEST_KIND_CONFIG } from '../../requests/request-kinds.ts';
import { listOwnThread } from './list-own-thread.ts';
import { listStaffThread } from './list-staff-thread.ts';
import { postOwnMessage } from './post-own-message.ts';
import { postStaffMessage } from './post-staff-message.ts';
import { listReporterThread, postReporterMessage } from './reporter-thread.ts';
import { threadFormBytes } from './thread-files.ts';

const files = { name: 'files', max: MAX_MESSAGE_FILES, tooMany: T.tooManyFiles } as const;

/** GET /:id/messages (the whole thread) and POST /:id/messages (multipart: body, internal, files) for a service's staff. */
export function staffThreadRoutes(kind: RequestKind) {
  return (
    new Hono<AppEnv>()
      // Refuse before reading input, so a caller without the right learns nothing from validation.
      .use('/:id/messages', allow(REQUEST_KIND_CONFIG[kind].capability))
      .get('/:id/messages', async (c) => {
        c.header('cache-control', 'no-store');
        return c.json(await listStaffThread({ db: c.get('deps').db, actor: await c.get('user')(), kind, id: c.req.param('id') }));
      })
      .post(
        '/:id/messages',
        multipartInput({ maxBytes: threadFormBytes(kind), fields: staffMessageSchema, files: [], list: files, title: T.failed }),
        async (c) => {
          const { files: list, ...input } = c.req.valid('form');
          const sent = await postStaffMessage({
            deps: c.get('deps'),
            actor: await c.get('user')(),
            kind,
            id: c.req.param('id'),
            input,
            files: list,
          });
          return c.json(sent, 201);
        },
      )
  );
}

const codeParam = paramInput(z.object({ code: ownRequestCodeSchema }));

/** GET /requests/:code/messages and POST (multipart: body, files): the customer's own request's thread. */
export const ownThreadRoutes = new Hono<AppEnv>()
  .use('/requests/:code/messages', allow('customer.services'))
  .get('/requests/:code/messages', codeParam, async (c) => {
    c.header('cache-control', 'private, no-store');
    return c.json(await listOwnThread({ db: c.get('deps').db, actor: await c.get('user')(), code: c.req.valid('param').code }));
  })
  .post(
    '/requests/:code/messages',
    codeParam,
    // The larger of the two services' limits; the verb applies the request's own.
    multipartInput({ maxBytes: threadFormBytes('sirekanan'), fields: ownMessageSchema, files: [], list: files, title: T.failed }),
    async (c) => {
      const { files: list, ...input } = c.req.valid('form');
      const sent = await postOwnMessage({
        deps: c.get('deps'),
        actor: await c.get('user')(),
        code: c.req.valid('param').code,
        input,
        files: list,
      });
      return c.json(sent, 201);
    },
  );

const reportCodeParam = paramInput(z.object({ code: z.string().trim().toUpperCase().max(32) }));
const linkQuery = queryInput(z.object({ t: z.string().max(64).default('') }));

/** GET /:code/pesan?t=… and POST (multipart: body, files): a damage report's thread for its reporter, by the signed link. */
export const reporterThreadRoutes = new Hono<AppEnv>()
  .get('/:code/pesan', reportCodeParam, linkQuery, async (c) => {
    c.header('cache-control', 'private, no-store');
    return c.json(await listReporterThread({ deps: c.get('deps'), code: c.req.valid('param').code, token: c.req.valid('query').t }));
  })
  .post(
    '/:code/pesan',
    reportCodeParam,
    linkQuery,
    multipartInput({ maxBytes: threadFormBytes('damage-reports'), fields: ownMessageSchema, files: [], list: files, title: T.failed }),
    async (c) => {
      const { files: list, ...input } = c.req.valid('form');
      const sent = await postReporterMessage({
        deps: c.get('deps'),
        code: c.req.valid('param').code,
        token: c.req.valid('query').t,
        input,
        files: list,
      });
      return c.json(sent, 201);
    },
  );
