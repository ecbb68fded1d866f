import { eq, sql } from 'drizzle-orm';
import type { RequestKind } from '../../../shared/admin-schemas.ts';
import type { MessageFile } from '../../../shared/request-thread-schemas.ts';
import type { Tx } from '../../db/client.ts';
import { auditLog, requestMessages, statusChanges } from '../../db/schema.ts';
import { PAUSE_STATUS, resumeServiceClock } from '../../requests/paused-clock.ts';
import { REQUEST_KIND_CONFIG } from '../../requests/request-kinds.ts';
import { findRequest } from './thread-rows.ts';

/**
 * The requester's answer in their request's thread, in its transaction (issue 38, item 2), whoever they
 * are (an account holder, or a damage reporter by the signed link): the message, and an answer to
 * "Perlu Dilengkapi" sends the request back to staff — Diproses, one history row that is the requester's
 * own step, the days waited off its clock — with the audit entry. The request is locked, so a staff
 * change at the same moment is not overwritten by the move back.
 */
export async function recordReply(
  tx: Tx,
  r: { kind: RequestKind; id: string; code: string; authorId: string | null; body: string; files: MessageFile[]; via: string },
) {
  const cfg = REQUEST_KIND_CONFIG[r.kind];
  const locked = (await findRequest(tx, r.kind, r.id, true))!;
  const [row] = await tx
    .insert(requestMessages)
    .values({
      requestTable: cfg.tableName,
      requestId: r.id,
      authorId: r.authorId,
      fromRequester: true,
      internal: false,
      body: r.body,
      attachments: r.files,
      createdAt: sql`clock_timestamp()`,
    })
    .returning();
  let status = locked.status;
  if (status === PAUSE_STATUS) {
    status = 'Diproses';
    await tx.update(cfg.table).set({ status }).where(eq(cfg.table.id, r.id));
    await resumeServiceClock(tx, r.kind, r.id);
    await tx.insert(statusChanges).values({
      requestTable: cfg.tableName,
      requestId: r.id,
      actorId: r.authorId,
      fromStatus: PAUSE_STATUS,
      toStatus: status,
      publicNote: null,
      byRequester: true,
      changedAt: sql`clock_timestamp()`,
    });
  }
  await tx.insert(auditLog).values({
    actorId: r.authorId,
    action: 'request.reply',
    target: r.code,
    details: { files: r.files.length, resumed: status !== locked.status, by: r.via },
  });
  return { row: row!, status };
}
