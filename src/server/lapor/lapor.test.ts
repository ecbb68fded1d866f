import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DamageReportAdminItem } from '../../shared/admin-schemas.ts';
import { LAPOR } from '../../shared/lapor-strings.ts';
import type { PublicReportDetail } from '../../shared/public-report-schemas.ts';
import type { SystemStatus } from '../../shared/system-schemas.ts';
import type { TrackingResult } from '../../shared/tracking-schemas.ts';
import { laporTickets, statusChanges } from '../db/schema.ts';
import { insertDamageReport } from '../features/admin-requests/request-factories.ts';
import { startJobRunner, type JobRunner } from '../jobs/runner.ts';
import { createTestApp, type TestApp, type TestUser } from '../test/harness.ts';
import { createLaporClient } from './client.ts';
import { pollLaporTickets } from './poll-tickets.ts';

// SP4N-LAPOR! (issue 39, item 4) against a fake LAPOR! started here, speaking docs/decisions/066: a report a
// moderator makes public is filed once under its code, retried through timeouts and 5xx, a lost answer
// ends in one ticket, a refused token stops and shows, and LAPOR!'s answers reach the report's history once.

const TOKEN = 'token-instansi-lapor-0123456789';

type Reply = 'hang' | 'lost' | { status: number };
type Complaint = { body: Record<string, unknown>; ticket: string; idempotencyKey: string | undefined };
type Update = { id: string; status: string; created_at: string; content?: string };

