import type { RequestKind } from './admin-schemas.ts';
import type { RequestStatus } from './constants.ts';

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
  /**
   * Every step the service's requests may take, the status control's and those only a verb of its own takes
   * (a bill, a payment, a sample's arrival: issue 40). Absent: the status control's moves are all there is.
   */
  steps?: Readonly<Partial<Record<RequestStatus | 'none', readonly RequestStatus[]>>>;
};

/** What a status change can carry: a Sirekanan reply letter, an Uji Lab result report, a repair's photo. */
export type AttachmentKind = 'reply_letter' | 'lab_result' | 'after_photo';

/**
 * The statuses a status change sets. Diteruskan (issue 39, item 3) is not among them: a report reaches it only
 * by a forwarding, which names the authority it went to (docs/decisions/065), and leaves it by being taken back.
 * Nor is Menunggu Pembayaran (issue 40, item 3): an Uji Lab request reaches it only when its bill is issued, and
 * leaves it when the bill is paid or the request refused (docs/decisions/071).
 */
export const OFFICE_STATUSES = [
  'Diajukan',
  'Diproses',
  'Perlu Dilengkapi',
  'Selesai',
  'Ditolak',
] as const satisfies readonly RequestStatus[];

/** Uji Lab's own statuses (issue 40, item 4): only its requests take them, never a letter or a damage report. */
export const LAB_STATUSES = ['Menunggu Pembayaran', 'Menunggu Sampel', 'Dalam Pengujian'] as const satisfies readonly RequestStatus[];

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
  'Menunggu Pembayaran': ['Menunggu Pembayaran'],
  'Menunggu Sampel': ['Menunggu Sampel'],
  'Dalam Pengujian': ['Dalam Pengujian'],
};

// Uji Lab (issue 40, item 4): Diajukan → Menunggu Pembayaran → Menunggu Sampel → Dalam Pengujian → Selesai, or
// Ditolak with a reason at any step. While staff review a request (Diproses, Perlu Dilengkapi) any review status
// may follow; the bill, the payment and the sample's arrival are steps of their own verbs, never of the status
// control; once the sample is in, the control offers only the result (Selesai) or a refusal. A refused request may
// be taken back to the queue before it was paid (a refusal by mistake); after payment a refusal is final.
const REVIEW = ['Diajukan', 'Diproses', 'Perlu Dilengkapi', 'Ditolak'] as const satisfies readonly RequestStatus[];
const LAB_MOVES: StatusRules['moves'] = {
  none: REVIEW,
  Diajukan: REVIEW,
  Diproses: REVIEW,
  'Perlu Dilengkapi': REVIEW,
  'Menunggu Pembayaran': ['Menunggu Pembayaran', 'Ditolak'],
  'Menunggu Sampel': ['Menunggu Sampel', 'Ditolak'],
  'Dalam Pengujian': ['Dalam Pengujian', 'Selesai', 'Ditolak'],
  Selesai: ['Selesai'],
  Ditolak: ['Ditolak', 'Diajukan'],
  Diteruskan: ['Diteruskan'],
};
/** The steps only Uji Lab's own verbs take: the bill (or nothing to pay), the payment, the sample's arrival. */
const LAB_VERB_STEPS: NonNullable<StatusRules['steps']> = {
  none: ['Menunggu Pembayaran', 'Menunggu Sampel'],
  Diajukan: ['Menunggu Pembayaran', 'Menunggu Sampel'],
  Diproses: ['Menunggu Pembayaran', 'Menunggu Sampel'],
  'Perlu Dilengkapi': ['Menunggu Pembayaran', 'Menunggu Sampel'],
  'Menunggu Pembayaran': ['Menunggu Sampel'],
  'Menunggu Sampel': ['Dalam Pengujian'],
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
    moves: LAB_MOVES,
    reasonRequired: ['Ditolak'],
    attachment: { kind: 'lab_result', accepts: ['Selesai'], requiredFor: ['Selesai'] },
    forwards: false,
    steps: LAB_VERB_STEPS,
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

/**
 * Whether a request in `from` may take the step to `to` by any means: the status control's moves or a verb of
 * the service's own (Uji Lab's bill, payment and sample's arrival, issue 40). Such verbs check this.
 */
export const mayStep = (kind: RequestKind, from: RequestStatus | null, to: RequestStatus): boolean =>
  mayMove(kind, from, to) || (STATUS_RULES[kind].steps?.[from ?? 'none']?.includes(to) ?? false);

/** The statuses a service's requests can be in (its admin list's filter). */
export const statusesOf = (kind: RequestKind): readonly RequestStatus[] =>
  kind === 'ujilab'
    ? ['Diajukan', 'Diproses', 'Perlu Dilengkapi', ...LAB_STATUSES, 'Selesai', 'Ditolak']
    : STATUS_RULES[kind].forwards
      ? [...OFFICE_STATUSES, 'Diteruskan']
      : OFFICE_STATUSES;
