import { z } from 'zod';
import { keysetPageQuerySchema, searchTextSchema } from './admin-schemas.ts';
import { canonicalRole, type Role } from './roles.ts';
import { ADMIN } from './admin-strings.ts';
import { searchWord } from './paging.ts';

// Paged by cursor (issue 41: `page` alone, from an old link, is the first page). Shorter than three
// letters or digits in a row: no search (searchWord).
export const userListQuerySchema = keysetPageQuerySchema.extend({ q: searchTextSchema.transform(searchWord) });
export type UserListQuery = z.infer<typeof userListQuerySchema>;

/** Either spelling of a role (DECISIONS.md rule 3) is accepted; the stored one is canonical. */
export const roleChangeSchema = z.object({
  role: z.string({ message: ADMIN.users.roleInvalid }).transform((v, ctx) => {
    const role = canonicalRole(v);
    if (!role) {
      ctx.addIssue({ code: 'custom', message: ADMIN.users.roleInvalid });
      return z.NEVER;
    }
    return role;
  }),
});
export type RoleChangeInput = z.output<typeof roleChangeSchema>;

export type AdminUserItem = {
  id: string;
  fullName: string;
  email: string;
  role: Role;
  isAdmin: boolean;
  createdAt: string;
  /** Set when a super admin deactivated the account (it cannot sign in). */
  deactivatedAt: string | null;
  /** Invited and no password set yet. */
  pendingInvitation: boolean;
  /**
   * Locked after too many failed logins from anywhere (docs/decisions/045): until when, and the
   * failures in the account's 24 hours; null when it is not locked.
   */
  loginLock: LoginLock | null;
};
export type LoginLock = { until: string; failures: number };
export type RoleChangeResult = { user: AdminUserItem; changed: boolean };
