import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../test/harness.ts';
import { json } from '../../test/json.ts';
import {
  QUEUE_BUCKETS,
  type AdminNotifications,
  type AdminQueues,
  type AdminSummary,
  type DamageReportAdminItem,
  type Paged,
  type QueueBucket,
  type ServiceQueue,
  type SirekananAdminItem,
} from '../../../shared/admin-schemas.ts';
import type { RequestStatus } from '../../../shared/constants.ts';
import type { Role } from '../../../shared/roles.ts';
import type { SessionUser } from '../../context.ts';
import { damageReports, ppidRequests, sirekananRequests } from '../../db/schema.ts';
import { newTrackingCode } from '../../requests/tracking-code.ts';
import { getAdminQueues } from './get-admin-queues.ts';
import { insertDamageReport, insertUjilabRequest, insertSirekanan } from '../admin-requests/request-factories.ts';

// Exact totals need a database no other test file writes to.
let iso: TestApp;
beforeAll(async () => {
  iso = await createTestApp({ isolated: true });
});
afterAll(() => iso.close());

describe('admin summary (/api/admin/summary)', () => {
  it('counts registered users, lab requests, Sirekanan requests and damage reports live', async () => {
    const admin = await iso.createUser({ role: 'admin_sirekanan' });
    const citizen = await iso.createUser();
    const before = await json<AdminSummary>(await iso.request('GET', '/api/admin/summary', { as: admin }));
    expect(before).toEqual({ users: 2, ujilabRequests: 0, sirekananRequests: 0, damageReports: 0, lateDamageReports: 0 });
    await insertSirekanan(iso.db, citizen.id);
    await insertSirekanan(iso.db, citizen.id);
    await insertUjilabRequest(iso.db, citizen.id);
    await insertDamageReport(iso.db);
    await insertDamageReport(iso.db, { serviceType: 'lainnya' });
    await iso.createUser();
    const after = await json<AdminSummary>(await iso.request('GET', '/api/admin/summary', { as: admin }));
    expect(after).toEqual({ users: 3, ujilabRequests: 1, sirekananRequests: 2, damageReports: 1, lateDamageReports: 0 });
  });

  it('is for admins only', async () => {
    expect((await iso.request('GET', '/api/admin/summary', { as: await iso.createUser() })).status).toBe(403);
    expect((await iso.request('GET', '/api/admin/summary')).status).toBe(401);
  });
});

describe('notification badge (/api/admin/notifications)', () => {
  it('counts only new (Diajukan) submissions of the services the admin may handle', async () => {
    const citizen = await iso.createUser();
    const roles = {
      sirekanan: await iso.createUser({ role: 'admin_sirekanan' }),
      ujilab: await iso.createUser({ role: 'admin_ujilab' }),
      jembatantif: await iso.createUser({ role: 'admin_jembatantif' }),
      superAdmin: await iso.createUser({ role: 'super_admin' }),
    };
    const count = async (who: keyof typeof roles) =>
      json<AdminNotifications>(await iso.request('GET', '/api/admin/notifications', { as: roles[who] }));
    const base = await count('superAdmin');

    const sirekananRequest = await insertSirekanan(iso.db, citizen.id);
    await insertSirekanan(iso.db, citizen.id, { status: 'Diproses' });
    await insertUjilabRequest(iso.db, citizen.id);
    await insertUjilabRequest(iso.db, citizen.id);
    await insertUjilabRequest(iso.db, citizen.id, { status: 'Selesai' });
    await insertDamageReport(iso.db);
    await insertDamageReport(iso.db, { serviceType: 'lainnya' });

    const s = await count('superAdmin');
    expect(s.sirekanan).toBe(base.sirekanan! + 1);
    expect(s.ujilab).toBe(base.ujilab! + 2);
    expect(s.damageReports).toBe(base.damageReports! + 1);
    expect(s.total).toBe(base.total + 4);
    expect(await count('sirekanan')).toEqual({ total: s.sirekanan, sirekanan: s.sirekanan, ujilab: null, damageReports: null });
    expect(await count('ujilab')).toEqual({ total: s.ujilab, sirekanan: null, ujilab: s.ujilab, damageReports: null });
    expect(await count('jembatantif')).toEqual({ total: s.damageReports, sirekanan: null, ujilab: null, damageReports: s.damageReports });

    // handling a request takes it off the badge
    await json(
      await iso.request('PATCH', `/api/admin/sirekanan/${sirekananRequest.id}/status`, {
        as: roles.sirekanan,
        json: { status: 'Diproses' },
      }),
    );
    expect((await count('sirekanan')).total).toBe(s.sirekanan! - 1);
  });

  it('is for admins only', async () => {
    expect((await iso.request('GET', '/api/admin/notifications', { as: await iso.createUser() })).status).toBe(403);
    expect((await iso.request('GET', '/api/admin/notifications')).status).toBe(401);
  });
});

