import type { RequestKind } from './admin-schemas.ts';
import { REQUEST_STATUSES, type RequestStatus } from './constants.ts';

/**
 * How a request's status may move, per service: one table the server enforces and the admin's status
 * control offers (issue 36, item 2). `null` is a request with no status yet (shown as "Baru").
 */
type StatusRules = {
  /** The statuses an admin may set, from each status a request can be in. */
  moves: Readonly<Record<RequestStatus | 'none', readonly RequestStatus[]>>;
  /** The statuses that must say why, to the requester (issue 13: a refusal). */
  reasonRequired: readonly RequestStatus[];
};

// Spec §4: "An admin may set Diproses, Selesai or Ditolak from any state (no restriction shown)"; setting
// Diajukan again is kept, as the portal has always allowed (a request taken back to the queue).
const FROM_ANY_TO_ANY: StatusRules['moves'] = {
  none: REQUEST_STATUSES,
  Diajukan: REQUEST_STATUSES,
  Diproses: REQUEST_STATUSES,
  'Perlu Dilengkapi': REQUEST_STATUSES,
  Selesai: REQUEST_STATUSES,
  Ditolak: REQUEST_STATUSES,
};

export const STATUS_RULES: Readonly<Record<RequestKind, StatusRules>> = {
  sirekanan: { moves: FROM_ANY_TO_ANY, reasonRequired: ['Ditolak'] },
  ujilab: { moves: FROM_ANY_TO_ANY, reasonRequired: ['Ditolak'] },
  'damage-reports': { moves: FROM_ANY_TO_ANY, reasonRequired: ['Ditolak'] },
};

/** What the status control offers for a request in `from` (its own status among them, as the current choice). */
export const statusesFrom = (kind: RequestKind, from: RequestStatus | null): readonly RequestStatus[] =>
  STATUS_RULES[kind].moves[from ?? 'none'];

export const mayMove = (kind: RequestKind, from: RequestStatus | null, to: RequestStatus): boolean =>
  from === to || statusesFrom(kind, from).includes(to);

export const needsReason = (kind: RequestKind, to: RequestStatus): boolean => STATUS_RULES[kind].reasonRequired.includes(to);
