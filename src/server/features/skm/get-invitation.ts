import { eq } from 'drizzle-orm';
import type { SkmInvitation } from '../../../shared/skm.ts';
import type { Db } from '../../db/client.ts';
import { skmResponses } from '../../db/schema.ts';
import { findRequest } from './survey-link.ts';

/** What the survey page shows about the request its link names. */
export async function getInvitation({
  db,
  secret,
  code,
  token,
}: {
  db: Db;
  secret: string;
  code: string;
  token: string;
}): Promise<SkmInvitation> {
  const request = await findRequest(db, code, token, secret);
  const [answered] = await db.select({ id: skmResponses.id }).from(skmResponses).where(eq(skmResponses.requestId, request.id)).limit(1);
  return { code: request.code, service: request.service, status: request.status ?? 'Diajukan', answered: Boolean(answered) };
}
