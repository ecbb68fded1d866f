import { eq, type SQL } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db, Tx } from '../db/client.ts';
import type { PendingObject } from '../uploads/store-with-files.ts';
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

/** A document read and checked before anything is written (issue 38): its files, and how to record it. */
export type PreparedAttachment = {
  objects: PendingObject[];
  /** Writes its rows in the change's transaction, once its files are stored at `urls`. */
  record: (tx: Tx, change: { id: string; code: string; actorId: string; urls: string[] }) => Promise<void>;
};

/**
 * Who issues a document and how it is signed (issue 40, item 5): the staff member's name, and the BSrE
 * passphrase or one-time code they typed for this one change (used once, never kept or logged).
 */
export type SigningContext = { env: Env; log: Logger; signer: string; passphrase: string | null };

/** What a service's status change can carry: the reply letter, the result report, the repair's photo. */
export type StatusAttachment = {
  /** Reads the file (its real type, its size; a photo is cleaned), naming where it will be kept. */
  prepare: (db: Db, id: string, file: File, signing: SigningContext) => Promise<PreparedAttachment>;
  /** Whether the request already has one (so Selesai does not need another). */
  present: (tx: Tx, id: string) => Promise<boolean>;
  /** Where the requester finds it, for the e-mail: the page, and the document check when there is one. */
  links: (baseUrl: string, code: string) => { url: string; verifyUrl: string | null };
};
