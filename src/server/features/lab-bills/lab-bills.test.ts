import { generateKeyPairSync, createSign } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LAB_BILL } from '../../../shared/lab-bill-strings.ts';
import { auditLog, labBills, labPayments, labRequestItems, outboxMails, statusChanges, ujilabRequests, users } from '../../db/schema.ts';
import { crc16Ccitt, parseQris } from '../../payments/qris.ts';
import { symmetricSignature, symmetricStringToSign } from '../../payments/snap-signature.ts';
import { createTestApp, type TestApp, type TestUser } from '../../test/harness.ts';
import { insertUjilabRequest } from '../admin-requests/request-factories.ts';
import { billToken } from './bill-token.ts';
import { RECONCILIATION_HEADER } from './lab-reconciliation.ts';

// The bank: its key pair (the portal holds the public half) and the credentials both sides share.
const bank = generateKeyPairSync('rsa', { modulusLength: 2048 });
const PARTNER_ID = 'BANKSULSELBAR01';
const CLIENT_KEY = 'portal-pupr-sulbar';
const CLIENT_SECRET = 'rahasia-bersama-bank-dan-portal-0123';
const PSID = '98810';

let t: TestApp;
let server: ServerType;
let port: number;
let staff: TestUser;
let customer: TestUser;

beforeAll(async () => {
  t = await createTestApp({
    env: {
      PAYMENT_SNAP_PARTNER_ID: PARTNER_ID,
      PAYMENT_SNAP_CLIENT_KEY: CLIENT_KEY,
      PAYMENT_SNAP_CLIENT_SECRET: CLIENT_SECRET,
      PAYMENT_SNAP_BANK_PUBLIC_KEY: bank.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
      PAYMENT_VA_PARTNER_SERVICE_ID: PSID,
      PAYMENT_QRIS_MERCHANT_PAN: '9360012612345678',
      PAYMENT_QRIS_NMID: 'ID1020012345678',
    },
  });
  server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  port = (server.address() as AddressInfo).port;
  staff = await t.createUser({ role: 'admin_ujilab' });
  customer = await t.createUser();
  await t.db.update(users).set({ emailVerified: true }).where(eq(users.id, customer.id));
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await t.close();
});

/** The fake bank: a real HTTP call to the portal, signed as SNAP BI says (or not, when `forge` says so). */
function bankCall(path: string, headers: Record<string, string>, body: string): Promise<{ status: number; json: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ...headers },
      },
      (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode!, json: JSON.parse(text) as Record<string, unknown> }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const stamp = () => new Date().toISOString().replace(/\.\d{3}Z$/, '+00:00');

async function accessToken(): Promise<string> {
  const ts = stamp();
  const signature = createSign('RSA-SHA256').update(`${CLIENT_KEY}|${ts}`).sign(bank.privateKey, 'base64');
  const res = await bankCall(
    '/snap/v1.0/access-token/b2b',
    { 'x-timestamp': ts, 'x-client-key': CLIENT_KEY, 'x-signature': signature },
    '{"grantType":"client_credentials"}',
  );
  expect(res.json.responseCode).toBe('2007300');
  return res.json.accessToken as string;
}

let externalId = 0;
async function signedCall(path: string, payload: object, opts: { secret?: string; tamper?: (body: string) => string } = {}) {
  const token = await accessToken();
  const body = JSON.stringify(payload, null, 2);
  const ts = stamp();
  const signature = symmetricSignature(opts.secret ?? CLIENT_SECRET, symmetricStringToSign('POST', path, token, body, ts));
  return bankCall(
    path,
    {
      authorization: `Bearer ${token}`,
      'x-timestamp': ts,
      'x-signature': signature,
      'x-partner-id': PARTNER_ID,
      'x-external-id': String(++externalId),
      'channel-id': '95231',
    },
    opts.tamper ? opts.tamper(body) : body,
  );
}

// A request's priced tests, as the tariff wrote them at submit (ADR 070): the bill's lines are these.
const LINES = [
  { name: 'Kuat tekan beton', method: 'SNI 1974:2011', unit: 'per benda uji', quantity: 5, unitPrice: 150_000, durationDays: 7 },
  { name: 'Slump test', method: '', unit: 'per sampel', quantity: 1, unitPrice: 500_000, durationDays: 3 },
];

