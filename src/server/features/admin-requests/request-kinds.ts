import { eq, type SQL } from 'drizzle-orm';
import type { RequestKind } from '../../../shared/admin-schemas.ts';
import type { Capability } from '../../../shared/roles.ts';
import { ujilabRequests, serviceRequests, sirekananRequests } from '../../db/schema.ts';

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
