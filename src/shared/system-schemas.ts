// GET /api/admin/system (issue 37, item 3): how the portal is doing, for the super admin's /admin/sistem.

/** Something that needs the super admin, in the order the page shows them. */
export type SystemWarning =
  | 'no-backup'
  | 'backup-stale'
  | 'backup-failed'
  | 'mail-stuck'
  | 'mail-failed'
  | 'lapor-unauthorised'
  | 'lapor-failed'
  | 'payment-refused'
  | 'signing-broken'
  | 'signing-expiring'
  | 'disk-full'
  | 'database-down';

/**
 * Who signs the documents the portal issues (issue 40, item 5): BSrE, the office's P12 or the portal's own
 * certificate; the certificate's name and end (not for BSrE), or why it cannot be used.
 */
export type SigningHealth = { provider: 'bsre' | 'p12' | 'portal'; subject: string | null; validTo: string | null; error: string | null };

/** One backup run as backup_runs records it when it ends (issue 37, item 2). */
type BackupRunItem = {
  /** When it ended. */
  at: string;
  status: 'ok' | 'failed';
  trigger: 'schedule' | 'manual';
  /** The archive's size; null when it failed before one was written. */
  sizeBytes: number | null;
  /** The archive's folder (or s3://…) and name, as far as it got. */
  where: string | null;
  /** Why it failed, in the operator's words. */
  error: string | null;
};

export type SystemStatus = {
  checkedAt: string;
  portal: { version: string; node: string; startedAt: string; workers: number };
  database: { up: boolean; version: string | null; sizeBytes: number | null; embedded: boolean };
  disk: { path: string; freeBytes: number; totalBytes: number; usedPercent: number } | null;
  jobs: { ready: number; oldestAgeSeconds: number };
  mail: {
    pending: number;
    failed: number;
    oldestPendingAgeSeconds: number;
    smtp: boolean;
    /** The latest mails given up on, for "Kirim ulang". */
    recentFailed: Array<{ id: string; to: string; subject: string; createdAt: string; lastError: string | null }>;
  };
  /** Backups (issue 37, item 2): the latest successful one's end, and the latest runs, newest first. */
  backups: { lastAt: string | null; items: BackupRunItem[] };
  /**
   * SP4N-LAPOR! (issue 39, item 4): whether it is configured, the reports waiting, sent, given up on, and held
   * back because LAPOR! refused the token (401/403), with the latest error; null when the database did not answer.
   */
  lapor: { configured: boolean; pending: number; sent: number; failed: number; unauthorised: number; lastError: string | null } | null;
  /**
   * The bank's payment notifications (issue 40, item 3) refused in the last 7 days: forged (a bad signature) and
   * authentic but refused (an unknown bill, a wrong amount, a late one), the latest with its reason; null when the
   * database did not answer.
   */
  payments: {
    configured: boolean;
    forged: number;
    refused: number;
    lastDay: number;
    latest: { at: string; channel: string; reason: string | null; forged: boolean } | null;
  } | null;
  signing: SigningHealth;
  /** The latest times PostgreSQL could not be reached (system_incidents). */
  incidents: Array<{ startedAt: string; endedAt: string; detail: string | null }>;
  warnings: SystemWarning[];
};

/** When a figure needs the super admin (issue 37, item 3). */
export const SYSTEM_LIMITS = {
  backupStaleHours: 26,
  mailStuckMinutes: 15,
  diskFullPercent: 90,
  backupsListed: 10,
  certificateDays: 30,
} as const;