async function pricedRequest() {
  const request = await insertUjilabRequest(t.db, customer.id);
  await t.db
    .insert(labRequestItems)
    .values(LINES.map((l, position) => ({ ...l, requestId: request.id, amount: l.quantity * l.unitPrice, position })));
  return request;
}

async function billedRequest() {
  const request = await pricedRequest();
  const res = await t.request('POST', `/api/admin/ujilab/${request.id}/bill`, { as: staff, json: { dueDays: 14 } });
  expect(res.status).toBe(201);
  const { bill } = (await res.json()) as { bill: { number: string; total: number; virtualAccount: string; qris: string } };
  const [row] = await t.db.select().from(labBills).where(eq(labBills.number, bill.number));
  return { request, bill, row: row! };
}

const vaPayload = (customerNo: string, amount: number, paymentRequestId: string) => ({
  partnerServiceId: PSID.padStart(8, ' '),
  customerNo,
  virtualAccountNo: `${PSID}${customerNo}`,
  virtualAccountName: 'RETRIBUSI UJI LAB PUPR SULBAR',
  paymentRequestId,
  channelCode: 6011,
  paidAmount: { value: `${amount}.00`, currency: 'IDR' },
  totalAmount: { value: `${amount}.00`, currency: 'IDR' },
  trxDateTime: '2026-11-28T10:15:00+08:00',
  referenceNo: `REF-${paymentRequestId}`,
});

const statusOf = async (id: string) =>
  (await t.db.select({ s: ujilabRequests.status }).from(ujilabRequests).where(eq(ujilabRequests.id, id)))[0]!.s;
const mailsTo = (email: string, kind: 'lab_bill' | 'lab_paid') =>
  t.db
    .select()
    .from(outboxMails)
    .where(and(eq(outboxMails.toAddress, email), eq(outboxMails.kind, kind)));

describe('staff accept an Uji Lab request: the bill (issue 40, item 3)', () => {
  it('issues the bill, moves the request to Menunggu Pembayaran with its history, and mails the customer the link', async () => {
    const before = (await mailsTo(customer.email, 'lab_bill')).length;
    const { request, bill, row } = await billedRequest();
    expect(bill.number).toMatch(/^SKRD\/UJILAB\/\d{4}\/\d{6}$/);
    expect(bill.total).toBe(1_250_000);
    expect(row.lines.map((l) => l.amount)).toEqual([750_000, 500_000]);
    expect(bill.virtualAccount).toBe(`${PSID}${row.vaCustomerNo}`);
    expect(await statusOf(request.id)).toBe('Menunggu Pembayaran');
    const history = await t.db.select().from(statusChanges).where(eq(statusChanges.requestId, request.id));
    expect(history.map((h) => [h.fromStatus, h.toStatus])).toEqual([['Diajukan', 'Menunggu Pembayaran']]);
    const mails = await mailsTo(customer.email, 'lab_bill');
    expect(mails.length).toBe(before + 1);
    const mail = mails.at(-1)!;
    expect(mail.textBody).toContain(bill.number);
    expect(mail.textBody).toContain('Rp 1.250.000');
    expect(mail.textBody).toContain(
      `/api/lab-bills/${request.trackingCode}/pdf?t=${billToken(t.deps.env.AUTH_SECRET!, request.trackingCode)}`,
    );
  });

  it('the customer sees it on the request page and opens the PDF; the e-mail link opens it without a session; a stranger gets nothing', async () => {
    const { request, bill } = await billedRequest();
    const res = await t.request('GET', `/api/lab-bills/${request.trackingCode}`, { as: customer });
    expect(((await res.json()) as { bill: { number: string; status: string } }).bill).toMatchObject({
      number: bill.number,
      status: 'belum',
    });
    const pdf = await t.request('GET', `/api/lab-bills/${request.trackingCode}/pdf`, { as: customer });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const link = await t.request(
      'GET',
      `/api/lab-bills/${request.trackingCode}/pdf?t=${billToken(t.deps.env.AUTH_SECRET!, request.trackingCode)}`,
    );
    expect(link.status).toBe(200);
    const stranger = await t.createUser();
    expect((await t.request('GET', `/api/lab-bills/${request.trackingCode}/pdf`, { as: stranger })).status).toBe(404);
    expect(
      ((await (await t.request('GET', `/api/lab-bills/${request.trackingCode}`, { as: stranger })).json()) as { bill: unknown }).bill,
    ).toBeNull();
  });

  it("bills the request's own priced tests: the bill's lines name each test with its method, whatever staff send", async () => {
    const request = await pricedRequest();
    const res = await t.request('POST', `/api/admin/ujilab/${request.id}/bill`, {
      as: staff,
      json: { dueDays: 7, lines: [{ name: 'Murah', unit: 'x', quantity: 1, unitPrice: 1 }] },
    });
    expect(res.status).toBe(201);
    const [row] = await t.db.select().from(labBills).where(eq(labBills.requestId, request.id));
    expect(row!.lines).toEqual([
      { name: 'Kuat tekan beton (SNI 1974:2011)', unit: 'per benda uji', quantity: 5, unitPrice: 150_000, amount: 750_000 },
      { name: 'Slump test', unit: 'per sampel', quantity: 1, unitPrice: 500_000, amount: 500_000 },
    ]);
    expect(row!.total).toBe(1_250_000);
  });

  it('refuses a second bill, a request not priced yet, a bad due date and a customer, changing nothing', async () => {
    const { request } = await billedRequest();
    const again = await t.request('POST', `/api/admin/ujilab/${request.id}/bill`, { as: staff, json: {} });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { error: { message: string } }).error.message).toBe(LAB_BILL.alreadyBilled);
    // "Lainnya" before staff set its lines: nothing to bill yet.
    const unpriced = await insertUjilabRequest(t.db, customer.id);
    const none = await t.request('POST', `/api/admin/ujilab/${unpriced.id}/bill`, { as: staff, json: {} });
    expect(none.status).toBe(409);
    expect(((await none.json()) as { error: { message: string } }).error.message).toBe(LAB_BILL.notPriced);
    const other = await pricedRequest();
    const bad = await t.request('POST', `/api/admin/ujilab/${other.id}/bill`, { as: staff, json: { dueDays: 0 } });
    expect(bad.status).toBe(400);
    expect((await t.request('POST', `/api/admin/ujilab/${other.id}/bill`, { as: customer, json: {} })).status).toBe(403);
    for (const id of [unpriced.id, other.id]) {
      expect(await t.db.select().from(labBills).where(eq(labBills.requestId, id))).toEqual([]);
      expect(await statusOf(id)).toBe('Diajukan');
    }
  });
});

