import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { LACAK_MAIL } from '../../shared/tracking-strings.ts';
import type { Db, Tx } from '../db/client.ts';
import { mailConfirmations } from '../db/schema.ts';
import { AppError } from '../http/errors.ts';
import { queueMail } from './outbox.ts';
import { addressConfirmationMail } from './templates.ts';

// An address typed into a damage report (the reporter's or a supporter's, from the web form or
// Open311) is nobody's proven address: anyone may type anyone's. It gets one mail, the confirmation
// link, with nothing in it of the typist's choosing; only after the link is pressed does the
// report's news go there (docs/decisions/046-mail-only-to-proven-addresses.md).

/** How long a confirmation link works. */
const CONFIRMATION_DAYS = 14;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

type Address = { requestId: string; code: string; email: string };

/**
 * Asks the address to confirm itself for this report, once: a second report of the same address
 * asks again (per report), a second time for the same report does not.
 */
export async function askToConfirm(tx: Tx, env: { baseUrl: string }, a: Address): Promise<void> {
  const email = a.email.toLowerCase();
  const token = randomBytes(32).toString('base64url');
  const added = await tx
    .insert(mailConfirmations)
    .values({ requestId: a.requestId, email, tokenHash: hashOf(token) })
    .onConflictDoNothing()
    .returning({ id: mailConfirmations.id });
  if (!added.length) return;
  await queueMail(tx, {
    kind: 'address_confirmation',
    to: email,
    userId: null,
    // The report's code and its status page are its receipt (issue 37, item 4): nothing of the typist's choosing.
    ...addressConfirmationMail(a.code, `${env.baseUrl}/konfirmasi-email?t=${token}`, `${env.baseUrl}/lacak/${a.code}`),
  });
}

/** The signed-in reporter's own verified address needs no link: it is proven already. */
export async function confirmedAlready(tx: Tx, a: Omit<Address, 'code'>): Promise<void> {
  await tx
    .insert(mailConfirmations)
    .values({
      requestId: a.requestId,
      email: a.email.toLowerCase(),
      tokenHash: hashOf(randomBytes(32).toString('base64url')),
      confirmedAt: sql`now()`,
    })
    .onConflictDoNothing();
}

/** Whether this address pressed its link for this report. */
export async function isConfirmed(tx: Db | Tx, requestId: string, email: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: mailConfirmations.id })
    .from(mailConfirmations)
    .where(
      and(
        eq(mailConfirmations.requestId, requestId),
        eq(mailConfirmations.email, email.toLowerCase()),
        isNotNull(mailConfirmations.confirmedAt),
      ),
    );
  return !!row;
}

/** The link's button: confirms the address for its report; pressing it again changes nothing. */
export async function confirmAddress(db: Db, token: string): Promise<void> {
  const [row] = await db
    .update(mailConfirmations)
    .set({ confirmedAt: sql`coalesce(${mailConfirmations.confirmedAt}, now())` })
    .where(
      and(
        eq(mailConfirmations.tokenHash, hashOf(token)),
        sql`${mailConfirmations.createdAt} > now() - make_interval(days => ${CONFIRMATION_DAYS})`,
      ),
    )
    .returning({ id: mailConfirmations.id });
  if (!row) throw new AppError('VALIDATION', LACAK_MAIL.confirmInvalid);
}
