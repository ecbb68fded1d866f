import { and, desc, eq } from 'drizzle-orm';
import { UUID_PATTERN, type RequestKind, type StatusChangeItem } from '../../../shared/admin-schemas.ts';
import type { AttachmentKind } from '../../../shared/request-transitions.ts';
import { ADMIN } from '../../../shared/admin-strings.ts';
import { assertCan, type Actor } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { profiles, statusChanges } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { REQUEST_KIND_CONFIG } from '../../requests/request-kinds.ts';

/** Who changed the request's status, from what to what and when; newest first. */
export async function listStatusHistory({
  db,
  actor,
  kind,
  id,
}: {
  db: Db;
  actor: Actor;
  kind: RequestKind;
  id: string;
}): Promise<{ items: StatusChangeItem[] }> {
  const cfg = REQUEST_KIND_CONFIG[kind];
  assertCan(actor, cfg.capability);
  if (!UUID_PATTERN.test(id)) throw new AppError('NOT_FOUND', ADMIN.requests.notFound);
  const [exists] = await db
    .select({ id: cfg.table.id })
    .from(cfg.table)
    .where(and(eq(cfg.table.id, id), cfg.scope));
  if (!exists) throw new AppError('NOT_FOUND', ADMIN.requests.notFound);
  const rows = await db
    .select({
      id: statusChanges.id,
      fromStatus: statusChanges.fromStatus,
      toStatus: statusChanges.toStatus,
      changedAt: statusChanges.changedAt,
      note: statusChanges.publicNote,
      internalNote: statusChanges.internalNote,
      attachment: statusChanges.attachment,
      byRequester: statusChanges.byRequester,
      actorName: profiles.fullName,
      actorEmail: profiles.email,
    })
    .from(statusChanges)
    .leftJoin(profiles, eq(profiles.id, statusChanges.actorId))
    .where(and(eq(statusChanges.requestTable, cfg.tableName), eq(statusChanges.requestId, id)))
    .orderBy(desc(statusChanges.changedAt), desc(statusChanges.id));
  return {
    items: rows.map((r) => ({
      id: r.id,
      fromStatus: r.fromStatus,
      toStatus: r.toStatus,
      changedAt: r.changedAt.toISOString(),
      actor: r.actorEmail != null ? { fullName: r.actorName ?? '', email: r.actorEmail } : null,
      note: r.note,
      internalNote: r.internalNote,
      attachment: r.attachment as AttachmentKind | null,
      byRequester: r.byRequester,
    })),
  };
}
