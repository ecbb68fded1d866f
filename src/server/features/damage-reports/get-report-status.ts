import { and, eq, max } from 'drizzle-orm';
import type { DamageReportStatus } from '../../../shared/damage-report-schemas.ts';
import { LAYANAN_DAMAGE } from '../../../shared/layanan-damage-strings.ts';
import type { Db } from '../../db/client.ts';
import { serviceRequests as t, statusChanges } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { forwardedToSql } from '../../requests/forwarded-to.ts';

/**
 * DECISIONS.md rule 19: anyone holding a tracking code may see its status and dates, and nothing
 * else (no name, e-mail, place, description or photo).
 */
export async function getReportStatus({ db, trackingCode }: { db: Db; trackingCode: string }): Promise<DamageReportStatus> {
  const [row] = await db
    .select({ id: t.id, trackingCode: t.trackingCode, status: t.status, createdAt: t.createdAt, forwardedTo: forwardedToSql() })
    .from(t)
    .where(and(eq(t.trackingCode, trackingCode), eq(t.serviceType, 'lapor_kerusakan')))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', LAYANAN_DAMAGE.statusNotFound, { title: LAYANAN_DAMAGE.statusNotFoundTitle });
  const [last] = await db
    .select({ at: max(statusChanges.changedAt) })
    .from(statusChanges)
    .where(and(eq(statusChanges.requestTable, 'service_requests'), eq(statusChanges.requestId, row.id)));
  return {
    trackingCode: row.trackingCode,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: last?.at ? last.at.toISOString() : null,
    forwardedTo: row.forwardedTo,
  };
}
