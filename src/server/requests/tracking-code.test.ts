import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, sirekananRequests } from '../db/schema.ts';
import { createTestApp } from '../test/harness.ts';
import { newTrackingCode, TRACKING_ALPHABET, TRACKING_CODE_PATTERN, withTrackingCode } from './tracking-code.ts';

describe('tracking codes', () => {
  it('look like SRK-2026-7KQ2M9 and avoid look-alike characters', () => {
    const code = newTrackingCode('SRK', new Date('2026-05-01T00:00:00Z'));
    expect(code).toMatch(/^SRK-2026-[A-Z0-9]{6}$/);
    expect(code).toMatch(TRACKING_CODE_PATTERN);
    expect(TRACKING_ALPHABET).not.toMatch(/[01OIL]/);
  });

  it('are random: 500 codes, no repeats, every character in use', () => {
    const codes = Array.from({ length: 500 }, () => newTrackingCode('LPR'));
    expect(new Set(codes).size).toBe(codes.length);
    const used = new Set(codes.flatMap((c) => [...c.slice(-6)]));
    expect(used.size).toBe(TRACKING_ALPHABET.length);
  });
});

describe('withTrackingCode', () => {
  it('tries another code when PostgreSQL reports a clash, inside the same transaction', async () => {
    const t = await createTestApp();
    try {
      const user = await t.createUser();
      const taken = newTrackingCode('SRK');
      await t.db.insert(sirekananRequests).values({ userId: user.id, subject: 'a', details: 'b', trackingCode: taken });
      let attempts = 0;
      const code = await t.db.transaction(async (tx) => {
        await tx.insert(auditLog).values({ action: 'test.before', target: taken });
        return withTrackingCode(tx, 'SRK', async (sp, fresh) => {
          attempts++;
          const trackingCode = attempts === 1 ? taken : fresh; // the first attempt clashes for real
          await sp.insert(sirekananRequests).values({ userId: user.id, subject: 'c', details: 'd', trackingCode });
          return trackingCode;
        });
      });
      expect(attempts).toBe(2);
      expect(code).not.toBe(taken);
      // The work done before the clash in the same transaction survived.
      expect(await t.db.select().from(auditLog).where(eq(auditLog.target, taken))).toHaveLength(1);
      expect(await t.db.select().from(sirekananRequests).where(eq(sirekananRequests.userId, user.id))).toHaveLength(2);
    } finally {
      await t.close();
    }
  });
});
