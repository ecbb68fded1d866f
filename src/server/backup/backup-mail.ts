// A failed backup is an e-mail to the super admins (issue 37, item 2): the office's IT person learns of it
// the same night, not on the day the disk dies. Called by the backup code when a run ends in failure.
import type { Db, Tx } from '../db/client.ts';
import type { Env } from '../env.ts';
import { activeSuperAdmins } from '../mail/super-admins.ts';
import { queueMail } from '../mail/outbox.ts';
import { backupFailedMail } from '../mail/templates.ts';

export const BACKUP_FAILED_MAIL_KIND = 'backup_failed';

/**
 * Queues one mail per active super admin, in the caller's transaction (with the backup_runs row that
 * records the failure). `where` is the folder or s3://… it was written to; `error` is in the operator's
 * words. Returns how many were queued.
 */
export async function mailBackupFailed(
  tx: Db | Tx,
  env: Pick<Env, 'baseUrl'>,
  failure: { at: Date; error: string; where: string },
): Promise<number> {
  const admins = await activeSuperAdmins(tx);
  for (const admin of admins) {
    await queueMail(tx, {
      kind: BACKUP_FAILED_MAIL_KIND,
      to: admin.email,
      userId: admin.id,
      ...backupFailedMail({ name: admin.fullName, ...failure, systemUrl: `${env.baseUrl}/admin/sistem` }),
    });
  }
  return admins.length;
}