describe('SNAP BI virtual account against a fake bank', () => {
  it('inquiry of a bill answers its amount', async () => {
    const { row } = await billedRequest();
    const res = await signedCall('/snap/v1.0/transfer-va/inquiry', {
      partnerServiceId: PSID.padStart(8, ' '),
      customerNo: row.vaCustomerNo,
      virtualAccountNo: `${PSID}${row.vaCustomerNo}`,
      inquiryRequestId: 'INQ-1',
    });
    expect(res.status).toBe(200);
    expect(res.json.responseCode).toBe('2002400');
    expect((res.json.virtualAccountData as { totalAmount: unknown }).totalAmount).toEqual({ value: '1250000.00', currency: 'IDR' });
  });

  it('a payment notification makes the bill Lunas, moves the request on and mails the customer; the same one again is one payment with the same answer', async () => {
    const { request, row } = await billedRequest();
    const paidBefore = (await mailsTo(customer.email, 'lab_paid')).length;
    const payload = vaPayload(row.vaCustomerNo, 1_250_000, `PAY-${row.seq}`);
    const first = await signedCall('/snap/v1.0/transfer-va/payment', payload);
    expect(first.status).toBe(200);
    expect(first.json.responseCode).toBe('2002500');
    const [bill] = await t.db.select().from(labBills).where(eq(labBills.id, row.id));
    expect(bill).toMatchObject({ status: 'lunas', channel: 'va', paidReference: `REF-PAY-${row.seq}` });
    // Paid, the request waits for its sample (item 4), with its history row.
    expect(await statusOf(request.id)).toBe('Menunggu Sampel');
    const history = await t.db.select().from(statusChanges).where(eq(statusChanges.requestId, request.id));
    expect(history.map((h) => h.toStatus)).toEqual(['Menunggu Pembayaran', 'Menunggu Sampel']);
    expect((await mailsTo(customer.email, 'lab_paid')).length).toBe(paidBefore + 1);

    const second = await signedCall('/snap/v1.0/transfer-va/payment', payload);
    expect(second).toEqual(first);
    const payments = await t.db.select().from(labPayments).where(eq(labPayments.billId, row.id));
    expect(payments.filter((p) => p.result === 'diterima')).toHaveLength(1);
    expect((await mailsTo(customer.email, 'lab_paid')).length).toBe(paidBefore + 1);

    // Another notification for the paid bill is refused as paid.
    const other = await signedCall('/snap/v1.0/transfer-va/payment', vaPayload(row.vaCustomerNo, 1_250_000, `PAY-${row.seq}-B`));
    expect(other.json.responseCode).toBe('4042514');
  });

  it('a forged signature: 401 code, nothing changed, logged for the super admin', async () => {
    const { request, row } = await billedRequest();
    const auditBefore = await t.db.select().from(auditLog).where(eq(auditLog.action, 'lab-payment.forged'));
    const res = await signedCall('/snap/v1.0/transfer-va/payment', vaPayload(row.vaCustomerNo, 1_250_000, `FORGED-${row.seq}`), {
      secret: 'kunci-palsu-yang-bukan-milik-bank-000',
    });
    expect(res.status).toBe(401);
    expect(res.json.responseCode).toBe('4012500');
    // A valid signature over another body does not carry over to a changed one either.
    const tampered = await signedCall('/snap/v1.0/transfer-va/payment', vaPayload(row.vaCustomerNo, 1_250_000, `TAMPER-${row.seq}`), {
      tamper: (b) => b.replace('1250000.00', '1.00'),
    });
    expect(tampered.status).toBe(401);
    expect((await t.db.select().from(labBills).where(eq(labBills.id, row.id)))[0]!.status).toBe('belum');
    expect(await statusOf(request.id)).toBe('Menunggu Pembayaran');
    const auditAfter = await t.db.select().from(auditLog).where(eq(auditLog.action, 'lab-payment.forged'));
    expect(auditAfter.length).toBe(auditBefore.length + 2);
  });

  it('an amount off by one rupiah is refused with its reason; the bill stays open', async () => {
    const { row } = await billedRequest();
    const res = await signedCall('/snap/v1.0/transfer-va/payment', vaPayload(row.vaCustomerNo, 1_249_999, `OFF-${row.seq}`));
    expect(res.json.responseCode).toBe('4042513');
    expect((await t.db.select().from(labBills).where(eq(labBills.id, row.id)))[0]!.status).toBe('belum');
    const [refused] = await t.db
      .select()
      .from(labPayments)
      .where(and(eq(labPayments.billId, row.id), eq(labPayments.result, 'ditolak')));
    expect(refused!.reason).toBe(LAB_BILL.refused.amount(1_249_999, 1_250_000));
  });

  it('an unknown bill is a 404 code', async () => {
    const res = await signedCall('/snap/v1.0/transfer-va/payment', vaPayload('9999999999', 1_250_000, 'UNKNOWN-1'));
    expect(res.status).toBe(404);
    expect(res.json.responseCode).toBe('4042512');
    const inquiry = await signedCall('/snap/v1.0/transfer-va/inquiry', {
      partnerServiceId: PSID.padStart(8, ' '),
      customerNo: '9999999998',
      virtualAccountNo: `${PSID}9999999998`,
      inquiryRequestId: 'INQ-X',
    });
    expect(inquiry.json.responseCode).toBe('4042412');
  });

  it('a late notification for a cancelled bill (the request refused) is refused', async () => {
    const { request, row } = await billedRequest();
    const refuse = await t.request('PATCH', `/api/admin/ujilab/${request.id}/status`, {
      as: staff,
      json: { status: 'Ditolak', note: 'Benda uji tidak memenuhi syarat.' },
    });
    expect(refuse.status).toBe(200);
    expect((await t.db.select().from(labBills).where(eq(labBills.id, row.id)))[0]!.status).toBe('batal');
    const res = await signedCall('/snap/v1.0/transfer-va/payment', vaPayload(row.vaCustomerNo, 1_250_000, `LATE-${row.seq}`));
    expect(res.json.responseCode).toBe('4042519');
    expect(await statusOf(request.id)).toBe('Ditolak');
  });
});

