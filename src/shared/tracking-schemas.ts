import { z } from 'zod';
import type { RequestStatus } from './constants.ts';
import { LACAK } from './tracking-strings.ts';

// /lacak/{code}: one public status page for Sirekanan (SRK), Uji Lab (LAB) and Lapor Kerusakan (LPR).
export const anyTrackingCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^(SRK|LAB|LPR)-\d{4}-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{6}$/, LACAK.codeInvalid);

export type TrackedService = 'sirekanan' | 'ujilab' | 'damage-reports';

/** Status, dates and the staff's public notes: never a name, an e-mail, a file or the details. */
export type TrackingResult = {
  trackingCode: string;
  service: TrackedService;
  status: RequestStatus;
  createdAt: string;
  history: { status: RequestStatus; at: string; note: string | null }[];
};
