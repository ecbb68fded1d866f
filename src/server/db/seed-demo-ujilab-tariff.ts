import { eq, sql } from 'drizzle-orm';
import type { JenisUji } from '../../shared/constants.ts';
import { DEMO_SEED_LOCK } from './advisory-locks.ts';
import type { Db } from './client.ts';
import { auditLog, labTestPrices, labTests } from './schema.ts';

// Issue 40, item 1: a sample tariff, so that a fresh `npm start` offers tests to choose. The tests and their
// SNI methods are the ones a public-works lab runs; the PRICES ARE ROUND EXAMPLES, not the office's, and the
// Perda article is a placeholder: the office enters its own Perda's tariff in /admin/ujilab/tarif (ADR 070).

const MARK = 'seed.demo.ujilab-tariff';
const PERDA = 'Contoh — Perda Prov. Sulbar No. … Tahun … tentang Retribusi Daerah, Lampiran …';
const NOTE = 'Tarif contoh (data demo), bukan tarif resmi.';

type TestSeed = { jenisUji: JenisUji; name: string; method: string; unit: string; durationDays: number; price: number };

// prettier-ignore
const TESTS: TestSeed[] = [
  { jenisUji: 'Uji Beton', name: 'Kuat tekan beton silinder', method: 'SNI 1974:2011', unit: 'per benda uji', durationDays: 3, price: 150_000 },
  { jenisUji: 'Uji Beton', name: 'Kuat tekan beton kubus', method: 'SNI 03-1974-1990', unit: 'per benda uji', durationDays: 3, price: 125_000 },
  { jenisUji: 'Uji Beton', name: 'Core drill beton (pengambilan dan uji tekan)', method: 'SNI 2492:2018', unit: 'per titik', durationDays: 5, price: 750_000 },
  { jenisUji: 'Uji Aspal', name: 'Ekstraksi kadar aspal', method: 'SNI 03-3640-1994', unit: 'per contoh', durationDays: 3, price: 300_000 },
  { jenisUji: 'Uji Aspal', name: 'Marshall campuran beraspal', method: 'SNI 06-2489-1991', unit: 'per set (3 benda uji)', durationDays: 5, price: 500_000 },
  { jenisUji: 'Uji Aspal', name: 'Penetrasi aspal', method: 'SNI 2456:2011', unit: 'per contoh', durationDays: 2, price: 150_000 },
  { jenisUji: 'Uji Tanah', name: 'CBR laboratorium', method: 'SNI 1744:2012', unit: 'per contoh', durationDays: 5, price: 400_000 },
  { jenisUji: 'Uji Tanah', name: 'Kepadatan lapangan (sand cone)', method: 'SNI 2828:2011', unit: 'per titik', durationDays: 2, price: 250_000 },
  { jenisUji: 'Uji Tanah', name: 'Batas-batas Atterberg', method: 'SNI 1966:2008, SNI 1967:2008', unit: 'per contoh', durationDays: 3, price: 200_000 },
  { jenisUji: 'Uji Tanah', name: 'Pemadatan tanah (proctor standar)', method: 'SNI 1742:2008', unit: 'per contoh', durationDays: 4, price: 350_000 },
];

/**
 * Seeds the sample tariff once (marked in audit_log), under the demo lock so that two instances seed once,
 * and only into an empty tariff: an office that entered its own keeps it.
 */
export async function seedDemoLabTariff(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${DEMO_SEED_LOCK})`);
    const done = await tx.select({ id: auditLog.id }).from(auditLog).where(eq(auditLog.action, MARK)).limit(1);
    if (done.length > 0) return false;
    const [any] = await tx.select({ id: labTests.id }).from(labTests).limit(1);
    let seeded = 0;
    if (!any) {
      // Valid from long ago, so that the demo's older requests and today's are priced alike.
      for (const [position, { price, ...t }] of TESTS.entries()) {
        const [row] = await tx
          .insert(labTests)
          .values({ ...t, perdaArticle: PERDA, position })
          .returning({ id: labTests.id });
        await tx.insert(labTestPrices).values({ testId: row!.id, price, validFrom: '2026-01-01', note: NOTE });
        seeded++;
      }
    }
    await tx.insert(auditLog).values({ action: MARK, target: null, details: { tests: seeded } });
    return true;
  });
}
