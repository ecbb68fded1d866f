// The damage report form as the server answers a plain POST of it (issue 35, item 5: the form works
// without JavaScript): the page is rendered again with what was typed and the messages next to the
// boxes, or with the confirmation. The server hands it to the page in the page's data, under this key.

/** The form's text boxes as the plain POST sends them (their `name`s). */
export const DAMAGE_FORM_FIELDS = [
  'reporterName',
  'reporterEmail',
  'location',
  'kabupaten',
  'latitude',
  'longitude',
  'reportType',
  'bridgeId',
  'description',
  // Issue 38: the optional phone and the WhatsApp box ("ya" when ticked).
  'phone',
  'whatsapp',
] as const;
type DamageFormField = (typeof DAMAGE_FORM_FIELDS)[number];

/** The hidden box carrying the form's idempotency key when it is sent without JavaScript. */
export const DAMAGE_FORM_KEY_FIELD = 'idempotencyKey';

export type DamageFormState = {
  /** What was typed, to put back in the boxes. */
  values: Partial<Record<DamageFormField, string>>;
  /** One message per box (and `photos`), in Indonesian. */
  errors: Record<string, string>;
  /** A message about the whole form (too large, too many reports from here), or null. */
  message: string | null;
  /** The key the next attempt sends: the same one, so that a retry never makes a second report. */
  idempotencyKey: string | null;
  /** The report made: the confirmation with its tracking code. */
  receipt: { trackingCode: string; receiptUrl: string } | null;
};

export const DAMAGE_FORM_STATE_KEY = ['damage-report', 'form-state'] as const;

/** The page the form is on, and where it posts without JavaScript. */
export const DAMAGE_FORM_PATH = '/layanan/lapor-kerusakan';
