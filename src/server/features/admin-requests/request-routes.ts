import { Hono, type TypedResponse } from 'hono';
import {
  requestExportQuerySchema,
  requestListQuerySchema,
  requestChangeSchema,
  statusChangeSchema,
  type DamageReportAdminItem,
  type KeysetPaged,
  type RequestKind,
  type SirekananAdminItem,
  type UjilabAdminItem,
} from '../../../shared/admin-schemas.ts';
import type { Actor, AppEnv } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { ADMIN } from '../../../shared/admin-strings.ts';
import { z } from 'zod';
import { UPLOAD_FORM_BYTES } from '../../../shared/constants.ts';
import { REQUEST_CHANGE } from '../../../shared/status-note-strings.ts';
import { allow, jsonInput, multipartInput, queryInput } from '../../http/input.ts';
import { jsonBytes } from '../../http/json-bytes.ts';
import type { JsonBody } from '../../db/json-page.ts';
import type { ListArgs } from '../../requests/request-filters.ts';
import { REQUEST_KIND_CONFIG, type AfterStatusChange, type StatusAttachment } from '../../requests/request-kinds.ts';
import { changeRequest, previewRequestChange } from './change-request.ts';
import type { RequestExportQueryFn } from '../../requests/request-export.ts';
import { exportRequests } from './export-requests.ts';
import { listStatusHistory } from './list-status-history.ts';

type ListItem = { sirekanan: SirekananAdminItem; ujilab: UjilabAdminItem; 'damage-reports': DamageReportAdminItem };

/** What a service brings to its admin table: its list, its export and its own part of a status change. */
export type RequestParts = {
  /** A page of the list as JSON made by PostgreSQL (docs/decisions/041), sent as it is. */
  list: (args: ListArgs) => Promise<JsonBody>;
  exportQuery: RequestExportQueryFn;
  /** One request by its tracking code as the list's item (JSON text), or null when there is none. */
  byCode: (args: { db: Db; actor: Actor; code: string }) => Promise<string | null>;
  afterChange?: AfterStatusChange;
  /** The document a change can carry (issue 38): the reply letter, the result report, the repair's photo. */
  attachment: StatusAttachment;
};

const previewSchema = requestChangeSchema.extend({ withAttachment: z.boolean().optional() });

/**
 * GET / (list), GET /export, POST /:id/changes (one change: status, notes, document; multipart),
 * POST /:id/changes/preview (its e-mail, nothing saved), PATCH /:id/status (the same change as JSON,
 * without a document) and GET /:id/history for one kind of submission.
 */
export function requestRoutes<K extends RequestKind>(kind: K, parts: RequestParts) {
  return (
    new Hono<AppEnv>()
      // Refuse before reading input, so a caller without the right learns nothing from validation.
      .use(allow(REQUEST_KIND_CONFIG[kind].capability))
      .get('/', queryInput(requestListQuerySchema), async (c) => {
        const actor = await c.get('user')();
        const json = await parts.list({ db: c.get('deps').db, actor, input: c.req.valid('query'), version: c.get('dataVersion') });
        return jsonBytes<KeysetPaged<ListItem[K]>>(c, json, { 'cache-control': 'no-store' });
      })
      .get('/export', queryInput(requestExportQuerySchema), async (c) => {
        const { db, pool } = c.get('deps');
        const actor = await c.get('user')();
        const { body, headers } = exportRequests({ db, pool, actor, kind, query: parts.exportQuery, input: c.req.valid('query') });
        return c.body(body, 200, headers);
      })
      .post(
        '/:id/changes',
        multipartInput({
          // A photo and a PDF have the same limit (10 MB).
          maxBytes: UPLOAD_FORM_BYTES.issuedDocument,
          // The BSrE passphrase or one-time code, typed with a document when BSrE signs (never kept).
          fields: requestChangeSchema.extend({ passphrase: z.string().max(256).optional() }),
          files: ['document'],
          title: REQUEST_CHANGE.failed,
        }),
        async (c) => {
          const { document, passphrase, ...input } = c.req.valid('form');
          const result = await changeRequest({
            deps: c.get('deps'),
            actor: await c.get('user')(),
            kind,
            id: c.req.param('id'),
            input,
            file: document,
            passphrase,
            parts,
          });
          return c.json(result);
        },
      )
      .post('/:id/changes/preview', jsonInput(previewSchema), async (c) => {
        const { withAttachment, ...input } = c.req.valid('json');
        c.header('cache-control', 'no-store');
        const preview = await previewRequestChange({
          deps: c.get('deps'),
          actor: await c.get('user')(),
          kind,
          id: c.req.param('id'),
          input,
          parts,
          withAttachment: withAttachment ?? false,
        });
        return c.json(preview);
      })
      // A request's own page (/admin/{service}/{code}): its item, as the list shows it.
      .get('/by-code/:code', async (c) => {
        const actor = await c.get('user')();
        // A code is short; anything longer is no code (and is not looked up).
        const code = c.req.param('code').trim().toUpperCase();
        const item = code.length <= 32 ? await parts.byCode({ db: c.get('deps').db, actor, code }) : null;
        if (item == null) throw new AppError('NOT_FOUND', ADMIN.requests.notFound);
        return c.body(item, 200, {
          'content-type': 'application/json; charset=utf-8',
          'cache-control': 'no-store',
        }) as unknown as TypedResponse<ListItem[K], 200, 'json'>;
      })
      .patch('/:id/status', jsonInput(statusChangeSchema), async (c) => {
        const result = await changeRequest({
          deps: c.get('deps'),
          actor: await c.get('user')(),
          kind,
          id: c.req.param('id'),
          input: c.req.valid('json'),
          parts,
        });
        return c.json(result);
      })
      .get('/:id/history', async (c) => {
        c.header('cache-control', 'no-store');
        return c.json(await listStatusHistory({ db: c.get('deps').db, actor: await c.get('user')(), kind, id: c.req.param('id') }));
      })
  );
}
