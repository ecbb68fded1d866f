import { eq, sql } from 'drizzle-orm';
import type { RequestKind } from '../../shared/admin-schemas.ts';
import type { RequestStatus } from '../../shared/constants.ts';
import { mayStep } from '../../shared/request-transitions.ts';
import type { Tx } from '../db/client.ts';
import { statusChanges } from '../db/schema.ts';
import { REQUEST_KIND_CONFIG } from './request-kinds.ts';

/**
 * A step a service's own verb takes (issue 40: Uji Lab's bill, payment and the sample's arrival), not the
 * status control: the request, locked by the caller, moves from `from` to `to` if the service's machine allows
 * it (`mayStep`), with its history row. Says whether it moved; the caller writes its audit row and tells the
 * requester (status-notice.ts) in the same transaction.
 */
export async function takeStatusStep(
  tx: Tx,
  step: { kind: RequestKind; id: string; from: RequestStatus; to: RequestStatus; actorId: string | null; note: string | null },
): Promise<boolean> {
  if (!mayStep(step.kind, step.from, step.to)) return false;
  const cfg = REQUEST_KIND_CONFIG[step.kind];
  await tx.update(cfg.table).set({ status: step.to }).where(eq(cfg.table.id, step.id));
  await tx.insert(statusChanges).values({
    requestTable: cfg.tableName,
    requestId: step.id,
    actorId: step.actorId,
    fromStatus: step.from,
    toStatus: step.to,
    publicNote: step.note,
    // The clock time after the caller's row lock keeps the history in the order the steps really happened.
    changedAt: sql`clock_timestamp()`,
  });
  return true;
}
