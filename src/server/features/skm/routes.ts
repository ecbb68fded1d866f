import { Hono } from 'hono';
import { pageQuerySchema } from '../../../shared/admin-schemas.ts';
import {
  skmAnswerSchema,
  skmInvitationQuerySchema,
  skmPeriodQuerySchema,
  skmSuggestionPublishSchema,
} from '../../../shared/skm-schemas.ts';
import { ERRORS } from '../../../shared/strings.ts';
import type { AppEnv } from '../../context.ts';
import { AppError } from '../../http/errors.ts';
import { allow, jsonInput, queryInput } from '../../http/input.ts';
import { countHit } from '../../http/rate-limit.ts';
import { exportAnswers } from './export-answers.ts';
import { getInvitation } from './get-invitation.ts';
import { getSkmResults } from './get-skm-results.ts';
import { listSuggestions } from './list-suggestions.ts';
import { setSuggestionPublished } from './set-suggestion-published.ts';
import { submitSurvey } from './submit-survey.ts';
import { skmReportPdf } from './skm-report.ts';

/** The open survey at /skm: answers per IP and hour (a request's own survey is limited by its link). */
const SKM_OPEN_PER_HOUR = 5;

export const skmRoutes = new Hono<AppEnv>()
  .get('/undangan', queryInput(skmInvitationQuerySchema), async (c) => {
    c.header('cache-control', 'no-store');
    const { kode, t } = c.req.valid('query');
    const { db, env } = c.get('deps');
    return c.json(await getInvitation({ db, secret: env.AUTH_SECRET!, code: kode, token: t }));
  })
  .post('/', jsonInput(skmAnswerSchema), async (c) => {
    const input = c.req.valid('json');
    const { db, env } = c.get('deps');
    if (!input.code && (await countHit(db, `ip:skm:${c.get('clientIp')()}`, 60 * 60 * 1000)) > SKM_OPEN_PER_HOUR) {
      c.header('retry-after', '3600');
      throw new AppError('RATE_LIMITED', ERRORS.rateLimited);
    }
    return c.json(await submitSurvey({ db, secret: env.AUTH_SECRET!, input }), 201);
  })
  .get('/hasil', queryInput(skmPeriodQuerySchema), async (c) => {
    c.header('cache-control', 'public, max-age=60');
    return c.json(await getSkmResults({ db: c.get('deps').db, periode: c.req.valid('query').periode }));
  })
  .get('/laporan.pdf', queryInput(skmPeriodQuerySchema), async (c) => {
    const results = await getSkmResults({ db: c.get('deps').db, periode: c.req.valid('query').periode });
    const pdf = await skmReportPdf(results);
    return c.body(new Uint8Array(pdf), 200, {
      'content-type': 'application/pdf',
      'content-disposition': `inline; filename="laporan-skm-${results.period.key}.pdf"`,
      'cache-control': 'public, max-age=60',
    });
  });

export const adminSkmRoutes = new Hono<AppEnv>()
  .use(allow('skm.manage'), async (c, next) => {
    c.header('cache-control', 'no-store');
    await next();
  })
  .get('/saran', queryInput(pageQuerySchema), async (c) =>
    c.json(await listSuggestions({ db: c.get('deps').db, actor: await c.get('user')(), input: c.req.valid('query') })),
  )
  .patch('/saran/:id', jsonInput(skmSuggestionPublishSchema), async (c) =>
    c.json(
      await setSuggestionPublished({
        db: c.get('deps').db,
        actor: await c.get('user')(),
        id: c.req.param('id'),
        published: c.req.valid('json').published,
      }),
    ),
  )
  .get('/jawaban', queryInput(skmPeriodQuerySchema), async (c) => {
    const { db, pool } = c.get('deps');
    const { body, headers } = exportAnswers({ db, pool, actor: await c.get('user')(), periode: c.req.valid('query').periode });
    return c.body(body, 200, headers);
  });
