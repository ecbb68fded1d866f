import { eq } from 'drizzle-orm';
import { ADMIN } from '../../../shared/admin-strings.ts';
import type { RoleChangeInput, RoleChangeResult } from '../../../shared/users-schemas.ts';
import { assertCan, type Actor } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { auditLog, profiles } from '../../db/schema.ts';
import { AppError, forbidden } from '../../http/errors.ts';
import { readAdminUser } from './list-users.ts';

/**
 * Sets a user's role (is_admin follows, being generated from it) and audits it. DECISIONS.md
 * rule 5: the last super admin cannot demote themself. Every super-admin row is locked first, so
 * two super admins demoting themselves at the same moment are decided one after the other and
 * the second sees that only they remain.
 */
export async function changeUserRole({
  db,
  actor,
  userId,
  input,
}: {
  db: Db;
  actor: Actor;
  userId: string;
  input: RoleChangeInput;
}): Promise<RoleChangeResult> {
  assertCan(actor, 'users.manage');
  // better-auth ids are not UUIDs; anything that is not a plausible id cannot exist.
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(userId)) throw new AppError('NOT_FOUND', ADMIN.users.notFound);
  return db.transaction(async (tx) => {
    const superAdmins = await tx
      .select({ id: profiles.id })
      .from(profiles)
      .where(eq(profiles.role, 'super_admin'))
      .orderBy(profiles.id)
      .for('update');
    // The actor may have lost the role since the request began (another super admin demoted them).
    if (!superAdmins.some((s) => s.id === actor.id)) throw forbidden();
    const [target] = await tx.select().from(profiles).where(eq(profiles.id, userId)).for('update');
    if (!target) throw new AppError('NOT_FOUND', ADMIN.users.notFound);
    if (target.role === input.role) return { user: await readAdminUser(tx, userId), changed: false };
    if (target.role === 'super_admin' && superAdmins.length <= 1) throw new AppError('CONFLICT', ADMIN.users.lastSuperAdmin);
    const [updated] = await tx.update(profiles).set({ role: input.role }).where(eq(profiles.id, userId)).returning();
    await tx.insert(auditLog).values({
      actorId: actor.id,
      action: 'role.change',
      target: userId,
      details: { from: target.role, to: input.role, email: target.email },
    });
    return { user: await readAdminUser(tx, updated!.id), changed: true };
  });
}
