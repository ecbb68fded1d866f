import { and, eq } from 'drizzle-orm';
import { hashPassword, verifyPassword } from '../../auth.ts';
import type { Deps } from '../../context.ts';
import { accounts, users } from '../../db/schema.ts';

let dummyHash: Promise<string> | undefined;

/** The user id when e-mail and password match, else null; takes as long either way. */
export async function checkCredentials(deps: Pick<Deps, 'db'>, email: string, password: string): Promise<string | null> {
  const [row] = await deps.db
    .select({ id: users.id, hash: accounts.password })
    .from(users)
    .innerJoin(accounts, and(eq(accounts.userId, users.id), eq(accounts.providerId, 'credential')))
    .where(eq(users.email, email.toLowerCase()))
    .limit(1);
  if (!row?.hash) {
    await verifyPassword(await (dummyHash ??= hashPassword('tidak-ada-pengguna-ini')), password);
    return null;
  }
  return (await verifyPassword(row.hash, password)) ? row.id : null;
}
