import { eq, type SQL } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import type { Env } from '../env.ts';
import type { RequestKind } from '../../shared/admin-schemas.ts';
import type { RequestStatus } from '../../shared/constants.ts';
import type { Capability } from '../../shared/roles.ts';
import { ujilabRequests, serviceRequests, sirekananRequests } from '../db/schema.ts';

/**
 * The three kinds of citizen submission an admin handles, with who may handle each
 * (ARCHITECTURE.md §5) and the name their status changes are filed under.
 */
export const REQUEST_KIND_CONFIG = {
  sirekanan: {
    table: sirekananRequests,
    tableName: 'sirekanan_requests',
    capability: 'sirekanan.manage',
    scope: undefined as SQL | undefined,
  },
  ujilab: {
    table: ujilabRequests,
    tableName: 'pengajuan_uji',
    capability: 'ujilab.manage',
    scope: undefined as SQL | undefined,
  },
  'damage-reports': {
    table: serviceRequests,
    tableName: 'service_requests',
    capability: 'damage-reports.manage',
    // service_requests may one day hold other services; only damage reports are ours.
    scope: eq(serviceRequests.serviceType, 'lapor_kerusakan') as SQL | undefined,
  },
} satisfies Record<RequestKind, { table: unknown; tableName: string; capability: Capability; scope: SQL | undefined }>;

/**
 * A service's own part of a status change, in its transaction, after the status and its history row
 * are written. True when it told the requester itself, so the usual status e-mail is not sent.
 */
export type AfterStatusChange = (
  tx: Tx,
  env: Env,
  change: { id: string; from: RequestStatus | null; to: RequestStatus; note: string | null },
) => Promise<boolean>;
