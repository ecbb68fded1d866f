import { Hono } from 'hono';
import { z } from 'zod';
import { UPLOAD_FORM_BYTES } from '../../../shared/constants.ts';
import { targetsSchema } from '../../../shared/deadline-schemas.ts';
import { DEADLINES } from '../../../shared/deadline-strings.ts';
import { FEEDBACK } from '../../../shared/feedback-strings.ts';
import { forwardInputSchema, takeBackInputSchema } from '../../../shared/forwarding-schemas.ts';
import { FORWARDING } from '../../../shared/forwarding-strings.ts';
import { moderationSchema } from '../../../shared/moderation-schemas.ts';
import { MODERATION } from '../../../shared/moderation-strings.ts';
import type { AppEnv } from '../../context.ts';
import { allow, jsonInput, multipartInput } from '../../http/input.ts';
import { requestRoutes } from '../admin-requests/index.ts';
import { afterPhotoAttachment, removeAfterPhoto, saveAfterPhoto } from './after-photo.ts';
import { damageExportQuery } from './export-damage-reports.ts';
import { damageReportByCodeJson, listDamageReportsJson } from './list-damage-reports.ts';
import { forwardDamageReport } from './forward-damage-report.ts';
import { getReportForwarding } from './get-report-forwarding.ts';
import { listReportOwners } from './list-report-owners.ts';
import { listModerationHistory, moderateDamageReport } from './moderate-damage-report.ts';
import { takeBackDamageReport } from './take-back-damage-report.ts';
import { damageReportStatusChanged } from './status-changed.ts';
import { listTargets, saveTargets } from './targets.ts';

/** The admin's damage report table: the list, export, status and history every request has, and a report's own. */
export const adminDamageReportRoutes = requestRoutes('damage-reports', {
  list: listDamageReportsJson,
  exportQuery: damageExportQuery,
  byCode: damageReportByCodeJson,
  afterChange: damageReportStatusChanged,
  attachment: afterPhotoAttachment,
})
  // Moderation (issue 15, item 4): what the public sees of a report.
  .post('/:id/moderation', jsonInput(moderationSchema, { title: MODERATION.failedTitle }), async (c) => {
    const { db, env } = c.get('deps');
    const actor = await c.get('user')();
    const result = await moderateDamageReport({ db, env, actor, id: c.req.param('id'), input: c.req.valid('json') });
    return c.json(result);
  })
  .get('/:id/moderation', async (c) => {
    c.header('cache-control', 'no-store');
    return c.json(await listModerationHistory({ db: c.get('deps').db, actor: await c.get('user')(), id: c.req.param('id') }));
  })
  // Issue 39, item 3: the list's owner filter; where a report is routed, forwarding it by hand, taking it back.
  .get('/owners', async (c) => {
    c.header('cache-control', 'no-store');
    return c.json(await listReportOwners({ db: c.get('deps').db, actor: await c.get('user')() }));
  })
  .get('/:id/forwarding', async (c) => {
    c.header('cache-control', 'no-store');
    return c.json(await getReportForwarding({ db: c.get('deps').db, actor: await c.get('user')(), id: c.req.param('id') }));
  })
  .post('/:id/forward', jsonInput(forwardInputSchema, { title: FORWARDING.panel.failedTitle }), async (c) =>
    c.json(
      await forwardDamageReport({ deps: c.get('deps'), actor: await c.get('user')(), id: c.req.param('id'), input: c.req.valid('json') }),
    ),
  )
  .post('/:id/take-back', jsonInput(takeBackInputSchema, { title: FORWARDING.panel.failedTitle }), async (c) =>
    c.json(
      await takeBackDamageReport({ deps: c.get('deps'), actor: await c.get('user')(), id: c.req.param('id'), input: c.req.valid('json') }),
    ),
  )
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
