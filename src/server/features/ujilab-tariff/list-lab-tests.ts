import { asc } from 'drizzle-orm';
import type { LabTestAdmin } from '../../../shared/ujilab-tariff-strings.ts';
import { assertCan, type Actor } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { labTests } from '../../db/schema.ts';
import { priceHistory, priceOn, tariffDay } from '../../tariff/tariff.ts';

/** Every test, active or not, with today's price and its history (newest first): the tariff admin's page. */
export async function listLabTests({ db, actor }: { db: Db; actor: Actor }): Promise<LabTestAdmin[]> {
  assertCan(actor, 'ujilab.tariff');
  const tests = await db
    .select({
      id: labTests.id,
      jenisUji: labTests.jenisUji,
      name: labTests.name,
      method: labTests.method,
      unit: labTests.unit,
      durationDays: labTests.durationDays,
      perdaArticle: labTests.perdaArticle,
      active: labTests.active,
      position: labTests.position,
      price: priceOn(tariffDay()),
    })
    .from(labTests)
    .orderBy(asc(labTests.jenisUji), asc(labTests.position), asc(labTests.name));
  const history = await priceHistory(
    db,
    tests.map((t) => t.id),
  );
  return tests.map((t) => ({
    ...t,
    prices: history.filter((h) => h.testId === t.id).map((h) => ({ price: h.price, validFrom: h.validFrom, note: h.note, setBy: h.setBy })),
  }));
}
