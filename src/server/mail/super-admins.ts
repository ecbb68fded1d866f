import { and, eq, isNull } from 'drizzle-orm';
import type { Role } from '../../shared/roles.ts';
import type { Db, Tx } from '../db/client.ts';
import { profiles } from '../db/schema.ts';

/** Who is told when the portal itself needs someone (a failed backup, the morning digest): active super admins. */
export function activeSuperAdmins(tx: Db | Tx): Promise<Array<{ id: string; email: string; fullName: string }>> {
  return activeStaff(tx, 'super_admin');
}

/** Who carries out an upheld objection (issue 38, item 3): the active PPID officers. */
export function activePpidOfficers(tx: Db | Tx): Promise<Array<{ id: string; email: string; fullName: string }>> {
  return activeStaff(tx, 'admin_ppid');
}

function activeStaff(tx: Db | Tx, role: Role) {
  return tx
    .select({ id: profiles.id, email: profiles.email, fullName: profiles.fullName })
    .from(profiles)
    .where(and(eq(profiles.role, role), isNull(profiles.deactivatedAt)));
}
