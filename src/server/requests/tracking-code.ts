import { randomInt } from 'node:crypto';
import type { Tx } from '../db/client.ts';

export type TrackingPrefix = 'SRK' | 'LAB' | 'LPR' | 'PPID';

// No 0/O, 1/I/L: a code is read out over the phone (DECISIONS.md rule 12).
export const TRACKING_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const LENGTH = 6;

/** e.g. SRK-2026-7KQ2M9 or PPID-2026-7KQ2M9: 31^6 ≈ 887 million codes per prefix and year, from the CSPRNG. */
export function newTrackingCode(prefix: TrackingPrefix, now: Date = new Date()): string {
  let suffix = '';
  for (let i = 0; i < LENGTH; i++) suffix += TRACKING_ALPHABET[randomInt(TRACKING_ALPHABET.length)];
  return `${prefix}-${now.getFullYear()}-${suffix}`;
}

export const TRACKING_CODE_PATTERN = new RegExp(`^(SRK|LAB|LPR|PPID)-\\d{4}-[${TRACKING_ALPHABET}]{${LENGTH}}$`);

function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: string }).code === '23505') return true;
  }
  return false;
}

/**
 * Runs `insert` with a fresh code inside a savepoint of `tx`; on the (very rare) clash with an
 * existing code the savepoint is rolled back and another code is tried.
 */
export async function withTrackingCode<T>(tx: Tx, prefix: TrackingPrefix, insert: (sp: Tx, code: string) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await tx.transaction((sp) => insert(sp, newTrackingCode(prefix)));
    } catch (err) {
      if (attempt >= 5 || !isUniqueViolation(err)) throw err;
    }
  }
}
