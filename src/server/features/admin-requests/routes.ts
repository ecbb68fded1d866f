import { Hono } from 'hono';
import {
  requestExportQuerySchema,
  requestListQuerySchema,
  statusChangeSchema,
  type DamageReportAdminItem,
  type Paged,
  type RequestKind,
  type SirekananAdminItem,
  type UjilabAdminItem,
} from '../../../shared/admin-schemas.ts';
import type { AppEnv } from '../../context.ts';
import { z } from 'zod';
import { UPLOAD_FORM_BYTES } from '../../../shared/constants.ts';
import { targetsSchema } from '../../../shared/deadline-schemas.ts';
import { DEADLINES } from '../../../shared/deadline-strings.ts';
import { FEEDBACK } from '../../../shared/feedback-strings.ts';
import { allow, jsonInput, multipartInput, queryInput } from '../../http/input.ts';
import { jsonBytes } from '../../http/json-bytes.ts';
import { listTargets, saveTargets } from '../deadlines/targets.ts';
import { removeAfterPhoto, saveAfterPhoto } from './after-photo.ts';
import { changeRequestStatus } from './change-request-status.ts';
import { exportRequests } from './export-requests.ts';
import { listDamageReportsJson } from './list-damage-reports.ts';
import { listModerationHistory, moderateDamageReport } from './moderate-damage-report.ts';
import { moderationSchema } from '../../../shared/moderation-schemas.ts';
import { MODERATION } from '../../../shared/moderation-strings.ts';
import { listUjilabRequestsJson } from './list-ujilab-requests.ts';
import { listSirekananRequestsJson } from './list-sirekanan-requests.ts';
import { listStatusHistory } from './list-status-history.ts';
import { REQUEST_KIND_CONFIG } from './request-kinds.ts';

// Each list's page is JSON made by PostgreSQL (docs/decisions/041), sent as it is.
const LISTS = { sirekanan: listSirekananRequestsJson, ujilab: listUjilabRequestsJson, 'damage-reports': listDamageReportsJson };
type ListItem = { sirekanan: SirekananAdminItem; ujilab: UjilabAdminItem; 'damage-reports': DamageReportAdminItem };

/** GET / (list), PATCH /:id/status, GET /:id/history for one kind of submission. */
function requestRoutes<K extends RequestKind>(kind: K) {
  return (
    new Hono<AppEnv>()
      // Refuse before reading input, so a caller without the right learns nothing from validation.
      .use(allow(REQUEST_KIND_CONFIG[kind].capability))
      .get('/', queryInput(requestListQuerySchema), async (c) => {
        const actor = await c.get('user')();
        const json = await LISTS[kind]({ db: c.get('deps').db, actor, input: c.req.valid('query'), version: c.get('dataVersion') });
        return jsonBytes<Paged<ListItem[K]>>(c, json, { 'cache-control': 'no-store' });
      })
      .get('/export', queryInput(requestExportQuerySchema), async (c) => {
        const { db, pool } = c.get('deps');
        const { body, headers } = exportRequests({ db, pool, actor: await c.get('user')(), kind, input: c.req.valid('query') });
        return c.body(body, 200, headers);
      })
      .patch('/:id/status', jsonInput(statusChangeSchema), async (c) => {
        const input = c.req.valid('json');
        const result = await changeRequestStatus({
          db: c.get('deps').db,
          env: c.get('deps').env,
          actor: await c.get('user')(),
          kind,
          id: c.req.param('id'),
          input,
        });
        return c.json(result);
      })
      .get('/:id/history', async (c) => {
        c.header('cache-control', 'no-store');
        return c.json(await listStatusHistory({ db: c.get('deps').db, actor: await c.get('user')(), kind, id: c.req.param('id') }));
      })
  );
}

export const adminSirekananRoutes = requestRoutes('sirekanan');
export const adminUjilabRoutes = requestRoutes('ujilab');
export const adminDamageReportRoutes = requestRoutes('damage-reports')
  // Moderation (issue 15, item 4): what the public sees of a report.
  .post('/:id/moderation', jsonInput(moderationSchema, { title: MODERATION.failedTitle }), async (c) => {
    const db = c.get('deps').db;
    const result = await moderateDamageReport({ db, actor: await c.get('user')(), id: c.req.param('id'), input: c.req.valid('json') });
    return c.json(result);
  })
  .get('/:id/moderation', async (c) => {
    c.header('cache-control', 'no-store');
    return c.json(await listModerationHistory({ db: c.get('deps').db, actor: await c.get('user')(), id: c.req.param('id') }));
  })
  // Closing the loop (item 7): staff's photo of the repair.
  .post(
    '/:id/after-photo',
    multipartInput({ maxBytes: UPLOAD_FORM_BYTES.damagePhoto, fields: z.object({}), files: ['foto'], title: FEEDBACK.afterPhotoFailed }),
    async (c) =>
      c.json(
        await saveAfterPhoto({ deps: c.get('deps'), actor: await c.get('user')(), id: c.req.param('id'), file: c.req.valid('form').foto }),
        201,
      ),
  )
  .delete('/:id/after-photo', async (c) =>
    c.json(await removeAfterPhoto({ deps: c.get('deps'), actor: await c.get('user')(), id: c.req.param('id') })),
  );

/** Item 6: the working days per infrastructure type; everyone who handles reports reads them, a super admin sets them. */
export const adminDamageTargetRoutes = new Hono<AppEnv>()
  .use(allow('damage-reports.manage'))
  .get('/', async (c) => {
    c.header('cache-control', 'no-store');
    return c.json(await listTargets({ db: c.get('deps').db, actor: await c.get('user')() }));
  })
  .put('/', allow('damage-reports.targets'), jsonInput(targetsSchema, { title: DEADLINES.failedTitle }), async (c) =>
    c.json(await saveTargets({ db: c.get('deps').db, actor: await c.get('user')(), input: c.req.valid('json') })),
  );
