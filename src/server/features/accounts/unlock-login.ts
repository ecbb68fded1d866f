import { eq } from 'drizzle-orm';
import { ADMIN } from '../../../shared/admin-strings.ts';
import type { AdminUserItem } from '../../../shared/users-schemas.ts';
import { assertCan, type Actor } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { auditLog, profiles } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { clearAccountLock } from './login-limiter.ts';
import { readAdminUser } from './list-users.ts';

/**
 * "Buka kunci" (docs/decisions/045): a super admin lifts an account's login lock; the lock and the
 * audit row go together. An account that is not locked is left as it is, with no audit row.
 */
export async function unlockLogin({ db, actor, id }: { db: Db; actor: Actor; id: string }): Promise<AdminUserItem> {
  assertCan(actor, 'users.manage');
  await db.transaction(async (tx) => {
    const [target] = await tx.select({ email: profiles.email }).from(profiles).where(eq(profiles.id, id));
    if (!target) throw new AppError('NOT_FOUND', ADMIN.users.notFound);
    const lifted = await clearAccountLock(tx, target.email);
    if (!lifted) return;
    await tx.insert(auditLog).values({
      actorId: actor.id,
      action: 'user.unlock',
      target: id,
      details: { email: target.email, failures: lifted.failures, lockedUntil: lifted.until.toISOString() },
    });
  });
  return readAdminUser(db, id);
}