describe('each role’s queue (/api/admin/queues, issue 38 item 4)', () => {
  // A fixed Wednesday, so that late and due this week do not depend on the day the test runs.
  const TODAY = '2026-11-25';
  const wita = (day: string) => new Date(`${day}T12:00:00+08:00`);
  const actorOf = (u: TestUser): SessionUser => ({ ...u, isAdmin: u.role !== 'customer', emailVerified: true, createdAt: new Date() });
  const codes = (q: ServiceQueue | undefined, b: QueueBucket) => q?.buckets[b].items.map((i) => i.trackingCode) ?? [];
  let q: TestApp;
  beforeAll(async () => {
    q = await createTestApp({ isolated: true });
  });
  afterAll(() => q.close());

  async function insertPpid(over: { status?: RequestStatus; dueOn: string; answeredAt?: Date }) {
    const [row] = await q.db
      .insert(ppidRequests)
      .values({
        trackingCode: newTrackingCode('PPID'),
        name: 'Pemohon Informasi',
        address: 'Jl. Ahmad Yani, Mamuju',
        phone: '081234567890',
        email: 'pemohon@example.com',
        ktpUrl: '/files/ppid-requests/ktp.jpg',
        ktpConsentAt: new Date(),
        information: 'Salinan kontrak pekerjaan jalan',
        purpose: 'Penelitian',
        receiveMethod: 'email',
        copyMethod: 'softcopy',
        status: over.status ?? 'Diajukan',
        dueOn: over.dueOn,
        answeredAt: over.answeredAt ?? null,
        createdAt: wita('2026-11-10'),
      })
      .returning();
    return row!;
  }

  it('counts new, waiting, late and due-this-week requests of the services the role handles, and only those', async () => {
    const citizen = await q.createUser({ fullName: 'Warga Pemohon' });
    // Sirekanan: 14 working days from the WITA day sent (its standard's example text).
    const srkNew = await insertSirekanan(q.db, citizen.id, { createdAt: wita('2026-11-20'), subject: 'Surat baru' });
    const srkWaiting = await insertSirekanan(q.db, citizen.id, { status: 'Perlu Dilengkapi', createdAt: wita('2026-10-01') });
    const srkLate = await insertSirekanan(q.db, citizen.id, { status: 'Diproses', createdAt: wita('2026-11-04') }); // due 24 Nov
    const srkWeek = await insertSirekanan(q.db, citizen.id, { status: 'Diproses', createdAt: wita('2026-11-06') }); // due 26 Nov
    await insertSirekanan(q.db, citizen.id, { status: 'Selesai', createdAt: wita('2026-10-01') });
    await insertSirekanan(q.db, citizen.id, { status: 'Ditolak', createdAt: wita('2026-10-01') });
    // Uji Lab: 10 working days.
    const labLate = await insertUjilabRequest(q.db, citizen.id, { createdAt: wita('2026-11-10') }); // due 24 Nov, still new
    // Damage reports: their own due day.
    const lprLate = await insertDamageReport(q.db, { status: 'Diproses' });
    const lprWeek = await insertDamageReport(q.db);
    const lprDone = await insertDamageReport(q.db, { status: 'Selesai' });
    await q.db.update(damageReports).set({ dueOn: '2026-11-20' }).where(eq(damageReports.requestId, lprLate.id));
    await q.db.update(damageReports).set({ dueOn: '2026-11-27' }).where(eq(damageReports.requestId, lprWeek.id));
    await q.db.update(damageReports).set({ dueOn: '2026-11-20' }).where(eq(damageReports.requestId, lprDone.id));
    // PPID: its due_on; an answered request is off the clock.
    const ppidLate = await insertPpid({ status: 'Diproses', dueOn: '2026-11-24' });
    const ppidNew = await insertPpid({ dueOn: '2026-11-28' });
    await insertPpid({ status: 'Selesai', dueOn: '2026-11-01', answeredAt: wita('2026-11-20') });

    const queuesOf = async (role: Role) =>
      (await getAdminQueues({ db: q.db, actor: actorOf(await q.createUser({ role })), today: TODAY })).queues;

    const sirekanan = await queuesOf('admin_sirekanan');
    expect(sirekanan.map((x) => x.service)).toEqual(['sirekanan']);
    const s = sirekanan[0]!;
    expect(Object.fromEntries(QUEUE_BUCKETS.map((b) => [b, s.buckets[b].count]))).toEqual({
      baru: 1,
      menunggu: 1,
      terlambat: 1,
      mingguIni: 1,
    });
    expect(codes(s, 'baru')).toEqual([srkNew.trackingCode]);
    expect(codes(s, 'menunggu')).toEqual([srkWaiting.trackingCode]);
    expect(codes(s, 'terlambat')).toEqual([srkLate.trackingCode]);
    expect(codes(s, 'mingguIni')).toEqual([srkWeek.trackingCode]);
    expect(s.buckets.terlambat.items[0]).toMatchObject({
      title: 'Permohonan rekomendasi teknis',
      who: 'Warga Pemohon',
      dueOn: '2026-11-24',
    });
    expect(s.buckets.mingguIni.items[0]!.dueOn).toBe('2026-11-26');

    const ujilab = await queuesOf('admin_ujilab');
    expect(ujilab.map((x) => x.service)).toEqual(['ujilab']);
    expect(codes(ujilab[0], 'baru')).toEqual([labLate.trackingCode]);
    expect(codes(ujilab[0], 'terlambat')).toEqual([labLate.trackingCode]);

    const damage = await queuesOf('admin_jembatantif');
    expect(damage.map((x) => x.service)).toEqual(['damage-reports']);
    expect(codes(damage[0], 'terlambat')).toEqual([lprLate.trackingCode]);
    expect(codes(damage[0], 'mingguIni')).toEqual([lprWeek.trackingCode]);
    expect(damage[0]!.buckets.baru.count).toBe(1);
    expect(damage[0]!.buckets.terlambat.items[0]!.title).toBe('Jalan – Jl. Yos Sudarso, Mamuju');

    // The PPID officer sees PPID's queue and its late requests, nothing else.
    const ppid = await queuesOf('admin_ppid');
    expect(ppid.map((x) => x.service)).toEqual(['ppid']);
    expect(codes(ppid[0], 'terlambat')).toEqual([ppidLate.trackingCode]);
    expect(codes(ppid[0], 'mingguIni')).toEqual([ppidNew.trackingCode]);
    expect(codes(ppid[0], 'baru')).toEqual([ppidNew.trackingCode]);

    const all = await queuesOf('super_admin');
    expect(all.map((x) => x.service)).toEqual(['sirekanan', 'ujilab', 'damage-reports', 'ppid']);
    expect(all[0]).toEqual(s);
  });

  it('lists at most five per bucket, the most urgent first, while counting them all', async () => {
    const iso2 = await createTestApp({ isolated: true });
    try {
      const citizen = await iso2.createUser();
      for (const day of ['2026-10-05', '2026-10-01', '2026-10-06', '2026-10-02', '2026-10-07', '2026-10-08', '2026-10-09'])
        await insertSirekanan(iso2.db, citizen.id, { status: 'Diproses', createdAt: wita(day) });
      const admin = actorOf(await iso2.createUser({ role: 'admin_sirekanan' }));
      const [s] = (await getAdminQueues({ db: iso2.db, actor: admin, today: TODAY })).queues;
      expect(s!.buckets.terlambat.count).toBe(7);
      expect(s!.buckets.terlambat.items.map((i) => i.createdAt.slice(0, 10))).toEqual([
        '2026-10-01',
        '2026-10-02',
        '2026-10-05',
        '2026-10-06',
        '2026-10-07',
      ]);
    } finally {
      await iso2.close();
    }
  });

  it('keeps the days a request waited in Perlu Dilengkapi off its deadline (issue 38, item 2)', async () => {
    const iso3 = await createTestApp({ isolated: true });
    try {
      const citizen = await iso3.createUser();
      // Sent 4 Nov: due 24 Nov by 14 working days, so late on the 25th …
      const plain = await insertSirekanan(iso3.db, citizen.id, { status: 'Diproses', createdAt: wita('2026-11-04') });
      // … unless it waited 3 working days for its requester: then due 27 Nov, this week.
      const paused = await insertSirekanan(iso3.db, citizen.id, { status: 'Diproses', createdAt: wita('2026-11-04') });
      await iso3.db.update(sirekananRequests).set({ clockPausedDays: 3 }).where(eq(sirekananRequests.id, paused.id));
      const admin = actorOf(await iso3.createUser({ role: 'admin_sirekanan' }));
      const [s] = (await getAdminQueues({ db: iso3.db, actor: admin, today: TODAY })).queues;
      expect(codes(s, 'terlambat')).toEqual([plain.trackingCode]);
      expect(codes(s, 'mingguIni')).toEqual([paused.trackingCode]);
      expect(s!.buckets.mingguIni.items[0]!.dueOn).toBe('2026-11-27');
    } finally {
      await iso3.close();
    }
  });

  it('answers each admin through the route, refuses others', async () => {
    const sirekanan = await q.createUser({ role: 'admin_sirekanan' });
    const body = await json<AdminQueues>(await q.request('GET', '/api/admin/queues', { as: sirekanan }));
    expect(body.queues.map((x) => x.service)).toEqual(['sirekanan']);
    expect((await q.request('GET', '/api/admin/queues', { as: await q.createUser() })).status).toBe(403);
    expect((await q.request('GET', '/api/admin/queues')).status).toBe(401);
  });
});