describe('QRIS MPM', () => {
  it('the bill carries a dynamic QRIS payload whose CRC checks and which names the bill and its amount', async () => {
    const { bill } = await billedRequest();
    const fields = parseQris(bill.qris);
    expect(fields.get('01')).toBe('12');
    expect(fields.get('53')).toBe('360');
    expect(fields.get('54')).toBe('1250000');
    expect(fields.get('58')).toBe('ID');
    expect(parseQris(fields.get('62')!).get('01')).toBe(bill.number);
    expect(fields.get('63')).toBe(crc16Ccitt(bill.qris.slice(0, -4)));
    // CRC-16/CCITT-FALSE's check value.
    expect(crc16Ccitt('123456789')).toBe('29B1');
  });

  it('a QRIS payment notification settles the bill', async () => {
    const { row } = await billedRequest();
    const res = await signedCall('/snap/v1.0/qr/qr-mpm-notify', {
      originalReferenceNo: `QR-${row.seq}`,
      originalPartnerReferenceNo: row.number,
      latestTransactionStatus: '00',
      amount: { value: '1250000.00', currency: 'IDR' },
    });
    expect(res.json.responseCode).toBe('2005200');
    expect((await t.db.select().from(labBills).where(eq(labBills.id, row.id)))[0]).toMatchObject({ status: 'lunas', channel: 'qris' });
  });
});

