import { and, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { profiles } from '../db/schema.ts';

/** Who is told when the portal itself needs someone (a failed backup, the morning digest): active super admins. */
export function activeSuperAdmins(tx: Db | Tx): Promise<Array<{ id: string; email: string; fullName: string }>> {
  return tx
    .select({ id: profiles.id, email: profiles.email, fullName: profiles.fullName })
    .from(profiles)
    .where(and(eq(profiles.role, 'super_admin'), isNull(profiles.deactivatedAt)));
}