describe('a queue’s links: the lists filtered by their deadline, and one request by its code', () => {
  it('lists the late and the due-this-week requests of a service', async () => {
    const citizen = await iso.createUser();
    const admin = await iso.createUser({ role: 'admin_sirekanan' });
    const late = await insertSirekanan(iso.db, citizen.id, { status: 'Diproses', createdAt: new Date(Date.now() - 60 * 86_400_000) });
    const fresh = await insertSirekanan(iso.db, citizen.id, { status: 'Diproses' });
    const waiting = await insertSirekanan(iso.db, citizen.id, {
      status: 'Perlu Dilengkapi',
      createdAt: new Date(Date.now() - 60 * 86_400_000),
    });
    const page = await json<Paged<SirekananAdminItem>>(await iso.request('GET', '/api/admin/sirekanan?due=terlambat', { as: admin }));
    const shown = page.items.map((i) => i.trackingCode);
    expect(shown).toContain(late.trackingCode);
    expect(shown).not.toContain(fresh.trackingCode);
    expect(shown).not.toContain(waiting.trackingCode);
    const bad = await iso.request('GET', '/api/admin/sirekanan?due=kemarin', { as: admin });
    expect(bad.status).toBe(400);

    const jembatan = await iso.createUser({ role: 'admin_jembatantif' });
    const lateReport = await insertDamageReport(iso.db);
    const dueReport = await insertDamageReport(iso.db);
    await iso.db.update(damageReports).set({ dueOn: '2020-01-06' }).where(eq(damageReports.requestId, lateReport.id));
    await iso.db
      .update(damageReports)
      .set({ dueOn: sql`(now() at time zone 'Asia/Makassar')::date` })
      .where(eq(damageReports.requestId, dueReport.id));
    const lateList = await json<Paged<DamageReportAdminItem>>(
      await iso.request('GET', '/api/admin/damage-reports?due=terlambat', { as: jembatan }),
    );
    expect(lateList.items.map((i) => i.trackingCode)).toEqual([lateReport.trackingCode]);
    const weekList = await json<Paged<DamageReportAdminItem>>(
      await iso.request('GET', '/api/admin/damage-reports?due=minggu-ini', { as: jembatan }),
    );
    expect(weekList.items.map((i) => i.trackingCode)).toEqual([dueReport.trackingCode]);
  });

  it('gives one request by its code to who handles its service, else not found or refused', async () => {
    const citizen = await iso.createUser({ fullName: 'Pemohon Satu' });
    const admin = await iso.createUser({ role: 'admin_sirekanan' });
    const r = await insertSirekanan(iso.db, citizen.id, { subject: 'Rekomendasi drainase' });
    const item = await json<SirekananAdminItem>(
      await iso.request('GET', `/api/admin/sirekanan/by-code/${r.trackingCode.toLowerCase()}`, { as: admin }),
    );
    expect(item).toMatchObject({
      id: r.id,
      trackingCode: r.trackingCode,
      subject: 'Rekomendasi drainase',
      requester: { fullName: 'Pemohon Satu' },
    });
    expect((await iso.request('GET', '/api/admin/sirekanan/by-code/SRK-2026-TIDAKA', { as: admin })).status).toBe(404);
    expect(
      (await iso.request('GET', `/api/admin/ujilab/by-code/${r.trackingCode}`, { as: await iso.createUser({ role: 'super_admin' }) }))
        .status,
    ).toBe(404);
    expect(
      (await iso.request('GET', `/api/admin/sirekanan/by-code/${r.trackingCode}`, { as: await iso.createUser({ role: 'admin_ujilab' }) }))
        .status,
    ).toBe(403);

    const report = await insertDamageReport(iso.db, { details: { reporter_name: 'Ibu Rahma' } });
    const jembatan = await iso.createUser({ role: 'admin_jembatantif' });
    const got = await json<DamageReportAdminItem>(
      await iso.request('GET', `/api/admin/damage-reports/by-code/${report.trackingCode}`, { as: jembatan }),
    );
    expect(got).toMatchObject({ id: report.id, reporterName: 'Ibu Rahma' });
  });
});
