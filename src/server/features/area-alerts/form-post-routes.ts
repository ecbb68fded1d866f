// "Ikuti laporan di sini" without JavaScript (issue 39, item 5): the form on /laporan posts to /laporan,
// and the buttons of the pages the e-mails open (/ikuti/konfirmasi, /ikuti/berhenti) post to their own
// address. The server answers with the page again: the form with what was typed and the messages next
// to the boxes, or the outcome; a subscription made goes on (303) to /laporan saying "periksa email",
// so that a reload never sends it twice. The verbs and the rate limit are the JSON API's.
import { Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import {
  AREA_ALERT_ANCHOR,
  AREA_ALERT_CONFIRM_PATH,
  AREA_ALERT_FIELDS,
  AREA_ALERT_STOP_PATH,
  areaAlertInputSchema,
  areaAlertTokenSchema,
  type AreaAlertFormState,
  type AreaAlertLinkState,
} from '../../../shared/area-alert-schemas.ts';
import { AREA_ALERTS as T } from '../../../shared/area-alert-strings.ts';
import { ERRORS } from '../../../shared/strings.ts';
import type { AppContext, AppEnv } from '../../context.ts';
import { formFields } from '../../http/body.ts';
import { AppError } from '../../http/errors.ts';
import { originCheck } from '../../http/middleware.ts';
import { parseFields } from '../../uploads/parse-fields.ts';
import { confirmAreaAlert } from './confirm-area-alert.ts';
import { areaAlertRateLimit } from './routes.ts';
import { stopAreaAlert } from './stop-area-alert.ts';
import { subscribeToArea } from './subscribe-to-area.ts';

export type ShowAreaAlertForm = (c: AppContext, state: AreaAlertFormState, status: ContentfulStatusCode) => Promise<Response>;
export type ShowAreaAlertLink = (c: AppContext, state: AreaAlertLinkState, status: ContentfulStatusCode) => Promise<Response>;

/** A form of four short boxes. */
const FORM_BYTES = 4 * 1024;

const pass = async () => {};

/** /laporan with its filters as they were, and the answer: the same for every address. */
function sentUrl(c: AppContext): string {
  const search = new URL(c.req.url).searchParams;
  search.set(AREA_ALERT_ANCHOR, 'terkirim');
  return `/laporan?${search}#${AREA_ALERT_ANCHOR}`;
}

export function areaAlertFormRoutes(show: { form: ShowAreaAlertForm; confirm: ShowAreaAlertLink; stop: ShowAreaAlertLink }): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.post('/laporan', async (c) => {
    let values: AreaAlertFormState['values'] = {};
    try {
      const { env } = c.get('deps');
      await originCheck(env.baseUrl)(c, pass);
      await areaAlertRateLimit(env.PUBLIC_FORM_LIMIT_PER_HOUR)(c, pass);
      const fields = await formFields(c, FORM_BYTES, () => new AppError('TOO_LARGE', ERRORS.tooLarge));
      values = Object.fromEntries(AREA_ALERT_FIELDS.map((name) => [name, fields[name] ?? '']));
      const input = parseFields(areaAlertInputSchema, values, T.failed);
      await subscribeToArea({ deps: c.get('deps'), input });
      return c.redirect(sentUrl(c), 303);
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      c.header('cache-control', 'no-store');
      if (err.retryAfterSeconds !== undefined) c.header('retry-after', String(err.retryAfterSeconds));
      const errors = err.code === 'VALIDATION' ? (err.fields ?? {}) : {};
      const message = err.code === 'VALIDATION' && Object.keys(errors).length ? T.failed : err.message;
      return show.form(c, { values, errors, message }, err.code === 'VALIDATION' ? 422 : err.status);
    }
  });
  const linkRoute = (path: string, act: (c: AppContext, token: string) => Promise<string>, invalid: string, page: ShowAreaAlertLink) =>
    routes.post(path, async (c) => {
      try {
        await originCheck(c.get('deps').env.baseUrl)(c, pass);
        const token = areaAlertTokenSchema.safeParse(c.req.query('t') ?? '');
        if (!token.success) throw new AppError('VALIDATION', invalid);
        return page(c, { ok: true, message: await act(c, token.data) }, 200);
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        c.header('cache-control', 'no-store');
        return page(c, { ok: false, message: err.message }, err.code === 'VALIDATION' ? 422 : err.status);
      }
    });
  linkRoute(
    AREA_ALERT_CONFIRM_PATH,
    async (c, token) => T.confirmed((await confirmAreaAlert({ db: c.get('deps').db, token })).area),
    T.confirmInvalid,
    show.confirm,
  );
  linkRoute(
    AREA_ALERT_STOP_PATH,
    async (c, token) => T.stopped((await stopAreaAlert({ deps: c.get('deps'), token })).area),
    T.stopInvalid,
    show.stop,
  );
  return routes;
}
