// /layanan/lapor-kerusakan without JavaScript (issue 35, item 5): the page's form is a real
// multipart POST to its own address. The server answers with the same page: again, with what was
// typed and the messages next to the boxes; or, once the report is made, a 303 to the page with its
// confirmation (a reload then never sends it again). The verb is the JSON API's; the guards are the
// API's too: the Origin rule, the same rate limit (one count for both ways), the body's kind and size.
import { timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import {
  DAMAGE_FORM_FIELDS,
  DAMAGE_FORM_KEY_FIELD,
  DAMAGE_FORM_PATH,
  type DamageFormState,
} from '../../../shared/damage-report-form-state.ts';
import { damageReportInputSchema, trackingCodeSchema } from '../../../shared/damage-report-schemas.ts';
import { IDEMPOTENCY_KEY_PATTERN } from '../../../shared/idempotency.ts';
import { LAYANAN_DAMAGE } from '../../../shared/layanan-damage-strings.ts';
import { MAX_DAMAGE_PHOTOS, UPLOAD_FORM_BYTES } from '../../../shared/constants.ts';
import { REPORT_FORM } from '../../../shared/report-form-strings.ts';
import { ERRORS } from '../../../shared/strings.ts';
import type { AppContext, AppEnv } from '../../context.ts';
import { multipartBody } from '../../http/body.ts';
import { AppError } from '../../http/errors.ts';
import { originCheck } from '../../http/middleware.ts';
import { rateLimit } from '../../http/rate-limit.ts';
import { parseFields } from '../../uploads/parse-fields.ts';
import { receiptToken } from '../../requests/receipt-token.ts';
import { submitDamageReport } from './submit-damage-report.ts';

/** Renders /layanan/lapor-kerusakan with the form's state (src/server/pages/routes.ts provides it). */
export type ShowDamageFormPage = (c: AppContext, state: DamageFormState, status: ContentfulStatusCode) => Promise<Response>;

const EMPTY: DamageFormState = { values: {}, errors: {}, message: null, idempotencyKey: null, receipt: null };
const HOUR = 60 * 60 * 1000;

/** The confirmation's address: the code, and the receipt's token that proves this server made it. */
const confirmationUrl = (code: string, token: string) => `${DAMAGE_FORM_PATH}?${new URLSearchParams({ terkirim: code, t: token })}`;

const sameToken = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

export function damageReportFormRoutes(showPage: ShowDamageFormPage): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.post(DAMAGE_FORM_PATH, async (c) => {
    let state: DamageFormState = EMPTY;
    try {
      const { env } = c.get('deps');
      const pass = async () => {};
      await originCheck(env.baseUrl)(c, pass);
      await rateLimit({ name: 'damage-report', max: env.PUBLIC_FORM_LIMIT_PER_HOUR, windowMs: HOUR, methods: ['POST'] })(c, pass);
      const form = await multipartBody(c, UPLOAD_FORM_BYTES.damageReport);
      const values = Object.fromEntries(DAMAGE_FORM_FIELDS.map((name) => [name, form.text(name)]));
      const rawKey = form.text(DAMAGE_FORM_KEY_FIELD).trim();
      const idempotencyKey = IDEMPOTENCY_KEY_PATTERN.test(rawKey) ? rawKey.toLowerCase() : null;
      state = { ...EMPTY, values, idempotencyKey };
      if (rawKey && !idempotencyKey) throw new AppError('VALIDATION', ERRORS.idempotencyKeyInvalid);
      const photos = form.fileList('photos');
      if (photos.length > MAX_DAMAGE_PHOTOS) {
        throw new AppError('VALIDATION', REPORT_FORM.tooManyPhotos, { fields: { photos: REPORT_FORM.tooManyPhotos } });
      }
      const input = parseFields(damageReportInputSchema, values, LAYANAN_DAMAGE.incompleteTitle);
      const receipt = await submitDamageReport({
        deps: c.get('deps'),
        actor: await c.get('user')(),
        input: { ...input, photos, idempotencyKey },
      });
      const token = new URL(receipt.receiptUrl, 'http://portal.invalid').searchParams.get('t') ?? '';
      return c.redirect(confirmationUrl(receipt.trackingCode, token), 303);
    } catch (err) {
      // Anything else (the database away, a bug) is the app's error handler's.
      if (!(err instanceof AppError)) throw err;
      c.header('cache-control', 'no-store');
      if (err.retryAfterSeconds !== undefined) c.header('retry-after', String(err.retryAfterSeconds));
      // Bad input: the page again, what was typed in the boxes and the messages next to them, above
      // them the spec's one line when something required is missing (what the script's toast says).
      // A refusal (another site's form, too many reports, a body too large or of another kind): the
      // reason above the form, with the API's status.
      // A photo refused once the body was read (too large, not an image): its message by the photo box.
      const photoRefused = state !== EMPTY && (err.code === 'UNSUPPORTED_TYPE' || err.code === 'TOO_LARGE');
      const fields = err.code === 'VALIDATION' ? (err.fields ?? {}) : photoRefused ? { photos: err.message } : {};
      const message = Object.values(fields).includes(LAYANAN_DAMAGE.incomplete) ? LAYANAN_DAMAGE.incomplete : err.message;
      return showPage(c, { ...state, errors: fields, message }, err.code === 'VALIDATION' ? 422 : err.status);
    }
  });
  // The confirmation after a plain POST: shown only for a code this server gave with its token.
  routes.get(DAMAGE_FORM_PATH, async (c, next) => {
    const code = trackingCodeSchema.safeParse(c.req.query('terkirim') ?? '');
    const token = c.req.query('t') ?? '';
    if (!code.success || !sameToken(receiptToken(c.get('deps').env.AUTH_SECRET!, code.data), token)) return next();
    c.header('cache-control', 'no-store');
    const receiptUrl = `/api/receipts/${code.data}?t=${token}`;
    return showPage(c, { ...EMPTY, receipt: { trackingCode: code.data, receiptUrl } }, 200);
  });
  return routes;
}