describe('the counter and the reconciliation', () => {
  it('the cashier records Lunas with the receipt number; a second entry is refused', async () => {
    const { request, row } = await billedRequest();
    const res = await t.request('POST', `/api/admin/ujilab/${request.id}/bill/counter-payment`, {
      as: staff,
      json: { receiptNumber: 'KW-2026-0042', paidOn: '2026-11-27' },
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { bill: { status: string } }).bill.status).toBe('lunas');
    const [bill] = await t.db.select().from(labBills).where(eq(labBills.id, row.id));
    expect(bill).toMatchObject({ status: 'lunas', channel: 'loket', paidReference: 'KW-2026-0042' });
    const again = await t.request('POST', `/api/admin/ujilab/${request.id}/bill/counter-payment`, {
      as: staff,
      json: { receiptNumber: 'KW-2026-0043', paidOn: '2026-11-27' },
    });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { error: { message: string } }).error.message).toBe(LAB_BILL.alreadyPaid);
    expect(
      (
        await t.request('POST', `/api/admin/ujilab/${request.id}/bill/counter-payment`, {
          as: customer,
          json: { receiptNumber: 'KW-1', paidOn: '2026-11-27' },
        })
      ).status,
    ).toBe(403);
  });

  it('a date in the future or a missing receipt number is refused', async () => {
    const { request } = await billedRequest();
    const future = await t.request('POST', `/api/admin/ujilab/${request.id}/bill/counter-payment`, {
      as: staff,
      json: { receiptNumber: 'KW-9', paidOn: '2999-01-01' },
    });
    expect(future.status).toBe(400);
    const none = await t.request('POST', `/api/admin/ujilab/${request.id}/bill/counter-payment`, {
      as: staff,
      json: { paidOn: '2026-11-27' },
    });
    expect(none.status).toBe(400);
    expect(await statusOf(request.id)).toBe('Menunggu Pembayaran');
  });

  it("the day's CSV lists bills issued, payments received and the mismatches with their reason", async () => {
    const { row: paid } = await billedRequest();
    await signedCall('/snap/v1.0/transfer-va/payment', vaPayload(paid.vaCustomerNo, 1_250_000, `REC-${paid.seq}`));
    const { row: off } = await billedRequest();
    await signedCall('/snap/v1.0/transfer-va/payment', vaPayload(off.vaCustomerNo, 1_000, `REC-OFF-${off.seq}`));
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Makassar' }).format(new Date());
    const res = await t.request('GET', `/api/admin/ujilab/rekonsiliasi?tanggal=${day}`, { as: staff });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    const csv = await res.text();
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(RECONCILIATION_HEADER.map((h) => `"${h}"`).join(','));
    expect(lines.some((l) => l.startsWith('"tagihan"') && l.includes(paid.number) && l.includes(',1250000,'))).toBe(true);
    expect(lines.some((l) => l.startsWith('"pembayaran"') && l.includes(paid.number) && l.includes(`"REF-REC-${paid.seq}"`))).toBe(true);
    expect(
      lines.some((l) => l.startsWith('"selisih"') && l.includes(off.number) && l.includes(LAB_BILL.refused.amount(1_000, 1_250_000))),
    ).toBe(true);
    expect((await t.request('GET', `/api/admin/ujilab/rekonsiliasi?tanggal=${day}`, { as: customer })).status).toBe(403);
    expect((await t.request('GET', '/api/admin/ujilab/rekonsiliasi?tanggal=2026-02-30', { as: staff })).status).toBe(400);
  });
});
