import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { verifications } from '../../db/schema.ts';

/** What better-auth names a reset token's row: `reset-password:<token>`. */
const TOKEN_PREFIX = 'reset-password:';
/**
 * What we store instead: the SHA-256 of the token (docs/decisions/044-one-link-at-a-time.md). The
 * prefix differs from better-auth's on purpose: better-auth also looks a token up under its plain
 * identifier, and no stored row may ever answer to that.
 */
const STORED_PREFIX = 'reset-password-sha256:';

/** The stored identifier of a reset or invitation link's token. */
export function resetIdentifier(token: string): string {
  return STORED_PREFIX + createHash('sha256').update(token, 'utf8').digest('hex');
}

/** better-auth's `verification.storeIdentifier`: its reset rows are written and read hashed, as ours. */
export const storeResetIdentifierHashed = {
  default: 'plain' as const,
  overrides: {
    [TOKEN_PREFIX]: { hash: async (identifier: string) => resetIdentifier(identifier.slice(TOKEN_PREFIX.length)) },
  },
};

/**
 * Ends every outstanding reset or invitation link of the account: one was used, the password
 * changed, or a new invitation replaces the old one (issue 33, item 2).
 */
export async function revokeResetLinks(tx: Db | Tx, userId: string): Promise<void> {
  await tx
    .delete(verifications)
    .where(and(eq(verifications.value, userId), sql`starts_with(${verifications.identifier}, ${STORED_PREFIX})`));
}
