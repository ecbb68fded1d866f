import path from 'node:path';
import { z } from 'zod';
import { parseTrustProxy, type TrustProxy } from './http/trusted-proxy.ts';

const flag = z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true');

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  STORAGE_URL: z
    .string()
    .regex(/^s3:\/\/[^/]+\/?$/, 'must look like s3://bucket')
    .optional(),
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: flag.default(true),
  ADMIN_EMAIL: z.string().email().optional(),
  ADMIN_PASSWORD: z.string().min(12, 'must be at least 12 characters').optional(),
  SEED_DEMO: flag.optional(),
  BASE_URL: z.string().url().optional(),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  // The proxies in front of the portal, whose X-Forwarded-For entries are believed (http/trusted-proxy.ts).
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v, ctx): TrustProxy => {
      const parsed = parseTrustProxy(v);
      if (typeof parsed === 'string') {
        ctx.addIssue({ code: 'custom', message: parsed });
        return z.NEVER;
      }
      return parsed;
    }),
  // smtp://user:pass@host:587 (STARTTLS) or smtps://…:465; unset: mails stay in the outbox and the log (/admin/surel).
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^\s]+$/, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).optional(),
  // Damage reports and contact messages one client IP may send per hour (status lookups: ten times as many).
  PUBLIC_FORM_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(20),
  // New accounts one client IP may register per hour.
  REGISTER_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(10),
  // What one account may upload in 24 hours (docs/decisions/008-registration-and-upload-quota.md).
  UPLOAD_QUOTA_FILES_PER_DAY: z.coerce.number().int().min(1).default(20),
  UPLOAD_QUOTA_MB_PER_DAY: z.coerce.number().int().min(1).default(100),
  // The map's raster tiles (issue 15): {z}/{x}/{y} and optionally {s}; "off" draws the map with no
  // tiles (the pins on a plain background). The attribution is shown in the map's corner.
  MAP_TILE_URL: z
    .string()
    .regex(/^(off|https?:\/\/[^\s]+\{z\}[^\s]*)$/, 'must be "off" or an http(s) URL with {z}, {x} and {y}')
    .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  MAP_TILE_ATTRIBUTION: z.string().default('© Kontributor OpenStreetMap'),
  // Worker processes serving HTTP (issue 18): one per core by default; 1 runs everything in one process.
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  // Lets a Prometheus on another machine read /metrics (`Authorization: Bearer …`); this machine reads it without.
  METRICS_TOKEN: z.string().min(24, 'must be at least 24 characters').optional(),
  // Backups (issue 37, README "Cadangan"): archives go to BACKUP_DIR (default DATA_DIR/backups) or an S3 bucket.
  BACKUP_DIR: z.string().min(1).optional(),
  BACKUP_URL: z
    .string()
    .regex(/^s3:\/\/[^/\s]+(\/[^\s]*)?$/, 'must look like s3://bucket or s3://bucket/prefix')
    .optional(),
  // When the nightly backup runs, WITA (HH:MM), or "off".
  BACKUP_SCHEDULE: z
    .string()
    .regex(/^(off|([01]\d|2[0-3]):[0-5]\d)$/, 'must be HH:MM (WITA) or "off"')
    .default('01:00'),
  BACKUP_KEEP_DAILY: z.coerce.number().int().min(1).max(366).default(7),
  BACKUP_KEEP_WEEKLY: z.coerce.number().int().min(0).max(520).default(4),
  // WhatsApp status messages (issue 38, docs/decisions/059): off unless the token, the number's id and the template are set.
  WHATSAPP_API_URL: z.string().url().default('https://graph.facebook.com/v21.0'),
  WHATSAPP_PHONE_NUMBER_ID: z.string().regex(/^\d+$/, 'must be the number id (digits) from WhatsApp Manager').optional(),
  WHATSAPP_TOKEN: z.string().min(20, 'must be at least 20 characters').optional(),
  WHATSAPP_TEMPLATE_STATUS: z
    .string()
    .regex(/^[a-z0-9_]+$/, 'must be a template name (a-z, 0-9, _)')
    .optional(),
  WHATSAPP_TEMPLATE_LANGUAGE: z
    .string()
    .regex(/^[a-z]{2}(_[A-Z]{2})?$/, 'must be a language code such as id or en_US')
    .default('id'),
  WHATSAPP_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  // The webhook: the token Meta sends when the callback URL is verified, and the app secret that signs each POST.
  WHATSAPP_VERIFY_TOKEN: z.string().min(8, 'must be at least 8 characters').optional(),
  WHATSAPP_APP_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  // SP4N-LAPOR! (issue 39, item 4; docs/decisions/066): off unless both the API's address and the agency's token are set.
  LAPOR_API_URL: z.string().url().optional(),
  LAPOR_API_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  LAPOR_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  // Lab bills paid through the bank (issue 40, item 3; docs/decisions/071): SNAP BI virtual account and QRIS. Off unless
  // the partner id, client key and secret, the bank's public key and the VA's partner service id are all set.
  PAYMENT_SNAP_PARTNER_ID: z.string().min(1).max(64).optional(),
  PAYMENT_SNAP_CLIENT_KEY: z.string().min(1).max(128).optional(),
  PAYMENT_SNAP_CLIENT_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  PAYMENT_SNAP_BANK_PUBLIC_KEY: z
    .string()
    .regex(/-----BEGIN PUBLIC KEY-----/, 'must be a PEM public key (newlines may be written \\n)')
    .optional(),
  PAYMENT_SNAP_BANK_NAME: z.string().min(2).max(60).default('Bank Sulselbar'),
  PAYMENT_VA_PARTNER_SERVICE_ID: z
    .string()
    .regex(/^\s*\d{1,8}$/, 'must be the bank company code (up to 8 digits)')
    .optional(),
  // QRIS MPM (with the bank above): the merchant's PAN at the acquirer and its NMID; both set turn QRIS on.
  PAYMENT_QRIS_MERCHANT_PAN: z
    .string()
    .regex(/^\d{8,19}$/, 'must be 8–19 digits')
    .optional(),
  PAYMENT_QRIS_NMID: z
    .string()
    .regex(/^ID\d{10,13}$/, 'must look like ID1020012345678')
    .optional(),
  PAYMENT_QRIS_ACQUIRER: z.string().min(3).max(32).default('ID.CO.BANKSULSELBAR.WWW'),
  PAYMENT_QRIS_MERCHANT_NAME: z.string().min(1).max(25).default('DINAS PUPR SULBAR'),
  PAYMENT_QRIS_CITY: z.string().min(1).max(15).default('MAMUJU'),
  PAYMENT_QRIS_POSTAL_CODE: z
    .string()
    .regex(/^\d{5}$/)
    .default('91512'),
  // Signing the documents the portal issues (issue 40, item 5; docs/decisions/073). Without BSrE the portal signs
  // with the office's P12 (SIGNING_P12_FILE and its passphrase) or else with a certificate it makes for itself in DATA_DIR.
  SIGNING_P12_FILE: z.string().min(1).optional(),
  SIGNING_P12_PASSPHRASE: z.string().optional(),
  // BSrE (BSSN) e-signature API v2: on when its address and the client's id and secret are set; then either the
  // official's NIK (staff type its passphrase) or the institution's seal id (staff type its one-time code).
  BSRE_API_URL: z.string().url().optional(),
  BSRE_CLIENT_ID: z.string().min(1).optional(),
  BSRE_CLIENT_SECRET: z.string().min(1).optional(),
  BSRE_NIK: z
    .string()
    .regex(/^\d{16}$/, 'must be a NIK of 16 digits')
    .optional(),
  BSRE_SEAL_ID: z.string().min(1).optional(),
  BSRE_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(30_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Env = z.infer<typeof schema> & { dataDir: string; baseUrl: string; seedDemo: boolean; MAIL_FROM: string };

/** Parses the environment once; on a bad variable prints one clear line each and exits. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''));
  const parsed = schema.safeParse(cleaned);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      console.error(`Konfigurasi salah: ${issue.path.join('.')}: ${issue.message}`);
    }
    process.exit(1);
  }
  const env = parsed.data;
  if ((env.ADMIN_EMAIL == null) !== (env.ADMIN_PASSWORD == null)) {
    console.error('Konfigurasi salah: ADMIN_EMAIL dan ADMIN_PASSWORD harus diisi bersama.');
    process.exit(1);
  }
  const displayHost = env.HOST === '0.0.0.0' || env.HOST === '::' ? '127.0.0.1' : env.HOST;
  const baseUrl = env.BASE_URL ?? `http://${displayHost}:${env.PORT}`;
  return {
    ...env,
    MAIL_FROM: env.MAIL_FROM ?? `"Dinas PUPR Provinsi Sulawesi Barat" <no-reply@${new URL(baseUrl).hostname}>`,
    dataDir: path.resolve(env.DATA_DIR),
    baseUrl,
    // Demo content by default only on the embedded database (ARCHITECTURE.md §7).
    seedDemo: env.SEED_DEMO ?? env.DATABASE_URL == null,
  };
}
