import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import type { Env } from '../../env.ts';
import { queueNotice } from '../../mail/notice.ts';
import { ppidMail } from '../../mail/templates.ts';
import type { RequestRow } from './request-rows.ts';

/**
 * Mails the requester about a step: to the account's own address once it is verified, never to the
 * address typed into the form (issue 33, item 4: a stranger's address and a "name" of the typist's
 * choosing made the office's mail a phishing tool). The typed address stays with the request for
 * the officer; an unverified account, or one that asked for no more, sees the steps on its page.
 */
export async function mailRequester(
  tx: Tx,
  env: Env,
  r: Pick<RequestRow, 'name' | 'userId'>,
  mail: { subject: string; heading: string; paragraphs: string[] },
): Promise<void> {
  if (!r.userId) return;
  const [account] = await tx.select({ email: users.email, verified: users.emailVerified }).from(users).where(eq(users.id, r.userId));
  if (!account?.verified) return;
  await queueNotice(tx, env, {
    kind: 'ppid',
    to: account.email,
    userId: r.userId,
    render: ({ unsubscribeUrl }) => ppidMail({ name: r.name, ...mail, url: `${env.baseUrl}/ppid/permohonan`, unsubscribeUrl }),
  });
}
