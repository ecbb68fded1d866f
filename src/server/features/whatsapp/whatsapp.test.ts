import { createHmac, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CONTACT_PHONE } from '../../../shared/contact-phone-strings.ts';
import { auditLog, requestContacts, serviceRequests, sirekananRequests, whatsappMessages } from '../../db/schema.ts';
import { startJobRunner, type JobRunner } from '../../jobs/runner.ts';
import { createTestApp, type TestApp, type TestUser } from '../../test/harness.ts';
import { cloudApiSender, whatsappConfig } from '../../whatsapp/sender.ts';
import { sendWhatsAppMessage } from '../../whatsapp/send-whatsapp.ts';

// WhatsApp status messages (issue 38, item 5) against a fake WhatsApp Cloud API started here: what the
// portal posts to it, how it retries, and the webhook that tells it what became of a message.

type Reply = 'ok' | 'hang' | { status: number; body?: unknown };
type Received = { path: string; auth: string | undefined; body: Record<string, unknown> };

/** The fake Cloud API: answers each POST with the next reply queued (ok when none), and keeps what it received. */
async function startFakeCloudApi() {
  const received: Received[] = [];
  const replies: Reply[] = [];
  let n = 0;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const reply = replies.shift() ?? 'ok';
      received.push({ path: req.url ?? '', auth: req.headers.authorization, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
      if (reply === 'hang') return; // never answers: the portal's timeout is the test
      res.setHeader('content-type', 'application/json');
      if (reply === 'ok') {
        res.end(JSON.stringify({ messaging_product: 'whatsapp', messages: [{ id: `wamid.TEST${++n}` }] }));
      } else {
        res.statusCode = reply.status;
        res.end(JSON.stringify(reply.body ?? { error: { message: 'fake error' } }));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v21.0`,
    received,
    replies,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const APP_SECRET = 'rahasia-aplikasi-meta-0123456789';
const VERIFY_TOKEN = 'token-verifikasi-portal';
const WHATSAPP_ENV = {
  WHATSAPP_PHONE_NUMBER_ID: '109876543210',
  WHATSAPP_TOKEN: 'EAAG-token-uji-0123456789abcdef',
  WHATSAPP_TEMPLATE_STATUS: 'status_permohonan',
  WHATSAPP_TIMEOUT_MS: '300',
  WHATSAPP_APP_SECRET: APP_SECRET,
  WHATSAPP_VERIFY_TOKEN: VERIFY_TOKEN,
};

let api: Awaited<ReturnType<typeof startFakeCloudApi>>;
let t: TestApp;
let jobs: JobRunner;
let admin: TestUser;
let customer: TestUser;
beforeAll(async () => {
  api = await startFakeCloudApi();
  t = await createTestApp({ isolated: true, env: { ...WHATSAPP_ENV, WHATSAPP_API_URL: api.url } });
  jobs = await startJobRunner(t.deps, { pollInterval: 100 });
  admin = await t.createUser({ role: 'super_admin' });
  customer = await t.createUser();
});
afterAll(async () => {
  await jobs.stop();
  await t.close();
  await api.stop();
});
beforeEach(() => {
  api.received.length = 0;
  api.replies.length = 0;
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function until<T>(what: () => Promise<T | undefined | null | false>, ms = 10_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await what();
    if (value) return value;
    if (Date.now() > end) throw new Error('timed out');
    await sleep(100);
  }
}

function letter(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries({ subject: 'Rekomendasi teknis', details: 'Jalan masuk kompleks', ...fields })) form.set(k, v);
  return form;
}
async function sendLetter(fields: Record<string, string>) {
  const res = await t.request('POST', '/api/sirekanan', { as: customer, form: letter(fields) });
  expect(res.status).toBe(201);
  const { id, trackingCode } = (await res.json()) as { id: string; trackingCode: string };
  return { id, trackingCode };
}
const changeStatus = (id: string, status: string) =>
  t.request('PATCH', `/api/admin/sirekanan/${id}/status`, { as: admin, json: { status } });
const messagesOf = (id: string) => t.db.select().from(whatsappMessages).where(eq(whatsappMessages.requestId, id));

function signed(payload: unknown, secret = APP_SECRET) {
  const body = JSON.stringify(payload);
  const signature = `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
  return { body, signature };
}
const postWebhook = (body: string, signature: string | null) =>
  t.app.request('/api/webhooks/whatsapp', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(signature ? { 'x-hub-signature-256': signature } : {}) },
    body,
  });
const statusHook = (providerId: string, status: string, timestamp = Math.floor(Date.now() / 1000)) => ({
  object: 'whatsapp_business_account',
  entry: [{ id: '1', changes: [{ field: 'messages', value: { statuses: [{ id: providerId, status, timestamp: String(timestamp) }] } }] }],
});
const textHook = (from: string, text: string) => ({
  object: 'whatsapp_business_account',
  entry: [
    {
      id: '1',
      changes: [{ field: 'messages', value: { messages: [{ from, id: `wamid.IN${randomUUID()}`, type: 'text', text: { body: text } }] } }],
    },
  ],
});

describe('a request with a phone and WhatsApp', () => {
  it('keeps the phone in E.164 and the opt-in; an invalid phone is refused in Indonesian and nothing is saved', async () => {
    const { id } = await sendLetter({ phone: '0812-3456-7890', whatsapp: 'ya' });
    const [contact] = await t.db.select().from(requestContacts).where(eq(requestContacts.requestId, id));
    expect(contact).toMatchObject({ requestKind: 'sirekanan', phone: '+6281234567890', whatsapp: true });

    const before = (await t.db.select().from(sirekananRequests).where(eq(sirekananRequests.userId, customer.id))).length;
    const bad = await t.request('POST', '/api/sirekanan', { as: customer, form: letter({ phone: '12345' }) });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toContain(CONTACT_PHONE.invalid);
    const noPhone = await t.request('POST', '/api/sirekanan', { as: customer, form: letter({ whatsapp: 'ya' }) });
    expect(noPhone.status).toBe(400);
    expect(JSON.stringify(await noPhone.json())).toContain(CONTACT_PHONE.whatsappNeedsPhone);
    expect((await t.db.select().from(sirekananRequests).where(eq(sirekananRequests.userId, customer.id))).length).toBe(before);
  });

  it('opted in: a status change sends one template message with the service, code, status and link', async () => {
    const { id, trackingCode } = await sendLetter({ phone: '+62 813 1111 2222', whatsapp: 'ya' });
    expect((await changeStatus(id, 'Diproses')).status).toBe(200);
    const [sent] = await until(async () => {
      const rows = await messagesOf(id);
      return rows[0]?.status === 'sent' && rows;
    });
    expect(api.received).toHaveLength(1);
    const [call] = api.received;
    expect(call!.path).toBe('/v21.0/109876543210/messages');
    expect(call!.auth).toBe(`Bearer ${WHATSAPP_ENV.WHATSAPP_TOKEN}`);
    expect(call!.body).toMatchObject({
      messaging_product: 'whatsapp',
      to: '6281311112222',
      type: 'template',
      biz_opaque_callback_data: sent!.id,
      template: {
        name: 'status_permohonan',
        language: { code: 'id' },
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', text: 'Sirekanan' },
              { type: 'text', text: trackingCode },
              { type: 'text', text: 'Diproses' },
              { type: 'text', text: `http://portal.test/lacak/${trackingCode}` },
            ],
          },
        ],
      },
    });
    expect(sent).toMatchObject({ providerId: 'wamid.TEST1', attempts: 1, lastError: null });

    // Staff see the phone, the opt-in and the last message.
    const view = await t.request('GET', `/api/admin/request-contacts/sirekanan/${id}`, { as: admin });
    expect(await view.json()).toMatchObject({ phone: '+6281311112222', whatsapp: true, lastMessage: { status: 'sent' } });
    const other = await t.createUser({ role: 'admin_ujilab' });
    expect((await t.request('GET', `/api/admin/request-contacts/sirekanan/${id}`, { as: other })).status).toBe(403);
  });

  it('not opted in (or no phone): a status change sends nothing', async () => {
    const quiet = await sendLetter({ phone: '081300001111' });
    const none = await sendLetter({});
    await changeStatus(quiet.id, 'Diproses');
    await changeStatus(none.id, 'Diproses');
    await sleep(800);
    expect(await messagesOf(quiet.id)).toEqual([]);
    expect(await messagesOf(none.id)).toEqual([]);
    expect(api.received).toEqual([]);
  });
});

