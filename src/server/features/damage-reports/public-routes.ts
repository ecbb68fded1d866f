import { Hono } from 'hono';
import { z } from 'zod';
import { nearbyQuerySchema, publicReportQuerySchema, supportSchema } from '../../../shared/public-report-schemas.ts';
import { bridgeChoiceQuerySchema, trackingCodeSchema } from '../../../shared/damage-report-schemas.ts';
import { bridgeChoices } from './bridge-choices.ts';
import { UUID_PATTERN } from '../../../shared/admin-schemas.ts';
import { REPORTS } from '../../../shared/report-strings.ts';
import type { AppEnv } from '../../context.ts';
import { AppError } from '../../http/errors.ts';
import { jsonInput, multipartInput, paramInput, queryInput } from '../../http/input.ts';
import { UPLOAD_FORM_BYTES } from '../../../shared/constants.ts';
import { feedbackAnswerSchema, feedbackLinkSchema } from '../../../shared/feedback-schemas.ts';
import { FEEDBACK } from '../../../shared/feedback-strings.ts';
import { answerFeedback, getFeedbackQuestion } from './feedback.ts';
import { nearbyOpenReports, supportReport } from './support-report.ts';
import { contentTypeOf } from '../../storage/content-type.ts';
import { getPublicReport } from './get-public-report.ts';
import { listPublicReports } from './list-public-reports.ts';
import { listReportPoints } from './list-report-points.ts';
import { publicPhotoKey } from './public-photo-key.ts';

// Public answers change when staff act on a report: a browser may keep them a moment, no longer.
const BRIEFLY = 'public, max-age=30';

export const publicReportRoutes = new Hono<AppEnv>()
  .get('/', queryInput(publicReportQuerySchema), async (c) => {
    c.header('cache-control', BRIEFLY);
    return c.json(await listPublicReports(c.get('deps').db, c.req.valid('query')));
  })
  .get('/peta', queryInput(publicReportQuerySchema), async (c) => {
    c.header('cache-control', BRIEFLY);
    return c.json(await listReportPoints(c.get('deps').db, c.req.valid('query')));
  })
  .get('/jembatan', queryInput(bridgeChoiceQuerySchema), async (c) => {
    c.header('cache-control', 'no-store');
    return c.json(await bridgeChoices(c.get('deps').db, c.req.valid('query')));
  })
  .get('/dekat', queryInput(nearbyQuerySchema), async (c) => {
    c.header('cache-control', 'no-store');
    return c.json(await nearbyOpenReports(c.get('deps').db, c.req.valid('query')));
  })
  .post(
    '/:code/dukung',
    paramInput(z.object({ code: trackingCodeSchema })),
    jsonInput(supportSchema, { title: REPORTS.supportFailedTitle }),
    async (c) => {
      const { db, env } = c.get('deps');
      const answer = await supportReport(db, env, { code: c.req.valid('param').code, ...c.req.valid('json') });
      return answer.alreadyCounted ? c.json(answer, 200) : c.json(answer, 201);
    },
  )
  // Closing the loop (item 7): the page the e-mail's links open, and its answer.
  .get('/:code/tanggapan', paramInput(z.object({ code: trackingCodeSchema })), queryInput(feedbackLinkSchema), async (c) => {
    c.header('cache-control', 'no-store');
    const { db, env } = c.get('deps');
    return c.json(await getFeedbackQuestion(db, env, c.req.valid('param').code, c.req.valid('query')));
  })
  .post(
    '/:code/tanggapan',
    paramInput(z.object({ code: trackingCodeSchema })),
    multipartInput({ maxBytes: UPLOAD_FORM_BYTES.damagePhoto, fields: feedbackAnswerSchema, files: ['foto'], title: FEEDBACK.failedTitle }),
    async (c) => {
      const answer = await answerFeedback(c.get('deps'), c.req.valid('param').code, c.req.valid('form'));
      return c.json(answer);
    },
  )
  .get('/foto/:id', paramInput(z.object({ id: z.string().regex(UUID_PATTERN, REPORTS.notFound) })), async (c) => {
    const { db, store } = c.get('deps');
    const key = await publicPhotoKey(db, c.req.valid('param').id);
    const object = key ? await store.get('damage-photos', key) : null;
    if (!key || !object) throw new AppError('NOT_FOUND');
    return c.body(object.body, 200, {
      'content-type': contentTypeOf(key),
      'content-length': String(object.size),
      // Short: a photo staff redact must leave caches soon.
      'cache-control': 'public, max-age=300',
      'x-content-type-options': 'nosniff',
    });
  })
  .get('/:code', paramInput(z.object({ code: trackingCodeSchema })), async (c) => {
    const report = await getPublicReport(c.get('deps').db, c.req.valid('param').code);
    // Only an answer that exists may be kept: a 404 kept would hide the report once it is approved.
    c.header('cache-control', BRIEFLY);
    return c.json(report);
  });
