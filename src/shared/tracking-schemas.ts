import { z } from 'zod';
import type { RequestStatus } from './constants.ts';
import type { PpidTracking } from './ppid.ts';
import { LACAK } from './tracking-strings.ts';

// /lacak/{code}: one public status page for Sirekanan (SRK), Uji Lab (LAB), Lapor Kerusakan (LPR) and
// the PPID's information requests (PPID, issue 16).
export const anyTrackingCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^(SRK|LAB|LPR|PPID)-\d{4}-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{6}$/, LACAK.codeInvalid);
/** /lacak's box (`?kode=`): the GET the server answers without JavaScript, and the island's form. */
export const trackingLookupSchema = z.object({ kode: anyTrackingCodeSchema });

export type TrackedService = 'sirekanan' | 'ujilab' | 'damage-reports' | 'ppid';

/** Status, dates and the staff's public notes: never a name, an e-mail, a file or the details. */
export type TrackingResult = {
  trackingCode: string;
  service: TrackedService;
  status: RequestStatus;
  createdAt: string;
  history: PublicStep[];
  /** A PPID request's answer kind and objection (dates and decisions only). */
  ppid?: PpidTracking;
  /** A damage report's SP4N-LAPOR! tracking number, once LAPOR! gave one (issue 39, item 4). */
  laporTicket?: string;
  /** A damage report with another authority (issue 39, item 3): its name, for "Diteruskan ke {instansi}". */
  forwardedTo?: string | null;
};

/** One step of a request's public history: its status, when, and the note for the requester (theirs when they reopened it). */
export type PublicStep = {
  status: RequestStatus;
  at: string;
  note: string | null;
  byRequester: boolean;
  /** The authority a forwarding step sent a damage report to (issue 39, item 3). */
  forwardedTo?: string;
};
