import { Hono } from 'hono';
import { requestListQuerySchema, statusChangeSchema, type RequestKind } from '../../../shared/admin-schemas.ts';
import { assertCan, type AppEnv } from '../../context.ts';
import { jsonBody } from '../../http/body.ts';
import { parseInput } from '../../http/validate.ts';
import { changeRequestStatus } from './change-request-status.ts';
import { listDamageReports } from './list-damage-reports.ts';
import { listLabRequests } from './list-lab-requests.ts';
import { listSirekananRequests } from './list-sirekanan-requests.ts';
import { listStatusHistory } from './list-status-history.ts';
import { REQUEST_KIND_CONFIG } from './request-kinds.ts';

const LISTS = { sirekanan: listSirekananRequests, ujilab: listLabRequests, 'damage-reports': listDamageReports };

/** GET / (list), PATCH /:id/status, GET /:id/history for one kind of submission. */
function requestRoutes(kind: RequestKind) {
  return new Hono<AppEnv>()
    // Refuse before reading input, so a caller without the right learns nothing from validation.
    .use(async (c, next) => {
      assertCan(await c.get('user')(), REQUEST_KIND_CONFIG[kind].capability);
      await next();
    })
    .get('/', async (c) => {
      const input = parseInput(requestListQuerySchema, c.req.query());
      c.header('cache-control', 'no-store');
      return c.json(await LISTS[kind]({ db: c.get('deps').db, actor: await c.get('user')(), input }));
    })
    .patch('/:id/status', async (c) => {
      const input = await jsonBody(c, statusChangeSchema);
      return c.json(await changeRequestStatus({ db: c.get('deps').db, actor: await c.get('user')(), kind, id: c.req.param('id'), input }));
    })
    .get('/:id/history', async (c) => {
      c.header('cache-control', 'no-store');
      return c.json(await listStatusHistory({ db: c.get('deps').db, actor: await c.get('user')(), kind, id: c.req.param('id') }));
    });
}

export const adminSirekananRoutes = requestRoutes('sirekanan');
export const adminUjiLabRoutes = requestRoutes('ujilab');
export const adminDamageReportRoutes = requestRoutes('damage-reports');
