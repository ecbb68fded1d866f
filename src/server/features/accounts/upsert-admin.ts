import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Role } from '../../../shared/roles.ts';
import type { Auth } from '../../auth.ts';
import type { Db } from '../../db/client.ts';
import { auditLog, profiles } from '../../db/schema.ts';

export function generatePassword(): string {
  // 18 random bytes → 24 URL-safe characters, about 144 bits.
  return randomBytes(18).toString('base64url');
}

/**
 * Creates the account (when missing) and sets its role. Used by start (first super admin) and by
 * `npm run admin`. Returns whether the account was created.
 */
export async function upsertAdmin(
  deps: { db: Db; auth: Auth },
  input: { email: string; password?: string; fullName?: string; role: Role },
): Promise<{ created: boolean; userId: string }> {
  const email = input.email.trim().toLowerCase();
  let [profile] = await deps.db
    .select()
    .from(profiles)
    .where(sql`lower(${profiles.email}) = ${email}`);
  let created = false;
  if (!profile) {
    if (!input.password) throw new Error(`akun ${email} tidak ditemukan; buat dulu dengan perintah create`);
    await deps.auth.api.signUpEmail({ body: { email, password: input.password, name: input.fullName ?? 'Administrator' } });
    [profile] = await deps.db
      .select()
      .from(profiles)
      .where(sql`lower(${profiles.email}) = ${email}`);
    if (!profile) throw new Error('account was not created');
    created = true;
  }
  if (profile.role !== input.role) {
    await deps.db.transaction(async (tx) => {
      await tx.update(profiles).set({ role: input.role }).where(eq(profiles.id, profile.id));
      await tx.insert(auditLog).values({
        actorId: null,
        action: 'role.change',
        target: profile.id,
        details: { from: profile.role, to: input.role, via: 'cli' },
      });
    });
  }
  return { created, userId: profile.id };
}

export async function hasSuperAdmin(db: Db): Promise<boolean> {
  const [row] = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.role, 'super_admin')).limit(1);
  return row != null;
}
