import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { skmResponses } from '../../db/schema.ts';

/** Whether a request still waits for its survey (the status e-mail then carries the invitation). */
export async function surveyOpen(tx: Tx, requestId: string): Promise<boolean> {
  const [row] = await tx.select({ id: skmResponses.id }).from(skmResponses).where(eq(skmResponses.requestId, requestId)).limit(1);
  return !row;
}
