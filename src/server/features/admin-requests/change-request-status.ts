import { and, eq, sql } from 'drizzle-orm';
import { UUID_PATTERN, type RequestKind, type StatusChangeInput, type StatusChangeResult } from '../../../shared/admin-schemas.ts';
import type { RequestStatus } from '../../../shared/constants.ts';
import { ADMIN } from '../../../shared/admin-strings.ts';
import { mayMove, needsReason } from '../../../shared/request-transitions.ts';
import { STATUS_NOTE } from '../../../shared/status-note-strings.ts';
import { assertCan, type Actor } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { statusChanges } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import type { Env } from '../../env.ts';
import type { AfterStatusChange } from '../../requests/request-kinds.ts';
import { notifyStatusChange } from './notify-status-change.ts';
import { REQUEST_KIND_CONFIG } from '../../requests/request-kinds.ts';

/**
 * Any status to any status (spec §4). The row is locked while it changes, so the status_changes
 * row always records the status it really changed from, even when two admins act at once.
 */
export async function changeRequestStatus({
  db,
  env,
  actor,
  kind,
  id,
  input,
  afterChange,
}: {
  db: Db;
  env: Env;
  actor: Actor;
  kind: RequestKind;
  id: string;
  input: StatusChangeInput;
  afterChange?: AfterStatusChange;
}): Promise<StatusChangeResult> {
  const cfg = REQUEST_KIND_CONFIG[kind];
  assertCan(actor, cfg.capability);
  if (!UUID_PATTERN.test(id)) throw new AppError('NOT_FOUND', ADMIN.requests.notFound);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: cfg.table.status })
      .from(cfg.table)
      .where(and(eq(cfg.table.id, id), cfg.scope))
      .for('update');
    if (!row) throw new AppError('NOT_FOUND', ADMIN.requests.notFound);
    const current = row.status as RequestStatus | null;
    if (input.from !== undefined && input.from !== current) throw new AppError('CONFLICT', ADMIN.requests.statusConflict);
    const note = input.note || null;
    // The service's table of moves (spec §4 lets any status follow any); a refusal must say why (issue 13).
    if (!mayMove(kind, current, input.status)) {
      throw new AppError('VALIDATION', ADMIN.requests.statusNotAllowed(current ?? ADMIN.requests.statusNew, input.status));
    }
    if (needsReason(kind, input.status) && !note) {
      throw new AppError('VALIDATION', STATUS_NOTE.reasonRequired, { fields: { note: STATUS_NOTE.reasonRequired } });
    }
    if (current === input.status && !note) return { id, status: input.status, changed: false };
    await tx.update(cfg.table).set({ status: input.status }).where(eq(cfg.table.id, id));
    await tx.insert(statusChanges).values({
      requestTable: cfg.tableName,
      requestId: id,
      actorId: actor.id,
      fromStatus: current,
      toStatus: input.status,
      publicNote: note,
      // now() is when the transaction began, possibly before it waited for the row lock; the clock
      // time after the lock keeps the history in the order the changes really happened.
      changedAt: sql`clock_timestamp()`,
    });
    // A service's own part of a change (a damage report's finish line and closing the loop) may
    // tell its requester itself; otherwise the status e-mail does.
    const told = (await afterChange?.(tx, env, { id, from: current, to: input.status, note })) ?? false;
    if (told) return { id, status: input.status, changed: true };
    await notifyStatusChange(tx, env, { kind, id, status: input.status, note });
    return { id, status: input.status, changed: true };
  });
}
