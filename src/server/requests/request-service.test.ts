import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../shared/roles.ts';
import { ERRORS } from '../../shared/strings.ts';
import type { Actor, Deps } from '../context.ts';
import { outboxMails, sirekananRequests, ujilabRequests, users } from '../db/schema.ts';
import { submitSirekanan } from '../features/sirekanan/submit-sirekanan.ts';
import { submitUjilabRequest } from '../features/ujilab/submit-ujilab-request.ts';
import { barrierStore } from '../test/barrier-store.ts';
import { BASE_URL, createTestApp, type TestApp, type TestUser } from '../test/harness.ts';
import { pdfBytes, pngBytes } from '../uploads/test-files.ts';
import { TRACKING_CODE_PATTERN } from './tracking-code.ts';

// What every service a customer asks with an account does alike (request-service.ts, own-request-routes.ts):
// the own list, who may send, private files and the Idempotency-Key. Each service's own form, files and
// rules are tested in its feature (sirekanan.test.ts, ujilab.test.ts).

let t: TestApp;
let ktpBytes: Uint8Array;
beforeAll(async () => {
  t = await createTestApp();
  ktpBytes = await pngBytes();
});
afterAll(() => t.close());

const file = (bytes: Uint8Array, name: string) => new File([bytes as Uint8Array<ArrayBuffer>], name);
type Item = { id: string; trackingCode: string };

type ServiceCase = {
  name: string;
  path: string;
  /** A complete request, told apart by `label` (its subject, its test). */
  form: (label: string) => FormData;
  /** The item's field that holds the label. */
  field: string;
  labels: { a: [string, string, string]; b: string };
  table: typeof sirekananRequests | typeof ujilabRequests;
  dir: string;
  /** The item's file fields; the first is the one only its owner and the service's admin may read (the attachment, the KTP). */
  fileFields: [string, ...string[]];
  ownAdmin: Role;
  otherAdmins: Role[];
  /** How the admin's download is served: a letter as a download (a KTP image opens in the browser for a look). */
  adminDisposition?: RegExp;
  /** The submit verb itself, for the race the HTTP layer cannot stage. */
  submit: (deps: Deps, actor: Actor, key: string) => Promise<Item & Record<string, unknown>>;
};

const CASES: ServiceCase[] = [
  {
    name: 'Sirekanan',
    path: '/api/sirekanan',
    form: (subject) => {
      const form = new FormData();
      form.set('subject', subject);
      form.set('details', 'Jawaban pertama hilang di jalan.');
      form.set('attachment', file(pdfBytes(), 'surat.pdf'));
      return form;
    },
    field: 'subject',
    labels: { a: ['Pertama', 'Kedua', 'Ketiga'], b: 'Milik B' },
    table: sirekananRequests,
    dir: 'service-documents',
    fileFields: ['attachmentUrl'],
    ownAdmin: 'admin_sirekanan',
    otherAdmins: ['admin_ujilab', 'admin_jembatantif'],
    adminDisposition: /^attachment/,
    submit: (deps, actor, key) =>
      submitSirekanan({
        deps,
        actor,
        input: { subject: 'Balapan', details: 'Dua kali sekaligus', attachment: file(pdfBytes(), 's.pdf'), idempotencyKey: key },
      }),
  },
  {
    name: 'Uji Lab',
    path: '/api/ujilab',
    form: (jenisUji) => {
      const form = new FormData();
      form.set('jenisUji', jenisUji);
      form.set('suratPermohonan', file(pdfBytes(), 'surat-permohonan.pdf'));
      form.set('ktp', file(ktpBytes, 'ktp.jpg'));
      form.set('ktpConsent', 'ya');
      return form;
    },
    field: 'jenisUji',
    labels: { a: ['Uji Beton', 'Uji Aspal', 'Uji Tanah'], b: 'Uji Tanah' },
    table: ujilabRequests,
    dir: 'lab-documents',
    fileFields: ['dokumenKtpUrl', 'dokumenPermohonanUrl'],
    ownAdmin: 'admin_ujilab',
    otherAdmins: ['admin_sirekanan', 'admin_jembatantif'],
    submit: (deps, actor, key) =>
      submitUjilabRequest({
        deps,
        actor,
        input: {
          jenisUji: 'Uji Tanah',
          jenisUjiLainnya: '',
          ktpConsent: 'ya',
          items: [],
          suratPermohonan: file(pdfBytes(), 'surat-permohonan.pdf'),
          ktp: file(ktpBytes, 'ktp.jpg'),
          idempotencyKey: key,
        },
      }),
  },
];

