import { and, eq, gt, sql } from 'drizzle-orm';
import { fillText } from '../../shared/strings.ts';
import { LAYANAN_UPLOADS } from '../../shared/layanan-uploads-strings.ts';
import type { Env } from '../env.ts';
import type { Db, Tx } from '../db/client.ts';
import { uploadLedger } from '../db/schema.ts';
import { AppError } from '../http/errors.ts';

/*
 * docs/decisions/008-registration-and-upload-quota.md: a free account may store at most
 * UPLOAD_QUOTA_FILES_PER_DAY files and UPLOAD_QUOTA_MB_PER_DAY megabytes in any 24 hours, so that
 * nobody fills the office's disk with one account. Anonymous damage reports are bounded per IP.
 */
const DAY_MS = 24 * 60 * 60 * 1000;

type Quota = Pick<Env, 'UPLOAD_QUOTA_FILES_PER_DAY' | 'UPLOAD_QUOTA_MB_PER_DAY'>;

async function usedToday(db: Db | Tx, userId: string): Promise<{ files: number; bytes: number }> {
  const [row] = await db
    .select({
      files: sql<number>`coalesce(sum(${uploadLedger.files}), 0)::int`,
      bytes: sql<number>`coalesce(sum(${uploadLedger.bytes}), 0)::bigint`,
    })
    .from(uploadLedger)
    .where(and(eq(uploadLedger.userId, userId), gt(uploadLedger.createdAt, new Date(Date.now() - DAY_MS))));
  return { files: Number(row?.files ?? 0), bytes: Number(row?.bytes ?? 0) };
}

function assertWithin(env: Quota, used: { files: number; bytes: number }, files: number, bytes: number): void {
  if (used.files + files > env.UPLOAD_QUOTA_FILES_PER_DAY || used.bytes + bytes > env.UPLOAD_QUOTA_MB_PER_DAY * 1024 * 1024) {
    throw new AppError(
      'RATE_LIMITED',
      fillText(LAYANAN_UPLOADS.quotaReached, { files: env.UPLOAD_QUOTA_FILES_PER_DAY, mb: env.UPLOAD_QUOTA_MB_PER_DAY }),
      {
        retryAfterSeconds: 60 * 60,
      },
    );
  }
}

/** A quick look before any file is stored, so an account over its quota costs the disk nothing. */
export async function checkUploadQuota(db: Db, env: Quota, userId: string, files: number, bytes: number): Promise<void> {
  assertWithin(env, await usedToday(db, userId), files, bytes);
}

/** The binding check, in the submission's transaction: one account's uploads are counted one at a time. */
export async function chargeUploadQuota(tx: Tx, env: Quota, userId: string, files: number, bytes: number): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`upload-quota:${userId}`}, 0))`);
  assertWithin(env, await usedToday(tx, userId), files, bytes);
  await tx.insert(uploadLedger).values({ userId, files, bytes });
}
