import { z } from 'zod';
import { canonicalRole, type Role } from './roles.ts';
import { STAFF } from './staff-account-strings.ts';
import { plainName } from './person-name.ts';

/** A staff account a super admin creates: the person sets their own password from the e-mail. */
export const staffInviteSchema = z.object({
  fullName: plainName(z.string({ message: STAFF.nameRequired }).trim().min(1, STAFF.nameRequired).max(100, STAFF.nameTooLong)),
  email: z
    .string({ message: STAFF.emailInvalid })
    .trim()
    .toLowerCase()
    .pipe(z.email({ message: STAFF.emailInvalid })),
  role: z.string({ message: STAFF.roleStaffOnly }).transform((v, ctx): Exclude<Role, 'customer'> => {
    const role = canonicalRole(v);
    if (!role || role === 'customer') {
      ctx.addIssue({ code: 'custom', message: STAFF.roleStaffOnly });
      return z.NEVER;
    }
    return role;
  }),
});
export type StaffInvite = z.output<typeof staffInviteSchema>;