describe.each(CASES)('$name: the request core', (s) => {
  const filesOf = (u: TestUser) => {
    const dir = path.join(t.deps.env.dataDir, 'files', s.dir, u.id);
    return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  };
  const post = (as: TestUser | undefined, label: string, headers?: Record<string, string>) =>
    t.request('POST', s.path, { as, headers, form: s.form(label) });
  const rowsOf = (u: TestUser): Promise<Array<{ id: string }>> => t.db.select().from(s.table).where(eq(s.table.userId, u.id));
  const filesPerRequest = s.fileFields.length;
  const fileUrls = (item: Record<string, unknown>) => s.fileFields.map((f) => item[f] as string);
  const privateUrl = (item: Record<string, unknown>) => fileUrls(item)[0]!;
  const labelsOf = (page: { items: Array<Record<string, unknown>> }) => page.items.map((i) => i[s.field]);

  describe('who may send', () => {
    it('refuses a visitor with 401 and every admin role with 403, storing nothing', async () => {
      expect((await post(undefined, s.labels.b)).status).toBe(401);
      for (const role of ['super_admin', s.ownAdmin] as const) {
        const admin = await t.createUser({ role });
        const res = await post(admin, s.labels.b);
        expect(res.status).toBe(403);
        expect((await res.json()).error.title).toBe(ERRORS.forbiddenTitle);
        expect(await rowsOf(admin)).toHaveLength(0);
      }
    });
  });

  describe('own history', () => {
    it("lists only the customer's own requests, newest first, paginated", async () => {
      const a = await t.createUser();
      const b = await t.createUser();
      for (const label of s.labels.a) await post(a, label);
      await post(b, s.labels.b);

      const page1 = await (await t.request('GET', `${s.path}?page=1&pageSize=2`, { as: a })).json();
      expect(page1.total).toBe(3);
      expect(labelsOf(page1)).toEqual([s.labels.a[2], s.labels.a[1]]);
      const page2 = await (await t.request('GET', `${s.path}?page=2&pageSize=2`, { as: a })).json();
      expect(labelsOf(page2)).toEqual([s.labels.a[0]]);

      const ofB = await (await t.request('GET', s.path, { as: b })).json();
      expect(labelsOf(ofB)).toEqual([s.labels.b]);
    });

    it('refuses a visitor (401) and an admin (403)', async () => {
      expect((await t.request('GET', s.path)).status).toBe(401);
      const admin = await t.createUser({ role: s.ownAdmin });
      expect((await t.request('GET', s.path, { as: admin })).status).toBe(403);
    });
  });

  describe('private files', () => {
    it("customer B, a visitor and other admins cannot download A's document; A and the service's admin can", async () => {
      const a = await t.createUser();
      const url = privateUrl(await (await post(a, s.labels.b)).json());
      expect((await t.request('GET', url)).status).toBe(401);
      expect((await t.request('GET', url, { as: await t.createUser() })).status).toBe(403);
      for (const role of s.otherAdmins) expect((await t.request('GET', url, { as: await t.createUser({ role }) })).status).toBe(403);
      const own = await t.request('GET', url, { as: a });
      expect(own.status).toBe(200);
      expect(own.headers.get('cache-control')).toBe('private, no-store');
      const adminDownload = await t.request('GET', url, { as: await t.createUser({ role: s.ownAdmin }) });
      expect(adminDownload.status).toBe(200);
      if (s.adminDisposition) expect(adminDownload.headers.get('content-disposition')).toMatch(s.adminDisposition);
      expect(adminDownload.headers.get('cache-control')).toBe('private, no-store');
    });
  });

  describe('Idempotency-Key: a resend after a lost response is not stored twice', () => {
    const send = (as: TestUser, key: string, label = s.labels.a[0]) => post(as, label, { 'Idempotency-Key': key });

    it('answers the same key with the first request: one row, its files once, the same tracking code', async () => {
      const customer = await t.createUser();
      const key = randomUUID();
      const first = await send(customer, key);
      const again = await send(customer, key);
      expect([first.status, again.status]).toEqual([201, 201]);
      const [a, b] = [await first.json(), await again.json()];
      expect(b).toEqual(a);
      expect(b.trackingCode).toMatch(TRACKING_CODE_PATTERN);
      const rows = await rowsOf(customer);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ id: a.id, idempotencyKey: key });
      expect(filesOf(customer)).toHaveLength(filesPerRequest);
    });

    it('stores a second request under a different key', async () => {
      const customer = await t.createUser();
      const a = await (await send(customer, randomUUID(), s.labels.a[0])).json();
      const b = await (await send(customer, randomUUID(), s.labels.a[1])).json();
      expect(b.trackingCode).not.toBe(a.trackingCode);
      expect(await rowsOf(customer)).toHaveLength(2);
      expect(filesOf(customer)).toHaveLength(2 * filesPerRequest);
    });

    it.each(['bukan-uuid', '', `${randomUUID()}x`, "1' OR '1'='1", 'zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz'])(
      'refuses the key %j with 400 and stores nothing',
      async (key) => {
        const customer = await t.createUser();
        const res = await send(customer, key);
        expect(res.status).toBe(400);
        expect((await res.json()).error).toMatchObject({ code: 'VALIDATION', message: ERRORS.idempotencyKeyInvalid });
        expect(await rowsOf(customer)).toHaveLength(0);
        expect(filesOf(customer)).toEqual([]);
      },
    );

    it("refuses another customer's key with 409, shows nothing of that request and stores nothing", async () => {
      const owner = await t.createUser();
      const other = await t.createUser();
      const key = randomUUID();
      const original = await (await send(owner, key, s.labels.a[0])).json();
      const res = await send(other, key, s.labels.a[1]);
      expect(res.status).toBe(409);
      const text = await res.text();
      expect(JSON.parse(text).error).toMatchObject({ code: 'CONFLICT', message: ERRORS.idempotencyKeyConflict });
      expect(text).not.toContain(original.trackingCode);
      expect(text).not.toContain(privateUrl(original));
      expect(await rowsOf(other)).toHaveLength(0);
      expect(filesOf(other)).toEqual([]);
      expect(await rowsOf(owner)).toHaveLength(1);
      expect(filesOf(owner)).toHaveLength(filesPerRequest);
    });

    it("lets the unique index decide between two identical requests racing: one row, the loser's files removed", async () => {
      const customer = await t.createUser();
      const actor = { ...customer, isAdmin: false, emailVerified: false, createdAt: new Date() };
      // Both requests' uploads start before either row is written.
      const deps = { ...t.deps, store: barrierStore(t.deps.store, 2 * filesPerRequest) };
      const key = randomUUID();
      const [a, b] = await Promise.all([s.submit(deps, actor, key), s.submit(deps, actor, key)]);
      expect(b).toEqual(a);
      expect(await rowsOf(customer)).toHaveLength(1);
      expect(filesOf(customer).sort()).toEqual(
        fileUrls(a)
          .map((u) => path.basename(u))
          .sort(),
      );
    });
  });

  describe('the receipt by e-mail (issue 37, item 4)', () => {
    const receiptsTo = (email: string) =>
      t.db
        .select()
        .from(outboxMails)
        .where(and(eq(outboxMails.toAddress, email), eq(outboxMails.kind, 'receipt')));

    it('goes at once to a verified customer: the code, what comes next, the status page and a receipt link that opens; once per Idempotency-Key', async () => {
      const customer = await t.createUser();
      await t.db.update(users).set({ emailVerified: true }).where(eq(users.id, customer.id));
      const key = randomUUID();
      const res = await post(customer, s.labels.a[0], { 'Idempotency-Key': key });
      expect(res.status).toBe(201);
      const { trackingCode } = (await res.json()) as Item;
      expect((await post(customer, s.labels.a[0], { 'Idempotency-Key': key })).status).toBe(201);
      const mails = await receiptsTo(customer.email);
      expect(mails).toHaveLength(1);
      const mail = mails[0]!;
      expect(mail.subject).toBe(`Tanda terima ${s.name}: ${trackingCode}`);
      expect(mail.textBody).toContain(`kode pelacakan ${trackingCode}`);
      expect(mail.textBody).toContain(`${BASE_URL}/lacak/${trackingCode}`);
      expect(mail.textBody).toContain(`/standar`);
      const receiptUrl = /Bukti pengajuan \(PDF\): (\S+)/.exec(mail.textBody)?.[1];
      expect(receiptUrl).toBeTruthy();
      // Opened from the mail, signed in or not.
      const pdf = await t.request('GET', receiptUrl!.slice(BASE_URL.length));
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get('content-type')).toBe('application/pdf');
    });

    it('is not sent to an address its owner has not verified (the dashboard shows the receipt)', async () => {
      const customer = await t.createUser();
      expect((await post(customer, s.labels.a[1])).status).toBe(201);
      expect(await receiptsTo(customer.email)).toHaveLength(0);
    });
  });
});
