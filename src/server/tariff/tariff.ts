// Issue 40, items 1 and 2 (ADR 070): the lab's tariff, read by the service standard page, the request form
// and the submit verb, and a request's priced lines. A layer: the ujilab, ujilab-tariff and service-standards
// features all read it, and no feature imports another for it.
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { JenisUji } from '../../shared/constants.ts';
import type { LabItemRequest } from '../../shared/ujilab-tariff.ts';
import {
  lineAmount,
  totalOf,
  TARIFF_TEXT,
  type LabRequestItems,
  type LabRequestLine,
  type LabTariffLine,
} from '../../shared/ujilab-tariff-strings.ts';
import { witaDate } from '../calendar/working-days.ts';
import type { Db, Tx } from '../db/client.ts';
import { labRequestItems, labTestPrices, labTests } from '../db/schema.ts';
import { AppError } from '../http/errors.ts';

const T = TARIFF_TEXT;

/** Today in WITA, the day a price is looked up for. */
export const tariffDay = (now: Date = new Date()) => witaDate(now);

/** The price valid on `day`: the latest valid_from not after it (null when none yet). */
export const priceOn = (day: string) =>
  // Written out with its tables: drizzle writes a one-table select's columns bare, and a bare "id" in the
  // subquery would be the price row's own.
  sql<number | null>`(select p.price from lab_test_prices p
    where p.test_id = "lab_tests"."id" and p.valid_from <= ${day}::date
    order by p.valid_from desc limit 1)`.mapWith((v: unknown) => (v == null ? null : Number(v)));

/** The active tests with a price today, by jenis and position: the public table and the form. */
export async function activeTariff(db: Db | Tx, jenis?: JenisUji): Promise<LabTariffLine[]> {
  const rows = await db
    .select({
      id: labTests.id,
      jenisUji: labTests.jenisUji,
      name: labTests.name,
      method: labTests.method,
      unit: labTests.unit,
      durationDays: labTests.durationDays,
      perdaArticle: labTests.perdaArticle,
      price: priceOn(tariffDay()),
    })
    .from(labTests)
    .where(and(eq(labTests.active, true), jenis ? eq(labTests.jenisUji, jenis) : undefined))
    .orderBy(asc(labTests.jenisUji), asc(labTests.position), asc(labTests.name));
  return rows.filter((r): r is LabTariffLine => r.price != null);
}

/**
 * The lines of a new request, priced by the server from today's tariff (never the client's numbers).
 * Lines with quantity 0 are dropped; at least one is required when the jenis has tests in the tariff.
 * Refuses an unknown or inactive test, a test of another jenis, or one asked twice.
 */
export async function priceRequest(tx: Db | Tx, jenis: JenisUji, asked: readonly LabItemRequest[]): Promise<PricedLine[]> {
  const wanted = asked.filter((a) => a.quantity > 0);
  const invalid = (message: string) => new AppError('VALIDATION', message, { title: T.invalidTitle, fields: { items: message } });
  if (jenis === 'Lainnya') {
    if (wanted.length) throw invalid(T.lainnyaNoItems);
    return [];
  }
  if (new Set(asked.map((a) => a.testId)).size !== asked.length) throw invalid(T.duplicateTest);
  const offered = await activeTariff(tx, jenis);
  if (!wanted.length) {
    // A jenis the office has not priced yet is priced by staff after review, as "Lainnya".
    if (offered.length) throw invalid(T.noTestChosen);
    return [];
  }
  const byId = new Map(offered.map((o) => [o.id, o]));
  const missing = wanted.filter((w) => !byId.has(w.testId)).map((w) => w.testId);
  if (missing.length) {
    const elsewhere = await tx
      .select({ id: labTests.id })
      .from(labTests)
      .where(and(inArray(labTests.id, missing), eq(labTests.active, true), sql`${labTests.jenisUji} <> ${jenis}`));
    throw invalid(elsewhere.length ? T.testOtherJenis : T.testUnavailable);
  }
  return wanted.map(({ testId, quantity }) => {
    const t = byId.get(testId)!;
    return {
      testId,
      name: t.name,
      method: t.method,
      unit: t.unit,
      unitPrice: t.price,
      durationDays: t.durationDays,
      quantity,
      amount: lineAmount(t.price, quantity),
    };
  });
}

type PricedLine = LabRequestLine & { testId: string | null };

/** Stores a request's lines (in the caller's transaction). */
export async function insertRequestItems(tx: Tx, requestId: string, lines: readonly PricedLine[]) {
  if (!lines.length) return;
  await tx.insert(labRequestItems).values(lines.map((l, position) => ({ ...l, requestId, position })));
}

/** A request's lines and total, as they were priced. */
export async function readRequestItems(db: Db | Tx, requestId: string): Promise<LabRequestItems> {
  const rows = await db
    .select({
      name: labRequestItems.name,
      method: labRequestItems.method,
      unit: labRequestItems.unit,
      unitPrice: labRequestItems.unitPrice,
      durationDays: labRequestItems.durationDays,
      quantity: labRequestItems.quantity,
      amount: labRequestItems.amount,
    })
    .from(labRequestItems)
    .where(eq(labRequestItems.requestId, requestId))
    .orderBy(asc(labRequestItems.position));
  return { items: rows, total: totalOf(rows) };
}

/**
 * The longest duration in working days of a request's tests (the test's clock from the sample's arrival,
 * issue 40, item 4), or null when it names none (then the service standard's days apply).
 */
export async function longestTestDays(db: Db | Tx, requestId: string): Promise<number | null> {
  const [row] = await db
    .select({ days: sql<number | null>`max(${labRequestItems.durationDays})`.mapWith((v: unknown) => (v == null ? null : Number(v))) })
    .from(labRequestItems)
    .where(eq(labRequestItems.requestId, requestId));
  return row?.days ?? null;
}

/** The whole price history of the given tests, newest first. */
export async function priceHistory(db: Db | Tx, testIds: readonly string[]) {
  if (!testIds.length) return [];
  return db
    .select()
    .from(labTestPrices)
    .where(inArray(labTestPrices.testId, [...testIds]))
    .orderBy(asc(labTestPrices.testId), desc(labTestPrices.validFrom));
}
