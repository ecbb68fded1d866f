import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { RequestStatus } from '../../../shared/constants.ts';
import { SKM_TEXT } from '../../../shared/skm-strings.ts';
import type { Db, Tx } from '../../db/client.ts';
import { sirekananRequests, ujilabRequests } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';

// The satisfaction survey (issue 16, items 1–3; docs/decisions/028-skm.md).
// The survey link of a finished request: its signature, its address and the request it names; each verb
// is in a file of its own (get-invitation.ts, submit-survey.ts, …).

/** The statuses that finish a request: its survey is open from then on. */
export const FINAL: RequestStatus[] = ['Selesai', 'Ditolak'];

/** The requests a survey can be tied to: Sirekanan and Uji Lab, by their code's prefix. */
const BY_PREFIX = {
  SRK: { service: 'sirekanan', table: sirekananRequests, tableName: 'sirekanan_requests' },
  LAB: { service: 'ujilab', table: ujilabRequests, tableName: 'pengajuan_uji' },
} as const;

/** The survey link's signature: for this request only, valid for as long as the request has no answer. */
export const surveyToken = (secret: string, requestId: string) =>
  createHmac('sha256', secret).update(`skm:${requestId}`).digest('base64url').slice(0, 32);

/** The survey page's address for a finished request (e-mail and dashboard). */
export const surveyPath = (secret: string, code: string, requestId: string) =>
  `/skm?${new URLSearchParams({ kode: code, t: surveyToken(secret, requestId) })}`;

function validToken(secret: string, requestId: string, token: string): boolean {
  const expected = Buffer.from(surveyToken(secret, requestId));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export async function findRequest(db: Db | Tx, code: string, token: string, secret: string) {
  const cfg = BY_PREFIX[code.slice(0, 3).toUpperCase() as keyof typeof BY_PREFIX];
  if (!cfg) throw new AppError('NOT_FOUND', SKM_TEXT.errors.linkInvalid);
  const [row] = await db
    .select({ id: cfg.table.id, status: cfg.table.status, code: cfg.table.trackingCode })
    .from(cfg.table)
    .where(eq(cfg.table.trackingCode, code.toUpperCase()))
    .limit(1);
  // An unknown code and a wrong signature answer alike: the link tells nothing about other requests.
  if (!row || !validToken(secret, row.id, token)) throw new AppError('NOT_FOUND', SKM_TEXT.errors.linkInvalid);
  return { ...row, service: cfg.service, tableName: cfg.tableName };
}
