import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TARIFF_TEXT as T, type LabRequestItems, type LabTariffLine, type LabTestAdmin } from '../../../shared/ujilab-tariff-strings.ts';
import type { ServiceStandard } from '../../../shared/service-standard-keys.ts';
import { auditLog, labRequestItems, labTestPrices, ujilabRequests } from '../../db/schema.ts';
import { createTestApp, type TestApp, type TestUser } from '../../test/harness.ts';
import { pdfBytes } from '../../uploads/test-files.ts';
import { tariffDay } from '../../tariff/tariff.ts';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  // A database of its own: the tests it prices would make every other file's Uji Lab request name its tests.
  t = await createTestApp({ isolated: true });
  admin = await t.createUser({ role: 'admin_ujilab' });
});
afterAll(() => t.close());

const file = (name: string) => new File([pdfBytes() as Uint8Array<ArrayBuffer>], name, { type: 'application/pdf' });
function labForm(jenisUji: string, items: unknown, extra: Record<string, string> = {}): FormData {
  const form = new FormData();
  form.set('jenisUji', jenisUji);
  form.set('suratPermohonan', file('surat.pdf'));
  form.set('ktp', file('ktp.pdf'));
  form.set('ktpConsent', 'ya');
  if (items !== undefined) form.set('items', typeof items === 'string' ? items : JSON.stringify(items));
  for (const [k, v] of Object.entries(extra)) form.set(k, v);
  return form;
}

const json = async <R>(res: Response, status: number): Promise<R> => {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  return JSON.parse(text) as R;
};

async function addTest(input: Record<string, unknown>): Promise<string> {
  const body = { method: '', perdaArticle: '', unit: 'per benda uji', durationDays: 3, ...input };
  return (await json<{ id: string }>(await t.request('POST', '/api/admin/ujilab-tariff', { as: admin, json: body }), 201)).id;
}

const submit = (as: TestUser, form: FormData) => t.request('POST', '/api/ujilab', { as, form });
const itemsOf = async (as: TestUser | null, code: string) => t.request('GET', `/api/ujilab-tariff/requests/${code}`, { as });
const rowsOf = (u: TestUser) => t.db.select().from(ujilabRequests).where(eq(ujilabRequests.userId, u.id));
const filesOf = (u: TestUser) => {
  const dir = path.join(t.deps.env.dataDir, 'files', 'lab-documents', u.id);
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
};

let silinder: string;
let kubus: string;
let marshall: string;

describe('the tariff as data (issue 40, item 1)', () => {
  it('adds tests with their first price, lists them per jenis with their history, and audits each change', async () => {
    silinder = await addTest({ jenisUji: 'Uji Beton', name: 'Kuat tekan silinder', method: 'SNI 1974:2011', price: 100_000, position: 1 });
    kubus = await addTest({ jenisUji: 'Uji Beton', name: 'Kuat tekan kubus', price: '125000', position: 2 });
    marshall = await addTest({ jenisUji: 'Uji Aspal', name: 'Marshall', unit: 'per set', price: 500_000, durationDays: '5' });
    const list = await json<LabTestAdmin[]>(await t.request('GET', '/api/admin/ujilab-tariff', { as: admin }), 200);
    expect(list.map((l) => l.name)).toEqual(['Kuat tekan silinder', 'Kuat tekan kubus', 'Marshall']);
    expect(list[0]).toMatchObject({
      method: 'SNI 1974:2011',
      price: 100_000,
      active: true,
      prices: [{ price: 100_000, validFrom: tariffDay() }],
    });
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'lab-test.create'), eq(auditLog.target, silinder)));
    expect(audits).toHaveLength(1);
    expect(audits[0]!.actorId).toBe(admin.id);
  });

  it('refuses a price that is negative, a fraction or too large, and a missing name, in Indonesian; nothing is written', async () => {
    const before = (await t.db.select().from(labTestPrices)).length;
    for (const [input, message] of [
      [{ jenisUji: 'Uji Beton', name: 'X', unit: 'u', durationDays: 1, price: -1 }, T.priceInvalid],
      [{ jenisUji: 'Uji Beton', name: 'X', unit: 'u', durationDays: 1, price: 1.5 }, T.priceInvalid],
      [{ jenisUji: 'Uji Beton', name: 'X', unit: 'u', durationDays: 1, price: 1_000_000_001 }, T.priceInvalid],
      [{ jenisUji: 'Uji Beton', name: ' ', unit: 'u', durationDays: 1, price: 1 }, T.nameRequired],
      [{ jenisUji: 'Lainnya', name: 'X', unit: 'u', durationDays: 1, price: 1 }, T.itemsInvalid],
      [{ jenisUji: 'Uji Beton', name: 'X', unit: 'u', durationDays: 0, price: 1 }, T.durationInvalid],
    ] as const) {
      const res = await t.request('POST', '/api/admin/ujilab-tariff', { as: admin, json: input });
      expect((await json<{ error: { message: string } }>(res, 400)).error.message).toBe(message);
    }
    expect(await t.db.select().from(labTestPrices)).toHaveLength(before);
  });

  it('refuses a price valid from a day already past: a new price applies to new requests only', async () => {
    const res = await t.request('POST', `/api/admin/ujilab-tariff/${silinder}/harga`, {
      as: admin,
      json: { price: 1, validFrom: '2020-01-01', note: '' },
    });
    expect((await json<{ error: { message: string } }>(res, 400)).error.message).toBe(T.validFromPast);
  });

  it('lets the lab staff and the super admin change the tariff, and no other admin or customer', async () => {
    const superAdmin = await t.createUser({ role: 'super_admin' });
    expect((await t.request('GET', '/api/admin/ujilab-tariff', { as: superAdmin })).status).toBe(200);
    for (const role of ['admin_sirekanan', 'admin_jalan', 'customer'] as const) {
      const other = await t.createUser({ role });
      const res = await t.request('POST', `/api/admin/ujilab-tariff/${silinder}/harga`, {
        as: other,
        json: { price: 1, validFrom: tariffDay(), note: '' },
      });
      expect(res.status).toBe(403);
    }
    const prices = await t.db.select().from(labTestPrices).where(eq(labTestPrices.testId, silinder));
    expect(prices.map((p) => p.price)).toEqual([100_000]);
  });
});

