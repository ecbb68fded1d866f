import { Hono } from 'hono';
import { areaAlertInputSchema, areaAlertTokenSchema } from '../../../shared/area-alert-schemas.ts';
import { AREA_ALERTS as T } from '../../../shared/area-alert-strings.ts';
import type { AppEnv } from '../../context.ts';
import { AppError } from '../../http/errors.ts';
import { jsonInput } from '../../http/input.ts';
import { rateLimit } from '../../http/rate-limit.ts';
import { confirmAreaAlert } from './confirm-area-alert.ts';
import { stopAreaAlert } from './stop-area-alert.ts';
import { subscribeToArea } from './subscribe-to-area.ts';

const HOUR = 60 * 60 * 1000;

/** The link's `?t=`; a missing or odd one is the link's own refusal, never a generic one. */
const tokenOf = (value: string | undefined, invalid: string) => {
  const t = areaAlertTokenSchema.safeParse(value ?? '');
  if (!t.success) throw new AppError('VALIDATION', invalid);
  return t.data;
};

/** One count per address for the API and the plain form on /laporan (form-post-routes.ts). */
export const areaAlertRateLimit = (max: number) => rateLimit({ name: 'area-alert', max, windowMs: HOUR, methods: ['POST'] });

/**
 * "Ikuti laporan di sini" (issue 39, item 5), for scripts and the page's form: subscribe (the same answer
 * whatever the address), confirm by the mailed link, and stop by the signed link: the mail client's
 * one-click POST of List-Unsubscribe (RFC 8058) ends here, no session, no body needed.
 */
export const areaAlertRoutes = new Hono<AppEnv>()
  .post(
    '/',
    async (c, next) => areaAlertRateLimit(c.get('deps').env.PUBLIC_FORM_LIMIT_PER_HOUR)(c, next),
    jsonInput(areaAlertInputSchema, { title: T.failed }),
    async (c) => {
      await subscribeToArea({ deps: c.get('deps'), input: c.req.valid('json') });
      return c.json({ ok: true, message: T.sent }, 202);
    },
  )
  .post('/confirm', async (c) => {
    const { area } = await confirmAreaAlert({ db: c.get('deps').db, token: tokenOf(c.req.query('t'), T.confirmInvalid) });
    return c.json({ ok: true, message: T.confirmed(area) });
  })
  .post('/unsubscribe', async (c) => {
    const { area } = await stopAreaAlert({ deps: c.get('deps'), token: tokenOf(c.req.query('t'), T.stopInvalid) });
    return c.json({ ok: true, message: T.stopped(area) });
  });