describe('sending through faults', () => {
  // The job is driven by hand here (as graphile-worker would, try after try), so the test need not wait for its backoff.
  async function queuedMessage() {
    await jobs.stop(); // no worker takes the job meanwhile
    const { id } = await sendLetter({ phone: '081355556666', whatsapp: 'ya' });
    await changeStatus(id, 'Diproses');
    const [row] = await messagesOf(id);
    return row!;
  }
  const sender = () => cloudApiSender(whatsappConfig(t.deps.env)!);
  const rowOf = async (id: string) => (await t.db.select().from(whatsappMessages).where(eq(whatsappMessages.id, id)))[0]!;
  afterAll(async () => {
    jobs = await startJobRunner(t.deps, { pollInterval: 100 });
  });

  it('a 5xx and a timeout are recorded and tried again later; then it is sent, once, and a duplicate job sends nothing', async () => {
    const row = await queuedMessage();
    api.replies.push({ status: 503 }, 'hang');
    await expect(sendWhatsAppMessage({ db: t.db, sender: sender() }, row.id, { last: false })).rejects.toThrow(/HTTP 503/);
    expect(await rowOf(row.id)).toMatchObject({ status: 'pending', attempts: 1 });
    await expect(sendWhatsAppMessage({ db: t.db, sender: sender() }, row.id, { last: false })).rejects.toThrow(/no answer within 300 ms/);
    expect(await rowOf(row.id)).toMatchObject({ status: 'pending', attempts: 2 });
    await sendWhatsAppMessage({ db: t.db, sender: sender() }, row.id, { last: false });
    expect(await rowOf(row.id)).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
    // The same job again (a duplicate, a retry from another instance): the fake API hears nothing more.
    await sendWhatsAppMessage({ db: t.db, sender: sender() }, row.id, { last: false });
    expect(api.received).toHaveLength(3);
  });

  it('a final 4xx is recorded as failed and not tried again; the last try of a 5xx fails it too', async () => {
    const refused = await queuedMessage();
    api.replies.push({ status: 400, body: { error: { message: 'Template name does not exist', code: 132001 } } });
    await sendWhatsAppMessage({ db: t.db, sender: sender() }, refused.id, { last: false });
    expect(await rowOf(refused.id)).toMatchObject({ status: 'failed', attempts: 1 });
    expect((await rowOf(refused.id)).lastError).toContain('Template name does not exist');

    const unlucky = await queuedMessage();
    api.replies.push({ status: 500 });
    await sendWhatsAppMessage({ db: t.db, sender: sender() }, unlucky.id, { last: true });
    expect(await rowOf(unlucky.id)).toMatchObject({ status: 'failed', attempts: 1 });
  });

  it('a 429 is tried again, not failed', async () => {
    const row = await queuedMessage();
    api.replies.push({ status: 429 });
    await expect(sendWhatsAppMessage({ db: t.db, sender: sender() }, row.id, { last: false })).rejects.toThrow(/HTTP 429/);
    expect(await rowOf(row.id)).toMatchObject({ status: 'pending' });
  });
});