/** The fake LAPOR!: keeps complaints by their external_id, answers a repeat with 409 and the ticket it gave. */
async function startFakeLapor() {
  const complaints = new Map<string, Complaint>();
  const statuses = new Map<string, { status: string; updates: Update[] }>();
  const calls: { method: string; path: string; at: number; auth: string | undefined }[] = [];
  const replies: Reply[] = [];
  let token = TOKEN;
  let n = 0;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      calls.push({ method: req.method ?? '', path: req.url ?? '', at: Date.now(), auth: req.headers.authorization });
      const send = (status: number, body: unknown) => {
        res.statusCode = status;
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify(body));
      };
      if (req.headers.authorization !== `Bearer ${token}`) return send(401, { error: 'unauthorized' });
      const reply = replies.shift();
      if (reply === 'hang') return; // never answers: the portal's timeout is the test
      if (typeof reply === 'object') return send(reply.status, { error: 'fake failure' });
      if (req.method === 'POST' && req.url === '/v1/complaints') {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
        const code = String(body.external_id);
        const known = complaints.get(code);
        if (known) return send(409, { error: 'duplicate', tracking_id: known.ticket });
        const complaint = { body, ticket: `LAP${String(++n).padStart(7, '0')}`, idempotencyKey: req.headers['idempotency-key'] as string };
        complaints.set(code, complaint);
        statuses.set(complaint.ticket, { status: 'menunggu_verifikasi', updates: [] });
        // Filed, but the answer is lost on the way (the portal sees a 502): its retry must not file it again.
        if (reply === 'lost') return send(502, { error: 'bad gateway' });
        return send(201, { tracking_id: complaint.ticket, status: 'menunggu_verifikasi' });
      }
      const m = /^\/v1\/complaints\/([^/]+)$/.exec(req.url ?? '');
      if (req.method === 'GET' && m) {
        const s = statuses.get(decodeURIComponent(m[1]!));
        if (!s) return send(404, { error: 'not found' });
        return send(200, { tracking_id: m[1], ...s });
      }
      send(404, { error: 'no such endpoint' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    complaints,
    statuses,
    calls,
    replies,
    setToken: (t: string) => (token = t),
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

let lapor: Awaited<ReturnType<typeof startFakeLapor>>;
let t: TestApp;
let jobs: JobRunner;
let moderator: TestUser;
let superAdmin: TestUser;
beforeAll(async () => {
  lapor = await startFakeLapor();
  t = await createTestApp({ isolated: true, env: { LAPOR_API_URL: lapor.url, LAPOR_API_TOKEN: TOKEN, LAPOR_TIMEOUT_MS: '300' } });
  jobs = await startJobRunner(t.deps, { pollInterval: 100 });
  moderator = await t.createUser({ role: 'admin_jembatantif' });
  superAdmin = await t.createUser({ role: 'super_admin' });
});
afterAll(async () => {
  await jobs.stop();
  await t.close();
  await lapor.stop();
});
beforeEach(() => {
  lapor.calls.length = 0;
  lapor.replies.length = 0;
  lapor.setToken(TOKEN);
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function until<T>(what: () => Promise<T | undefined | null | false>, ms = 15_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await what();
    if (value) return value;
    if (Date.now() > end) throw new Error('timed out');
    await sleep(100);
  }
}

async function newReport(location = 'Jl. Poros Majene–Mamuju km 12') {
  const report = await insertDamageReport(t.db, { location });
  return { id: report.id, code: report.trackingCode };
}
const moderate = (app: TestApp, as: TestUser, id: string, input: Record<string, unknown>) =>
  app.request('POST', `/api/admin/damage-reports/${id}/moderation`, { as, json: input });
const ticketRow = async (id: string) => (await t.db.select().from(laporTickets).where(eq(laporTickets.requestId, id)))[0];
const sentRow = (id: string) => until(async () => ((await ticketRow(id))?.state === 'sent' ? ticketRow(id) : null));
const posts = () => lapor.calls.filter((c) => c.method === 'POST');

describe('a report made public goes to SP4N-LAPOR!', () => {
  it('is filed once under its code, its ticket stored and shown on /lacak, /laporan and the admin page', async () => {
    const { id, code } = await newReport();
    expect((await moderate(t, moderator, id, { action: 'publish' })).status).toBe(200);
    const row = await sentRow(id);

    expect(posts()).toHaveLength(1);
    expect(posts()[0]!.auth).toBe(`Bearer ${TOKEN}`);
    const complaint = lapor.complaints.get(code)!;
    expect(complaint.idempotencyKey).toBe(code);
    expect(complaint.body).toMatchObject({
      external_id: code,
      anonymous: true,
      content: 'Jalan berlubang sepanjang 20 meter.',
      location: { address: 'Jl. Poros Majene–Mamuju km 12', province: 'Sulawesi Barat' },
      source_url: `http://portal.test/laporan/${code}`,
    });
    // The reporter's name never leaves the portal.
    expect(JSON.stringify(complaint.body)).not.toContain('Pelapor Warga');
    expect(row).toMatchObject({ ticket: complaint.ticket, attempts: 1, lastError: null });

    const tracking = (await (await t.request('GET', `/api/tracking/${code}`)).json()) as TrackingResult;
    expect(tracking.laporTicket).toBe(complaint.ticket);
    const page = (await (await t.request('GET', `/api/laporan/${code}`)).json()) as PublicReportDetail;
    expect(page.laporTicket).toBe(complaint.ticket);
    const admin = (await (
      await t.request('GET', `/api/admin/damage-reports/by-code/${code}`, { as: moderator })
    ).json()) as DamageReportAdminItem;
    expect(admin.laporTicket).toBe(complaint.ticket);

    // Hidden and made public again: still the one ticket, nothing filed again.
    await moderate(t, moderator, id, { action: 'hide', reason: 'Foto memuat wajah warga' });
    await moderate(t, moderator, id, { action: 'publish' });
    await sleep(600);
    expect(posts()).toHaveLength(1);
    expect((await ticketRow(id))?.ticket).toBe(complaint.ticket);
  });

  it('a report not yet public has no ticket, on /lacak either', async () => {
    const { code } = await newReport();
    const tracking = (await (await t.request('GET', `/api/tracking/${code}`)).json()) as TrackingResult;
    expect(tracking.laporTicket).toBeUndefined();
  });

  it('a confidential report goes without its pin', async () => {
    const { id, code } = await newReport();
    await t.db.execute(sql`update damage_reports set latitude = -3.54, longitude = 118.97, kabupaten = 'Majene' where request_id = ${id}`);
    await moderate(t, moderator, id, { action: 'confidential', confidential: true });
    await moderate(t, moderator, id, { action: 'publish' });
    await sentRow(id);
    expect(lapor.complaints.get(code)!.body.location).toEqual({
      address: 'Jl. Poros Majene–Mamuju km 12',
      regency: 'Majene',
      province: 'Sulawesi Barat',
      latitude: null,
      longitude: null,
    });
  });

  it('a timeout is tried again later, then the ticket is stored', async () => {
    const { id, code } = await newReport();
    lapor.replies.push('hang');
    await moderate(t, moderator, id, { action: 'publish' });
    const row = await sentRow(id);
    expect(posts()).toHaveLength(2);
    expect(row).toMatchObject({ ticket: lapor.complaints.get(code)!.ticket, attempts: 2, lastError: null });
  });

  it('a 5xx is tried again after a wait (backoff), then the ticket is stored', async () => {
    const { id, code } = await newReport();
    lapor.replies.push({ status: 503 });
    await moderate(t, moderator, id, { action: 'publish' });
    const failedOnce = await until(async () => ((await ticketRow(id))?.attempts === 1 ? ticketRow(id) : null));
    expect(failedOnce).toMatchObject({ state: 'pending', lastError: expect.stringContaining('HTTP 503') });
    const row = await sentRow(id);
    const [first, second] = posts();
    // graphile-worker waits e^1 ≈ 2.7 s after the first failure.
    expect(second!.at - first!.at).toBeGreaterThanOrEqual(2000);
    expect(row).toMatchObject({ ticket: lapor.complaints.get(code)!.ticket, attempts: 2, lastError: null });
  });

  it('a lost answer: the retry gets "duplicate" with the existing ticket, and there is one ticket', async () => {
    const { id, code } = await newReport();
    lapor.replies.push('lost');
    await moderate(t, moderator, id, { action: 'publish' });
    const row = await sentRow(id);
    expect(posts()).toHaveLength(2);
    expect([...lapor.complaints.keys()].filter((k) => k === code)).toHaveLength(1);
    expect(row!.ticket).toBe(lapor.complaints.get(code)!.ticket);
  });

  it('the same report sent twice by the client itself: LAPOR! answers duplicate with the same ticket', async () => {
    const { id, code } = await newReport();
    await moderate(t, moderator, id, { action: 'publish' });
    const row = await sentRow(id);
    const client = createLaporClient(t.deps.env)!;
    const again = await client.submit({
      code,
      title: 'x',
      content: 'x',
      reportType: 'Jalan',
      location: 'x',
      kabupaten: null,
      pin: null,
      reportedAt: new Date(),
      url: 'x',
    });
    expect(again).toEqual({ ticket: row!.ticket, duplicate: true });
  });
});

describe('a complaint LAPOR! refuses', () => {
  it('is marked failed at once (no retry), shows on /admin/sistem, and is queued again when made public again', async () => {
    const { id, code } = await newReport();
    lapor.replies.push({ status: 422 });
    await moderate(t, moderator, id, { action: 'publish' });
    await until(async () => (await ticketRow(id))?.state === 'failed');
    await sleep(3500); // past the first retry's wait: nothing is tried again
    expect(posts()).toHaveLength(1);
    expect(await ticketRow(id)).toMatchObject({ attempts: 1, ticket: null, lastError: expect.stringContaining('HTTP 422') });
    const status = (await (await t.request('GET', '/api/admin/system', { as: superAdmin })).json()) as SystemStatus;
    expect(status.warnings).toContain('lapor-failed');

    // A moderator makes it public again (after fixing its text, say): it is sent anew and gets its ticket.
    await moderate(t, moderator, id, { action: 'hide', reason: 'Teks diperbaiki' });
    await moderate(t, moderator, id, { action: 'publish' });
    expect((await sentRow(id))!.ticket).toBe(lapor.complaints.get(code)!.ticket);
    const after = (await (await t.request('GET', '/api/admin/system', { as: superAdmin })).json()) as SystemStatus;
    expect(after.warnings).not.toContain('lapor-failed');
  });
});

describe('a token LAPOR! refuses', () => {
  it('stops the sending at once, shows on /admin/sistem, and sends all once the token works again', async () => {
    lapor.setToken('another-token-lapor-given-later');
    const first = await newReport();
    const second = await newReport();
    await moderate(t, moderator, first.id, { action: 'publish' });
    await moderate(t, moderator, second.id, { action: 'publish' });
    await until(
      async () => (await ticketRow(first.id))?.state === 'unauthorised' && (await ticketRow(second.id))?.state === 'unauthorised',
    );
    await sleep(3500); // past the first retry's wait: nothing is tried again
    expect(posts()).toHaveLength(2);
    expect(await ticketRow(first.id)).toMatchObject({ attempts: 1, lastError: expect.stringContaining('HTTP 401') });

    const status = (await (await t.request('GET', '/api/admin/system', { as: superAdmin })).json()) as SystemStatus;
    expect(status.warnings).toContain('lapor-unauthorised');
    expect(status.lapor).toMatchObject({ configured: true, unauthorised: 2, lastError: expect.stringContaining('HTTP 401') });

    // The token is put right (LAPOR! accepts it again): the next poll tries one, whose success sends the other.
    lapor.setToken(TOKEN);
    await pollLaporTickets({ db: t.db, client: createLaporClient(t.deps.env)! });
    await sentRow(first.id);
    await sentRow(second.id);
    const after = (await (await t.request('GET', '/api/admin/system', { as: superAdmin })).json()) as SystemStatus;
    expect(after.warnings).not.toContain('lapor-unauthorised');
  });
});

describe("LAPOR!'s answers", () => {
  it('polling writes each new answer into the report history once, publicly, and stops at a final status', async () => {
    const { id, code } = await newReport();
    await moderate(t, moderator, id, { action: 'publish' });
    const { ticket } = (await sentRow(id))!;
    const client = createLaporClient(t.deps.env)!;
    const notes = async () =>
      (
        await t.db
          .select({ note: statusChanges.publicNote, from: statusChanges.fromStatus, to: statusChanges.toStatus })
          .from(statusChanges)
          .where(and(eq(statusChanges.requestTable, 'service_requests'), eq(statusChanges.requestId, id)))
      ).filter((r) => r.note?.startsWith(LAPOR.historyPrefix));

    // A ticket LAPOR! does not know: noted on it, and the others are still asked about.
    const lost = await newReport();
    await t.db.insert(laporTickets).values({ requestId: lost.id, state: 'sent', ticket: `LAP-HILANG-${lost.code}`, sentAt: new Date() });

    const state = lapor.statuses.get(ticket!)!;
    state.status = 'didisposisikan';
    state.updates.push({
      id: 'u-1',
      status: 'didisposisikan',
      created_at: new Date().toISOString(),
      content: 'Diteruskan ke Dinas PUPR Sulbar',
    });
    await pollLaporTickets({ db: t.db, client });
    await pollLaporTickets({ db: t.db, client });
    expect(await notes()).toEqual([
      { note: `${LAPOR.historyPrefix}: Didisposisikan ke instansi — Diteruskan ke Dinas PUPR Sulbar`, from: 'Diajukan', to: 'Diajukan' },
    ]);
    expect(await ticketRow(lost.id)).toMatchObject({ lastError: expect.stringContaining('HTTP 404'), polledAt: expect.any(Date) });
    const tracking = (await (await t.request('GET', `/api/tracking/${code}`)).json()) as TrackingResult;
    expect(tracking.history.map((h) => h.note)).toContain(
      `${LAPOR.historyPrefix}: Didisposisikan ke instansi — Diteruskan ke Dinas PUPR Sulbar`,
    );
    expect(tracking.status).toBe('Diajukan');

    state.status = 'selesai';
    state.updates.push({ id: 'u-2', status: 'selesai', created_at: new Date().toISOString() });
    await pollLaporTickets({ db: t.db, client });
    expect((await notes()).map((n) => n.note)).toEqual([
      `${LAPOR.historyPrefix}: Didisposisikan ke instansi — Diteruskan ke Dinas PUPR Sulbar`,
      `${LAPOR.historyPrefix}: Selesai`,
    ]);
    expect(await ticketRow(id)).toMatchObject({ laporStatus: 'selesai', closedAt: expect.any(Date) });

    // Closed: LAPOR! is not asked about it again.
    lapor.calls.length = 0;
    await pollLaporTickets({ db: t.db, client });
    expect(lapor.calls.filter((c) => c.path === `/v1/complaints/${ticket}`)).toHaveLength(0);
  });
});

describe('LAPOR! not configured', () => {
  it('queues nothing when a report is made public', async () => {
    const off = await createTestApp();
    try {
      const admin = await off.createUser({ role: 'admin_jembatantif' });
      const report = await insertDamageReport(off.db, {});
      expect((await moderate(off, admin, report.id, { action: 'publish' })).status).toBe(200);
      expect(await off.db.select().from(laporTickets).where(eq(laporTickets.requestId, report.id))).toEqual([]);
      const { rows } = await off.db.execute<{ n: number }>(
        sql`select count(*)::int as n from graphile_worker._private_jobs j join graphile_worker._private_tasks k on k.id = j.task_id
            where k.identifier = 'lapor_submit' and j.payload->>'id' = ${report.id}`,
      );
      expect(rows[0]!.n).toBe(0);
      const status = (await (
        await off.request('GET', '/api/admin/system', { as: await off.createUser({ role: 'super_admin' }) })
      ).json()) as SystemStatus;
      expect(status.lapor?.configured).toBe(false);
    } finally {
      await off.close();
    }
  });
});