describe('a request names its tests (issue 40, item 2)', () => {
  it('keeps the price a request was made with: a price changed afterwards applies to new requests only', async () => {
    // The first price was set long ago.
    await t.db.update(labTestPrices).set({ validFrom: '2026-01-01' }).where(eq(labTestPrices.testId, silinder));
    const customer = await t.createUser();
    const before = await json<{ trackingCode: string }>(
      await submit(customer, labForm('Uji Beton', [{ testId: silinder, quantity: 2 }])),
      201,
    );

    await json(
      await t.request('POST', `/api/admin/ujilab-tariff/${silinder}/harga`, {
        as: admin,
        json: { price: '150000', validFrom: tariffDay(), note: 'Perda baru' },
      }),
      200,
    );
    // A price from tomorrow on is shown to the admin but does not price today's requests.
    const tomorrow = new Date(Date.now() + 86_400_000);
    await json(
      await t.request('POST', `/api/admin/ujilab-tariff/${silinder}/harga`, {
        as: admin,
        json: { price: 175_000, validFrom: tariffDay(tomorrow), note: '' },
      }),
      200,
    );
    const after = await json<{ trackingCode: string }>(
      await submit(customer, labForm('Uji Beton', [{ testId: silinder, quantity: 2 }])),
      201,
    );

    const old = await json<LabRequestItems>(await itemsOf(customer, before.trackingCode), 200);
    expect(old).toEqual({
      items: [
        {
          name: 'Kuat tekan silinder',
          method: 'SNI 1974:2011',
          unit: 'per benda uji',
          unitPrice: 100_000,
          durationDays: 3,
          quantity: 2,
          amount: 200_000,
        },
      ],
      total: 200_000,
    });
    const fresh = await json<LabRequestItems>(await itemsOf(customer, after.trackingCode), 200);
    expect(fresh.items[0]).toMatchObject({ unitPrice: 150_000, quantity: 2, amount: 300_000 });
    expect(fresh.total).toBe(300_000);

    const [row] = (await json<LabTestAdmin[]>(await t.request('GET', '/api/admin/ujilab-tariff', { as: admin }), 200)).filter(
      (l) => l.id === silinder,
    );
    expect(row!.price).toBe(150_000);
    expect(row!.prices.map((p) => [p.validFrom, p.price, p.note])).toEqual([
      [tariffDay(tomorrow), 175_000, ''],
      [tariffDay(), 150_000, 'Perda baru'],
      ['2026-01-01', 100_000, ''],
    ]);
    expect(
      await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'lab-test.price'), eq(auditLog.target, silinder))),
    ).toHaveLength(2);
  });

  it('prices on the server from the tariff (the client sends no price) and adds large amounts exactly', async () => {
    const mahal = await addTest({ jenisUji: 'Uji Aspal', name: 'Uji mahal', price: 999_999_999 });
    const customer = await t.createUser();
    const made = await json<{ trackingCode: string }>(
      await submit(
        customer,
        labForm('Uji Aspal', [
          { testId: mahal, quantity: 100, unitPrice: 1, amount: 1 },
          { testId: marshall, quantity: '3' },
        ]),
      ),
      201,
    );
    const priced = await json<LabRequestItems>(await itemsOf(customer, made.trackingCode), 200);
    expect(priced.items.map((i) => [i.name, i.unitPrice, i.quantity, i.amount])).toEqual([
      ['Uji mahal', 999_999_999, 100, 99_999_999_900],
      ['Marshall', 500_000, 3, 1_500_000],
    ]);
    expect(priced.total).toBe(100_001_499_900);
    expect(Number.isSafeInteger(priced.total)).toBe(true);
    // A line left at 0 is not stored.
    const zero = await json<{ trackingCode: string }>(
      await submit(
        customer,
        labForm('Uji Aspal', [
          { testId: marshall, quantity: 1 },
          { testId: mahal, quantity: 0 },
        ]),
      ),
      201,
    );
    expect((await json<LabRequestItems>(await itemsOf(customer, zero.trackingCode), 200)).items).toHaveLength(1);
  });

  it.each<[string, () => unknown, string]>([
    ['no test at all', () => undefined, T.noTestChosen],
    [
      'every quantity 0',
      () => [
        { testId: silinder, quantity: 0 },
        { testId: kubus, quantity: 0 },
      ],
      T.noTestChosen,
    ],
    ['a negative quantity', () => [{ testId: silinder, quantity: -1 }], T.quantityInvalid],
    ['a quantity of 101', () => [{ testId: silinder, quantity: 101 }], T.quantityInvalid],
    ['a fraction', () => [{ testId: silinder, quantity: 1.5 }], T.quantityInvalid],
    ['a test of another jenis', () => [{ testId: marshall, quantity: 1 }], T.testOtherJenis],
    ['an unknown test', () => [{ testId: '00000000-0000-4000-8000-000000000000', quantity: 1 }], T.testUnavailable],
    [
      'the same test twice',
      () => [
        { testId: silinder, quantity: 1 },
        { testId: silinder, quantity: 2 },
      ],
      T.duplicateTest,
    ],
    ['items that are not a list', () => 'bukan json', T.itemsInvalid],
  ])('refuses %s in Indonesian, and stores neither row nor file', async (_n, items, message) => {
    const customer = await t.createUser();
    const res = await submit(customer, labForm('Uji Beton', items()));
    expect((await json<{ error: { message: string } }>(res, 400)).error.message).toBe(message);
    expect(await rowsOf(customer)).toEqual([]);
    expect(filesOf(customer)).toEqual([]);
  });

  it('refuses a deactivated test, which the public tariff and the standard page no longer show', async () => {
    await json(await t.request('PUT', `/api/admin/ujilab-tariff/${kubus}/aktif`, { as: admin, json: { active: false } }), 200);
    const customer = await t.createUser();
    const res = await submit(customer, labForm('Uji Beton', [{ testId: kubus, quantity: 1 }]));
    expect((await json<{ error: { message: string } }>(res, 400)).error.message).toBe(T.testUnavailable);
    expect(await rowsOf(customer)).toEqual([]);
    const offered = await json<LabTariffLine[]>(await t.request('GET', '/api/ujilab-tariff'), 200);
    expect(offered.map((o) => o.name)).toContain('Kuat tekan silinder');
    expect(offered.map((o) => o.name)).not.toContain('Kuat tekan kubus');
    const standard = await json<ServiceStandard>(await t.request('GET', '/api/standar/ujilab'), 200);
    expect(standard.labTariff.find((l) => l.id === silinder)).toMatchObject({ price: 150_000, method: 'SNI 1974:2011', durationDays: 3 });
    expect(standard.labTariff.some((l) => l.id === kubus)).toBe(false);
    expect(
      await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'lab-test.deactivate'), eq(auditLog.target, kubus))),
    ).toHaveLength(1);
  });

  it('"Lainnya" takes no tariff line; staff price it after review, once, with an audit row', async () => {
    const customer = await t.createUser();
    const refused = await submit(customer, labForm('Lainnya', [{ testId: silinder, quantity: 1 }], { jenisUjiLainnya: 'Uji abrasi' }));
    expect((await json<{ error: { message: string } }>(refused, 400)).error.message).toBe(T.lainnyaNoItems);
    const made = await json<{ trackingCode: string }>(
      await submit(customer, labForm('Lainnya', [], { jenisUjiLainnya: 'Uji abrasi' })),
      201,
    );
    expect(await json<LabRequestItems>(await itemsOf(customer, made.trackingCode), 200)).toEqual({ items: [], total: 0 });

    const lines = {
      items: [{ name: 'Abrasi agregat', method: 'SNI 2417:2008', unit: 'per contoh', unitPrice: 275_000, durationDays: 4, quantity: 2 }],
    };
    const bad = await t.request('PUT', `/api/admin/ujilab-tariff/requests/${made.trackingCode}`, {
      as: admin,
      json: { items: [{ ...lines.items[0], quantity: 0 }] },
    });
    expect((await json<{ error: { message: string } }>(bad, 400)).error.message).toBe(T.quantityInvalid);
    const priced = await json<LabRequestItems>(
      await t.request('PUT', `/api/admin/ujilab-tariff/requests/${made.trackingCode}`, { as: admin, json: lines }),
      200,
    );
    expect(priced.total).toBe(550_000);
    expect(await json<LabRequestItems>(await itemsOf(customer, made.trackingCode), 200)).toEqual(priced);
    const again = await t.request('PUT', `/api/admin/ujilab-tariff/requests/${made.trackingCode}`, { as: admin, json: lines });
    expect((await json<{ error: { message: string } }>(again, 409)).error.message).toBe(T.itemsAlreadySet);
    const [req] = await rowsOf(customer).then((r) => r.filter((x) => x.trackingCode === made.trackingCode));
    expect(await t.db.select().from(labRequestItems).where(eq(labRequestItems.requestId, req!.id))).toHaveLength(1);
    expect(
      await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'ujilab.items'), eq(auditLog.target, req!.id))),
    ).toHaveLength(1);
  });

  it('takes a request of a jenis the office has not priced yet, to be priced by staff', async () => {
    const customer = await t.createUser();
    const made = await json<{ trackingCode: string }>(await submit(customer, labForm('Uji Tanah', undefined)), 201);
    expect((await json<LabRequestItems>(await itemsOf(customer, made.trackingCode), 200)).items).toEqual([]);
  });

  it('shows a request’s lines to its customer and the lab’s staff only', async () => {
    const customer = await t.createUser();
    const made = await json<{ trackingCode: string }>(
      await submit(customer, labForm('Uji Beton', [{ testId: silinder, quantity: 1 }])),
      201,
    );
    expect((await itemsOf(customer, made.trackingCode.toLowerCase())).status).toBe(200);
    expect((await itemsOf(admin, made.trackingCode)).status).toBe(200);
    expect((await itemsOf(await t.createUser({ role: 'super_admin' }), made.trackingCode)).status).toBe(200);
    expect((await itemsOf(await t.createUser(), made.trackingCode)).status).toBe(404);
    expect((await itemsOf(await t.createUser({ role: 'admin_sirekanan' }), made.trackingCode)).status).toBe(404);
    expect((await itemsOf(null, made.trackingCode)).status).toBe(401);
    expect((await itemsOf(customer, 'SRK-2026-ZZZZZZ')).status).toBe(404);
  });

  it('lists the lines and the total on the receipt PDF', async () => {
    const customer = await t.createUser();
    const made = await json<{ trackingCode: string }>(
      await submit(customer, labForm('Uji Beton', [{ testId: silinder, quantity: 4 }])),
      201,
    );
    const res = await t.request('GET', `/api/receipts/${made.trackingCode}`, { as: customer });
    expect(res.status).toBe(200);
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'kuitansi-')), 'r.pdf');
    fs.writeFileSync(file, Buffer.from(await res.arrayBuffer()));
    const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
    expect(text).toContain('Kuat tekan silinder (SNI 1974:2011): 4 × Rp 150.000 = Rp 600.000');
    expect(text).toContain(`${T.total} Rp 600.000`);
  });
});