describe('the webhook', () => {
  it("answers Meta's verification with the challenge only for the right token", async () => {
    const ok = await t.request(
      'GET',
      `/api/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=${VERIFY_TOKEN}&hub.challenge=1158201444`,
    );
    expect(ok.status).toBe(200);
    expect(await ok.text()).toBe('1158201444');
    const wrong = await t.request('GET', '/api/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=salah&hub.challenge=1158201444');
    expect(wrong.status).toBe(403);
    expect(await wrong.text()).not.toContain('1158201444');
  });

  async function sentMessage() {
    const { id } = await sendLetter({ phone: '081377778888', whatsapp: 'ya' });
    await changeStatus(id, 'Diproses');
    const [row] = await until(async () => {
      const rows = await messagesOf(id);
      return rows[0]?.status === 'sent' && rows;
    });
    return row!;
  }

  it('stores delivery statuses on the message, never moving back', async () => {
    const msg = await sentMessage();
    for (const status of ['delivered', 'read', 'delivered']) {
      const { body, signature } = signed(statusHook(msg.providerId!, status));
      expect((await postWebhook(body, signature)).status).toBe(200);
    }
    const [row] = await t.db.select().from(whatsappMessages).where(eq(whatsappMessages.id, msg.id));
    expect(row!.status).toBe('read');
    expect(row!.statusAt).not.toBeNull();
  });

  it('refuses a forged or missing signature with 401 and changes nothing', async () => {
    const msg = await sentMessage();
    const forged = signed(statusHook(msg.providerId!, 'read'), 'bukan-rahasia-aplikasi-yang-benar');
    expect((await postWebhook(forged.body, forged.signature)).status).toBe(401);
    const good = signed(statusHook(msg.providerId!, 'read'));
    const tampered = good.body.replace('"read"', '"failed"');
    expect((await postWebhook(tampered, good.signature)).status).toBe(401);
    expect((await postWebhook(good.body, null)).status).toBe(401);
    expect((await postWebhook(good.body, 'sha256=zz')).status).toBe(401);
    const stop = signed(textHook('6281377778888', 'STOP'), 'bukan-rahasia-aplikasi-yang-benar');
    expect((await postWebhook(stop.body, stop.signature)).status).toBe(401);
    const [row] = await t.db.select().from(whatsappMessages).where(eq(whatsappMessages.id, msg.id));
    expect(row!.status).toBe('sent');
    const [contact] = await t.db.select().from(requestContacts).where(eq(requestContacts.requestId, msg.requestId));
    expect(contact!.whatsapp).toBe(true);
  });

  it('refuses a body over its limit with 413', async () => {
    const big = JSON.stringify({ entry: [], pad: 'x'.repeat(600 * 1024) });
    const { signature } = signed(JSON.parse(big));
    expect((await postWebhook(big, signature)).status).toBe(413);
  });

  it('"STOP" opts the number out of every request: the next status change sends nothing', async () => {
    const phone = '081399990000';
    const first = await sendLetter({ phone, whatsapp: 'ya' });
    const second = await sendLetter({ phone: '+62 813-9999-0000', whatsapp: 'ya' });
    const report = await t.request('POST', '/api/damage-reports', {
      form: (() => {
        const f = new FormData();
        const fields = {
          reporterName: 'Sitti',
          location: `Jl. Uji ${randomUUID()}`,
          description: 'Jalan berlubang.',
          reportType: 'Jalan',
          kabupaten: 'Mamuju',
          phone,
          whatsapp: 'ya',
        };
        for (const [k, v] of Object.entries(fields)) f.set(k, v);
        return f;
      })(),
    });
    expect(report.status).toBe(201);
    const reportCode = ((await report.json()) as { trackingCode: string }).trackingCode;
    const [reportRow] = await t.db.select().from(serviceRequests).where(eq(serviceRequests.trackingCode, reportCode));

    const { body, signature } = signed(textHook('6281399990000', '  berhenti '));
    expect((await postWebhook(body, signature)).status).toBe(200);
    const contacts = await t.db.select().from(requestContacts).where(eq(requestContacts.phone, '+6281399990000'));
    expect(contacts).toHaveLength(3);
    expect(contacts.every((c) => !c.whatsapp && c.whatsappStoppedAt)).toBe(true);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'whatsapp.stop'), eq(auditLog.target, '+6281399990000')));
    expect(audit!.details).toMatchObject({ requests: 3 });

    await changeStatus(first.id, 'Diproses');
    await changeStatus(second.id, 'Selesai');
    await t.request('PATCH', `/api/admin/damage-reports/${reportRow!.id}/status`, { as: admin, json: { status: 'Diproses' } });
    await sleep(800);
    expect(await messagesOf(first.id)).toEqual([]);
    expect(await messagesOf(second.id)).toEqual([]);
    expect(await messagesOf(reportRow!.id)).toEqual([]);
    expect(api.received).toEqual([]);
    const view = await t.request('GET', `/api/admin/request-contacts/sirekanan/${first.id}`, { as: admin });
    const seen = (await view.json()) as { stoppedAt: string | null };
    expect(seen).toMatchObject({ phone: '+6281399990000', whatsapp: false, lastMessage: null });
    expect(seen.stoppedAt).not.toBeNull();
  });
});

describe('unconfigured', () => {
  it('queues nothing and the webhook is not there', async () => {
    const off = await createTestApp();
    try {
      const user = await off.createUser();
      const boss = await off.createUser({ role: 'super_admin' });
      const res = await off.request('POST', '/api/sirekanan', { as: user, form: letter({ phone: '081212121212', whatsapp: 'ya' }) });
      expect(res.status).toBe(201);
      const { id } = (await res.json()) as { id: string };
      expect((await off.request('PATCH', `/api/admin/sirekanan/${id}/status`, { as: boss, json: { status: 'Diproses' } })).status).toBe(
        200,
      );
      expect(await off.db.select().from(whatsappMessages).where(eq(whatsappMessages.requestId, id))).toEqual([]);
      // The phone is still kept for the staff to call.
      const [contact] = await off.db.select().from(requestContacts).where(eq(requestContacts.requestId, id));
      expect(contact!.phone).toBe('+6281212121212');
      expect((await off.request('GET', '/api/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=x&hub.challenge=1')).status).toBe(404);
    } finally {
      await off.close();
    }
  });
});
