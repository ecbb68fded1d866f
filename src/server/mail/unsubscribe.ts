import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { mailOptOuts } from '../db/schema.ts';

// "Berhenti menerima email": a link per address, signed so that nobody can unsubscribe someone
// else; the page asks for one press (a GET changes nothing: mail scanners open links), and the
// List-Unsubscribe header offers the same as a one-click POST (RFC 8058).

const tokenFor = (secret: string, email: string) =>
  createHmac('sha256', secret).update(`unsubscribe:${email.toLowerCase()}`).digest('base64url').slice(0, 32);

export function unsubscribeLinks(env: { baseUrl: string; AUTH_SECRET?: string }, email: string) {
  const query = new URLSearchParams({ e: email.toLowerCase(), t: tokenFor(env.AUTH_SECRET!, email) }).toString();
  return {
    page: `${env.baseUrl}/berhenti-langganan?${query}`,
    headers: {
      'List-Unsubscribe': `<${env.baseUrl}/api/mail/unsubscribe?${query}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

export function validUnsubscribe(secret: string, email: string, token: string): boolean {
  const expected = Buffer.from(tokenFor(secret, email));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export async function optOut(db: Db, email: string): Promise<void> {
  await db.insert(mailOptOuts).values({ email: email.toLowerCase() }).onConflictDoNothing();
}

export async function isOptedOut(tx: Db | Tx, email: string): Promise<boolean> {
  const [row] = await tx.select({ email: mailOptOuts.email }).from(mailOptOuts).where(eq(mailOptOuts.email, email.toLowerCase()));
  return !!row;
}
