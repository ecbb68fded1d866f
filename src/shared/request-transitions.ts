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
  /** The document staff attach to a change (issue 38): which, with which statuses, and which status needs it. */
  attachment: { kind: AttachmentKind; accepts: readonly RequestStatus[]; requiredFor: readonly RequestStatus[] };
  /** Whether a request may be handed to another authority (issue 39: damage reports on a road not ours). */
  forwards: boolean;
};

/** What a status change can carry: a Sirekanan reply letter, an Uji Lab result report, a repair's photo. */
export type AttachmentKind = 'reply_letter' | 'lab_result' | 'after_photo';

/**
 * The statuses a status change sets. Diteruskan (issue 39, item 3) is not among them: a report reaches it only
 * by a forwarding, which names the authority it went to (docs/decisions/065), and leaves it by being taken back.
 * Nor is Menunggu Pembayaran (issue 40, item 3): an Uji Lab request reaches it only when its bill is issued, and
 * leaves it when the bill is paid or the request refused (docs/decisions/071).
 */
export const OFFICE_STATUSES = REQUEST_STATUSES.filter(
  (s): s is Exclude<RequestStatus, 'Diteruskan' | 'Menunggu Pembayaran'> => s !== 'Diteruskan' && s !== 'Menunggu Pembayaran',
);

// Spec §4: "An admin may set Diproses, Selesai or Ditolak from any state (no restriction shown)"; setting
// Diajukan again is kept, as the portal has always allowed (a request taken back to the queue). A forwarded
// report stays with its authority until staff take it back ("Ambil kembali"): only a note may be added.
const FROM_ANY_TO_ANY: StatusRules['moves'] = {
  none: OFFICE_STATUSES,
  Diajukan: OFFICE_STATUSES,
  Diproses: OFFICE_STATUSES,
  'Perlu Dilengkapi': OFFICE_STATUSES,
  Selesai: OFFICE_STATUSES,
  Ditolak: OFFICE_STATUSES,
  Diteruskan: ['Diteruskan'],
  // Only Uji Lab bills; the other services never reach it.
  'Menunggu Pembayaran': ['Menunggu Pembayaran'],
};

export const STATUS_RULES: Readonly<Record<RequestKind, StatusRules>> = {
  // Issue 38: "Selesai" is the end of the service, so it goes out with what the service delivers: the reply
  // letter or the result report (unless one is already there). A damage report's after-photo is welcome, not
  // required: a repair by another office may have none.
  sirekanan: {
    moves: FROM_ANY_TO_ANY,
    reasonRequired: ['Ditolak'],
    attachment: { kind: 'reply_letter', accepts: ['Selesai', 'Ditolak'], requiredFor: ['Selesai'] },
    forwards: false,
  },
  // A billed request waits for its payment, which moves it on; staff may only refuse it (its bill is cancelled).
  ujilab: {
    moves: { ...FROM_ANY_TO_ANY, 'Menunggu Pembayaran': ['Menunggu Pembayaran', 'Ditolak'] },
    reasonRequired: ['Ditolak'],
    attachment: { kind: 'lab_result', accepts: ['Selesai'], requiredFor: ['Selesai'] },
    forwards: false,
  },
  'damage-reports': {
    moves: FROM_ANY_TO_ANY,
    reasonRequired: ['Ditolak'],
    attachment: { kind: 'after_photo', accepts: ['Selesai'], requiredFor: [] },
    forwards: true,
  },
};

/** Perlu Dilengkapi asks the requester for something, so it must say what (issue 38). */
export const needsNote = (kind: RequestKind, to: RequestStatus): boolean => to === 'Perlu Dilengkapi' || needsReason(kind, to);

export const attachmentOf = (kind: RequestKind) => STATUS_RULES[kind].attachment;

/** What the status control offers for a request in `from` (its own status among them, as the current choice). */
export const statusesFrom = (kind: RequestKind, from: RequestStatus | null): readonly RequestStatus[] =>
  STATUS_RULES[kind].moves[from ?? 'none'];

export const mayMove = (kind: RequestKind, from: RequestStatus | null, to: RequestStatus): boolean =>
  from === to || statusesFrom(kind, from).includes(to);

export const needsReason = (kind: RequestKind, to: RequestStatus): boolean => STATUS_RULES[kind].reasonRequired.includes(to);

/** Whether a request in `from` may be forwarded to another authority: a damage report not already with one. */
export const mayForward = (kind: RequestKind, from: RequestStatus | null): boolean => STATUS_RULES[kind].forwards && from !== 'Diteruskan';

/** The statuses a request of this service can be in (its list's filter, its figures): Diteruskan only for damage reports, Menunggu Pembayaran only for Uji Lab. */
export const statusesOf = (kind: RequestKind): readonly RequestStatus[] =>
  REQUEST_STATUSES.filter((s) =>
    s === 'Diteruskan' ? STATUS_RULES[kind].forwards : s === 'Menunggu Pembayaran' ? kind === 'ujilab' : true,
  );
