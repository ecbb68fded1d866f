import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DamageReportAdminItem, Paged, SirekananAdminItem, StatusChangeItem, UjilabAdminItem } from '../../../shared/admin-schemas.ts';
import { REQUEST_FILTERS } from '../../../shared/request-filter-strings.ts';
import { ERRORS } from '../../../shared/strings.ts';
import { ADMIN } from '../../../shared/admin-strings.ts';
import { ujilabRequests, serviceRequests, sirekananRequests, statusChanges } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { fileOf, pdfBytes } from '../../uploads/test-files.ts';
import { changeForm, insertDamageReport, insertUjilabRequest, insertSirekanan } from './request-factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// Letters only: the tag goes into names, which may not carry a phone-number-like run of digits (ADR 046).
const tag = () =>
  `Uji${randomUUID()
    .slice(0, 8)
    .replace(/\d/g, (d) => 'ghijklmnop'[Number(d)]!)}`;
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);

async function json<T>(res: Response, status = 200): Promise<T> {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  return JSON.parse(text) as T;
}

describe('Sirekanan requests for admins', () => {
  it('lists requests newest first with the requester name and email, searchable and paginated', async () => {
    const admin = await t.createUser({ role: 'admin_sirekanan' });
    const name = tag();
    const citizen = await t.createUser({ fullName: `Andi ${name}` });
    const old = await insertSirekanan(t.db, citizen.id, { subject: 'Izin galian', createdAt: minutesAgo(30) });
    const mid = await insertSirekanan(t.db, citizen.id, {
      subject: 'Rekomendasi drainase',
      createdAt: minutesAgo(20),
      attachmentUrl: `/files/service-documents/${citizen.id}/sirekanan-1.pdf`,
    });
    const recent = await insertSirekanan(t.db, citizen.id, { subject: 'Permohonan data jalan', createdAt: minutesAgo(10) });

    const page1 = await json<Paged<SirekananAdminItem>>(await t.request('GET', `/api/admin/sirekanan?q=${name}&pageSize=2`, { as: admin }));
    expect(page1.total).toBe(3);
    expect(page1.items.map((i) => i.id)).toEqual([recent.id, mid.id]);
    expect(page1.items[1]).toMatchObject({
      trackingCode: mid.trackingCode,
      subject: 'Rekomendasi drainase',
      status: 'Diajukan',
      attachmentUrl: `/files/service-documents/${citizen.id}/sirekanan-1.pdf`,
      requester: { fullName: `Andi ${name}`, email: citizen.email },
    });
    const page2 = await json<Paged<SirekananAdminItem>>(
      await t.request('GET', `/api/admin/sirekanan?q=${name}&pageSize=2&page=2`, { as: admin }),
    );
    expect(page2.items.map((i) => i.id)).toEqual([old.id]);

    // by e-mail (any case), tracking code and subject
    const byEmail = await json<Paged<SirekananAdminItem>>(
      await t.request('GET', `/api/admin/sirekanan?q=${encodeURIComponent(citizen.email.toUpperCase())}`, { as: admin }),
    );
    expect(byEmail.total).toBe(3);
    const byCode = await json<Paged<SirekananAdminItem>>(
      await t.request('GET', `/api/admin/sirekanan?q=${old.trackingCode.toLowerCase()}`, { as: admin }),
    );
    expect(byCode.items.map((i) => i.id)).toEqual([old.id]);
  });

  it('filters by status and treats % and _ in the search text literally', async () => {
    const admin = await t.createUser({ role: 'super_admin' });
    const name = tag();
    const citizen = await t.createUser({ fullName: `Budi ${name}` });
    await insertSirekanan(t.db, citizen.id, { status: 'Diajukan' });
    const done = await insertSirekanan(t.db, citizen.id, { status: 'Selesai' });
    const filtered = await json<Paged<SirekananAdminItem>>(
      await t.request('GET', `/api/admin/sirekanan?q=${name}&status=Selesai`, { as: admin }),
    );
    expect(filtered.items.map((i) => i.id)).toEqual([done.id]);
    const wildcard = await json<Paged<SirekananAdminItem>>(
      await t.request('GET', `/api/admin/sirekanan?q=${encodeURIComponent('%')}${name}`, { as: admin }),
    );
    expect(wildcard.total).toBe(0);
  });

  it("finds a requester's requests by the name and e-mail they have now, after a change (migration 0045), and no text across two fields", async () => {
    const admin = await t.createUser({ role: 'super_admin' });
    const before = tag();
    const after = tag();
    const citizen = await t.createUser({ fullName: `Hasan ${before}` });
    const letter = await insertSirekanan(t.db, citizen.id, { subject: 'Izin galian' });
    const test = await insertUjilabRequest(t.db, citizen.id, { jenisUji: 'Uji Tanah' });
    const found = async (list: 'sirekanan' | 'ujilab', q: string) =>
      (await json<Paged<{ id: string }>>(await t.request('GET', `/api/admin/${list}?q=${encodeURIComponent(q)}`, { as: admin }))).items.map(
        (i) => i.id,
      );
    expect(await found('sirekanan', before)).toEqual([letter.id]);
    const email = `${after.toLowerCase()}@contoh.id`;
    await t.pool.query('UPDATE profiles SET full_name = $1, email = $2 WHERE id = $3', [`Hasan ${after}`, email, citizen.id]);
    expect(await found('sirekanan', before)).toEqual([]);
    expect(await found('ujilab', before)).toEqual([]);
    expect(await found('sirekanan', `hasan ${after}`)).toEqual([letter.id]);
    expect(await found('ujilab', after.toUpperCase())).toEqual([test.id]);
    expect(await found('ujilab', email)).toEqual([test.id]);
    // The test's name and the requester's name lie side by side, apart by a character no search holds.
    expect(await found('ujilab', `tanah hasan ${after}`)).toEqual([]);
    // The letter's own fields, changed, are found as they are now.
    await t.db
      .update(sirekananRequests)
      .set({ subject: `Rekomendasi ${after}` })
      .where(eq(sirekananRequests.id, letter.id));
    expect(await found('sirekanan', `rekomendasi ${after}`)).toEqual([letter.id]);
    expect(await found('sirekanan', 'galian')).not.toContain(letter.id);
    // A rare word's path (docs/decisions/077) reads the same columns through the tables' search functions.
    const ids = async (fn: string, word: string, text: string) =>
      (await t.pool.query<{ ids: string[] }>(`SELECT ${fn}($1, $2)::text[] AS ids`, [`%${word.toLowerCase()}%`, text])).rows[0]!.ids;
    expect(await ids('sirekanan_requests_search_ids', after, `Rekomendasi ${after}`)).toEqual([letter.id]);
    expect(await ids('sirekanan_requests_search_ids', after, `galian ${after}`)).toEqual([]);
    expect(await ids('pengajuan_uji_search_ids', after, `HASAN ${after}`)).toEqual([test.id]);
    expect(await ids('pengajuan_uji_search_ids', after, `tanah hasan ${after}`)).toEqual([]);
    expect(await ids('pengajuan_uji_search_ids', before, `hasan ${before}`)).toEqual([]);
    expect(await ids('profiles_search_ids', after, `hasan ${after}`)).toEqual([citizen.id]);
    expect(await ids('profiles_search_ids', after, email.toUpperCase())).toEqual([citizen.id]);
  });

  it('filters by a date range in WITA days (both days included) and sorts by date or status, for the list and its export', async () => {
    const admin = await t.createUser({ role: 'admin_sirekanan' });
    const name = tag();
    const citizen = await t.createUser({ fullName: `Dewi ${name}` });
    // 2026-03-01 23:30 WITA is 15:30 UTC on 1 March: a UTC day boundary would put it elsewhere.
    const lateFirst = await insertSirekanan(t.db, citizen.id, { status: 'Selesai', createdAt: new Date('2026-03-01T15:30:00Z') });
    // 2026-03-02 00:30 WITA is 1 March 16:30 UTC.
    const earlySecond = await insertSirekanan(t.db, citizen.id, { status: 'Diajukan', createdAt: new Date('2026-03-01T16:30:00Z') });
    const third = await insertSirekanan(t.db, citizen.id, { status: 'Diproses', createdAt: new Date('2026-03-03T02:00:00Z') });
    const ids = async (query: string) =>
      (await json<Paged<SirekananAdminItem>>(await t.request('GET', `/api/admin/sirekanan?q=${name}&${query}`, { as: admin }))).items.map(
        (i) => i.id,
      );

    expect(await ids('from=2026-03-01&to=2026-03-01')).toEqual([lateFirst.id]);
    expect(await ids('from=2026-03-02&to=2026-03-02')).toEqual([earlySecond.id]);
    expect(await ids('from=2026-03-02')).toEqual([third.id, earlySecond.id]);
    expect(await ids('to=2026-03-02&sort=oldest')).toEqual([lateFirst.id, earlySecond.id]);
    expect(await ids('from=&to=')).toEqual([third.id, earlySecond.id, lateFirst.id]);
    // Diajukan, Diproses, Selesai, Ditolak: the order a request moves in.
    expect(await ids('sort=status')).toEqual([earlySecond.id, third.id, lateFirst.id]);

    const csv = await (await t.request('GET', `/api/admin/sirekanan/export?q=${name}&from=2026-03-02&sort=oldest`, { as: admin })).text();
    const codes = csv
      .split('\n')
      .slice(1)
      .filter(Boolean)
      .map((line) => line.split(',')[0]!.replaceAll('"', ''));
    expect(codes).toEqual([earlySecond.trackingCode, third.trackingCode]);
  });

  it('refuses a malformed date, a range that ends before it starts and an unknown order, in Indonesian', async () => {
    const admin = await t.createUser({ role: 'admin_sirekanan' });
    for (const [query, message] of [
      ['from=2026-02-30', REQUEST_FILTERS.dateInvalid],
      ['to=kemarin', REQUEST_FILTERS.dateInvalid],
      ['from=2026-03-05&to=2026-03-01', REQUEST_FILTERS.rangeInvalid],
      ['sort=acak', REQUEST_FILTERS.sortInvalid],
    ] as const) {
      for (const path of ['/api/admin/sirekanan', '/api/admin/sirekanan/export']) {
        const res = await t.request('GET', `${path}?${query}`, { as: admin });
        expect(res.status, `${path}?${query}`).toBe(400);
        expect((await res.json()).error.message).toBe(message);
      }
    }
  });

  it('refuses an unknown status filter or an oversized page in Indonesian', async () => {
    const admin = await t.createUser({ role: 'admin_sirekanan' });
    const bad = await t.request('GET', '/api/admin/sirekanan?status=Hilang', { as: admin });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.message).toBe(ADMIN.requests.statusInvalid);
    const big = await t.request('GET', '/api/admin/sirekanan?pageSize=500', { as: admin });
    expect(big.status).toBe(400);
    expect((await big.json()).error.message).toBe(ADMIN.common.pageSizeInvalid);
  });

  it('changes the status from any state to any state and records who, from, to and when', async () => {
    const admin = await t.createUser({ role: 'admin_sirekanan', fullName: 'Petugas Surat' });
    const citizen = await t.createUser();
    const req = await insertSirekanan(t.db, citizen.id);
    const before = Date.now();
    for (const [from, to] of [
      ['Diajukan', 'Selesai'],
      ['Selesai', 'Diajukan'],
      ['Diajukan', 'Ditolak'],
      ['Ditolak', 'Diproses'],
    ] as const) {
      // Selesai goes with its reply letter (issue 38); the other moves need none.
      const letter = to === 'Selesai' ? fileOf(pdfBytes(), 'surat-balasan.pdf', 'application/pdf') : undefined;
      const res = await json<{ status: string; changed: boolean }>(
        await t.request('POST', `/api/admin/sirekanan/${req.id}/changes`, {
          as: admin,
          form: changeForm({ status: to, from, ...(to === 'Ditolak' ? { note: 'Berkas belum lengkap.' } : {}) }, letter),
        }),
      );
      expect(res).toMatchObject({ status: to, changed: true });
    }
    const [row] = await t.db.select().from(sirekananRequests).where(eq(sirekananRequests.id, req.id));
    expect(row?.status).toBe('Diproses');

    const history = await json<{ items: StatusChangeItem[] }>(
      await t.request('GET', `/api/admin/sirekanan/${req.id}/history`, { as: admin }),
    );
    expect(history.items.map((h) => [h.fromStatus, h.toStatus])).toEqual([
      ['Ditolak', 'Diproses'],
      ['Diajukan', 'Ditolak'],
      ['Selesai', 'Diajukan'],
      ['Diajukan', 'Selesai'],
    ]);
    expect(history.items[0]!.actor).toEqual({ fullName: 'Petugas Surat', email: admin.email });
    expect(new Date(history.items[0]!.changedAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('writes no history row when the status does not change', async () => {
    const admin = await t.createUser({ role: 'admin_sirekanan' });
    const req = await insertSirekanan(t.db, (await t.createUser()).id, { status: 'Diproses' });
    const res = await json<{ changed: boolean }>(
      await t.request('PATCH', `/api/admin/sirekanan/${req.id}/status`, { as: admin, json: { status: 'Diproses' } }),
    );
    expect(res.changed).toBe(false);
    expect(await t.db.select().from(statusChanges).where(eq(statusChanges.requestId, req.id))).toHaveLength(0);
  });

  it('refuses, with 409 and nothing written, a change based on a status another admin has already changed', async () => {
    const admin = await t.createUser({ role: 'admin_sirekanan' });
    const req = await insertSirekanan(t.db, (await t.createUser()).id, { status: 'Diproses' });
    const res = await t.request('PATCH', `/api/admin/sirekanan/${req.id}/status`, {
      as: admin,
      json: { status: 'Selesai', from: 'Diajukan' },
    });
    expect(res.status).toBe(409);
    expect((await res.json()).error.message).toBe(ADMIN.requests.statusConflict);
    const [row] = await t.db.select().from(sirekananRequests).where(eq(sirekananRequests.id, req.id));
    expect(row?.status).toBe('Diproses');
    expect(await t.db.select().from(statusChanges).where(eq(statusChanges.requestId, req.id))).toHaveLength(0);
  });

  it('records a true chain of from-statuses when two admins change one request at the same moment', async () => {
    const a = await t.createUser({ role: 'admin_sirekanan' });
    const b = await t.createUser({ role: 'super_admin' });
    const req = await insertSirekanan(t.db, (await t.createUser()).id);
    const [ra, rb] = await Promise.all([
      t.request('PATCH', `/api/admin/sirekanan/${req.id}/status`, { as: a, json: { status: 'Diproses' } }),
      t.request('PATCH', `/api/admin/sirekanan/${req.id}/status`, { as: b, json: { status: 'Ditolak', note: 'Di luar kewenangan.' } }),
    ]);
    expect([ra.status, rb.status]).toEqual([200, 200]);
    const rows = await t.db.select().from(statusChanges).where(eq(statusChanges.requestId, req.id)).orderBy(statusChanges.changedAt);
    expect(rows).toHaveLength(2);
    expect(rows[0]!.fromStatus).toBe('Diajukan');
    expect(rows[1]!.fromStatus).toBe(rows[0]!.toStatus);
    const [row] = await t.db.select().from(sirekananRequests).where(eq(sirekananRequests.id, req.id));
    expect(row?.status).toBe(rows[1]!.toStatus);
  });

  it('rejects an unknown status in Indonesian and writes nothing', async () => {
    const admin = await t.createUser({ role: 'admin_sirekanan' });
    const req = await insertSirekanan(t.db, (await t.createUser()).id);
    const res = await t.request('PATCH', `/api/admin/sirekanan/${req.id}/status`, { as: admin, json: { status: 'Beres' } });
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toBe(ADMIN.requests.statusInvalid);
    const [row] = await t.db.select().from(sirekananRequests).where(eq(sirekananRequests.id, req.id));
    expect(row?.status).toBe('Diajukan');
  });

  it('answers 404 for a request that does not exist or a malformed id', async () => {
    const admin = await t.createUser({ role: 'admin_sirekanan' });
    for (const id of [randomUUID(), 'bukan-id', "1' OR '1'='1"]) {
      const res = await t.request('PATCH', `/api/admin/sirekanan/${encodeURIComponent(id)}/status`, {
        as: admin,
        json: { status: 'Selesai' },
      });
      expect(res.status).toBe(404);
      expect((await res.json()).error.message).toBe(ADMIN.requests.notFound);
    }
    expect((await t.request('GET', `/api/admin/sirekanan/${randomUUID()}/history`, { as: admin })).status).toBe(404);
  });

  it('keeps other admins and citizens out', async () => {
    const req = await insertSirekanan(t.db, (await t.createUser()).id);
    const ujilab = await t.createUser({ role: 'admin_ujilab' });
    const citizen = await t.createUser();
    const denied = await t.request('PATCH', `/api/admin/sirekanan/${req.id}/status`, { as: ujilab, json: { status: 'Selesai' } });
    expect(denied.status).toBe(403);
    expect((await denied.json()).error).toMatchObject({ title: ERRORS.forbiddenTitle });
    expect((await t.request('GET', '/api/admin/sirekanan', { as: citizen })).status).toBe(403);
    expect((await t.request('GET', '/api/admin/sirekanan')).status).toBe(401);
    const [row] = await t.db.select().from(sirekananRequests).where(eq(sirekananRequests.id, req.id));
    expect(row?.status).toBe('Diajukan');
  });

  it('lets the Sirekanan admin, and not the lab admin, open an attachment through its stored URL', async () => {
    const citizen = await t.createUser();
    const key = `${citizen.id}/sirekanan-${Date.now()}.pdf`;
    await t.deps.store.put('service-documents', key, new TextEncoder().encode('%PDF-1.4 surat'));
    const req = await insertSirekanan(t.db, citizen.id, { attachmentUrl: `/files/service-documents/${key}` });
    const admin = await t.createUser({ role: 'admin_sirekanan' });
    const list = await json<Paged<SirekananAdminItem>>(await t.request('GET', `/api/admin/sirekanan?q=${req.trackingCode}`, { as: admin }));
    const url = list.items[0]!.attachmentUrl!;
    const file = await t.request('GET', url, { as: admin });
    expect(file.status).toBe(200);
    expect(await file.text()).toBe('%PDF-1.4 surat');
    expect((await t.request('GET', url, { as: await t.createUser({ role: 'admin_ujilab' }) })).status).toBe(403);
  });
});

describe('lab requests for admins', () => {
  it('lists lab requests with documents and requester, searchable by test type', async () => {
    const admin = await t.createUser({ role: 'admin_ujilab' });
    const name = tag();
    const citizen = await t.createUser({ fullName: `Citra ${name}` });
    const beton = await insertUjilabRequest(t.db, citizen.id, { jenisUji: 'Uji Beton', createdAt: minutesAgo(5) });
    const aspal = await insertUjilabRequest(t.db, citizen.id, { jenisUji: 'Uji Aspal', createdAt: minutesAgo(1) });
    const all = await json<Paged<UjilabAdminItem>>(await t.request('GET', `/api/admin/ujilab?q=${name}`, { as: admin }));
    expect(all.items.map((i) => i.id)).toEqual([aspal.id, beton.id]);
    expect(all.items[1]).toMatchObject({
      jenisUji: 'Uji Beton',
      dokumenPermohonanUrl: beton.dokumenPermohonanUrl,
      dokumenKtpUrl: beton.dokumenKtpUrl,
      requester: { fullName: `Citra ${name}`, email: citizen.email },
    });
    const asp = await json<Paged<UjilabAdminItem>>(
      await t.request('GET', `/api/admin/ujilab?q=aspal&status=Diajukan&pageSize=100`, { as: admin }),
    );
    expect(asp.items.some((i) => i.id === aspal.id)).toBe(true);
    expect(asp.items.some((i) => i.id === beton.id)).toBe(false);
  });

  it('changes a lab request status with history, and only for the lab and super admins', async () => {
    const admin = await t.createUser({ role: 'admin_ujilab', fullName: 'Petugas Lab' });
    // Issue 40: the result follows the test (Dalam Pengujian).
    const req = await insertUjilabRequest(t.db, (await t.createUser()).id, { status: 'Dalam Pengujian' });
    await json(
      await t.request('POST', `/api/admin/ujilab/${req.id}/changes`, {
        as: admin,
        form: changeForm({ status: 'Selesai', from: 'Dalam Pengujian' }, fileOf(pdfBytes(), 'hasil-uji.pdf', 'application/pdf')),
      }),
    );
    const [row] = await t.db.select().from(ujilabRequests).where(eq(ujilabRequests.id, req.id));
    expect(row?.status).toBe('Selesai');
    const [change] = await t.db
      .select()
      .from(statusChanges)
      .where(and(eq(statusChanges.requestTable, 'pengajuan_uji'), eq(statusChanges.requestId, req.id)));
    expect(change).toMatchObject({ actorId: admin.id, fromStatus: 'Dalam Pengujian', toStatus: 'Selesai' });
    const sirekanan = await t.createUser({ role: 'admin_sirekanan' });
    expect((await t.request('PATCH', `/api/admin/ujilab/${req.id}/status`, { as: sirekanan, json: { status: 'Ditolak' } })).status).toBe(
      403,
    );
    expect((await t.request('GET', `/api/admin/ujilab/${req.id}/history`, { as: sirekanan })).status).toBe(403);
  });
});

describe('damage reports for admins', () => {
  it('lists damage reports with code, type, location, reporter and photo, and nothing of other services', async () => {
    const admin = await t.createUser({ role: 'admin_jembatantif' });
    const place = tag();
    const report = await insertDamageReport(t.db, {
      location: `Jl. Trans Sulawesi ${place}`,
      details: {
        reporter_name: 'Rahmat',
        reporter_email: 'rahmat@contoh.id',
        report_type: 'Jembatan',
        description: 'Lantai jembatan retak',
        photo_url: '/files/damage-photos/public/1-abc.jpg',
      },
    });
    await insertDamageReport(t.db, { location: `Jl. Trans Sulawesi ${place}`, serviceType: 'lainnya' });
    const list = await json<Paged<DamageReportAdminItem>>(await t.request('GET', `/api/admin/damage-reports?q=${place}`, { as: admin }));
    expect(list.total).toBe(1);
    expect(list.items[0]).toMatchObject({
      id: report.id,
      trackingCode: report.trackingCode,
      reportType: 'Jembatan',
      location: `Jl. Trans Sulawesi ${place}`,
      reporterName: 'Rahmat',
      reporterEmail: 'rahmat@contoh.id',
      description: 'Lantai jembatan retak',
      photoUrl: '/files/damage-photos/public/1-abc.jpg',
      status: 'Diajukan',
    });
    const byReporter = await json<Paged<DamageReportAdminItem>>(
      await t.request('GET', `/api/admin/damage-reports?q=rahmat&pageSize=100`, { as: admin }),
    );
    expect(byReporter.items.some((i) => i.id === report.id)).toBe(true);
  });

  it('changes a damage report status with history; the lab admin may not', async () => {
    const admin = await t.createUser({ role: 'admin_jembatantif' });
    const report = await insertDamageReport(t.db);
    await json(await t.request('PATCH', `/api/admin/damage-reports/${report.id}/status`, { as: admin, json: { status: 'Diproses' } }));
    const [row] = await t.db.select().from(serviceRequests).where(eq(serviceRequests.id, report.id));
    expect(row?.status).toBe('Diproses');
    const history = await json<{ items: StatusChangeItem[] }>(
      await t.request('GET', `/api/admin/damage-reports/${report.id}/history`, { as: admin }),
    );
    expect(history.items).toHaveLength(1);
    expect(history.items[0]).toMatchObject({ fromStatus: 'Diajukan', toStatus: 'Diproses', actor: { email: admin.email } });
    expect(
      (
        await t.request('PATCH', `/api/admin/damage-reports/${report.id}/status`, {
          as: await t.createUser({ role: 'admin_ujilab' }),
          json: { status: 'Selesai' },
        })
      ).status,
    ).toBe(403);
  });

  it('does not let the damage-report endpoint touch a request of another service', async () => {
    const admin = await t.createUser({ role: 'super_admin' });
    const other = await insertDamageReport(t.db, { serviceType: 'lainnya' });
    expect(
      (await t.request('PATCH', `/api/admin/damage-reports/${other.id}/status`, { as: admin, json: { status: 'Selesai' } })).status,
    ).toBe(404);
  });
});

describe('a broad search of a large admin list (docs/decisions/036)', () => {
  // Which index a search reads is asked at 100,000 reports (keyset-plans.test.ts): on a table this small a
  // walk of the damage reports' own index (migration 0047) costs as little as the trigram index.
  it('finds a damage report by any of its six fields, in any case, but never by text spanning two of them', async () => {
    const admin = await t.createUser({ role: 'super_admin' });
    const w = tag().toLowerCase();
    const report = await insertDamageReport(t.db, {
      location: `Jl. Poros ${w}lokasi`,
      details: { reporter_name: `Ibu ${w}Nama`, reporter_email: `${w}surel@contoh.id`, report_type: `Jalan ${w}Jenis` },
    });
    const found = async (q: string) =>
      (
        await json<Paged<DamageReportAdminItem>>(
          await t.request('GET', `/api/admin/damage-reports?q=${encodeURIComponent(q)}`, { as: admin }),
        )
      ).items.map((i) => i.id);
    for (const q of [
      report.trackingCode.toLowerCase(),
      'kerusakan jalan ' + w,
      `${w}LOKASI`,
      `${w}nama`,
      `${w}SUREL@contoh`,
      `${w}jenis`,
    ]) {
      expect(await found(q), q).toEqual([report.id]);
    }
    // The title ends "… Jalan <w>Jenis" and the location begins "Jl. Poros": no match across the join.
    expect(await found(`${w}jenis jl. poros`)).toEqual([]);
    expect(await found(`${w}lokasi${w}`)).toEqual([]);
    // The search column follows an edit of the report's fields.
    await t.db
      .update(serviceRequests)
      .set({ description: `Jl. Baru ${w}pindah` })
      .where(eq(serviceRequests.id, report.id));
    expect(await found(`${w}PINDAH`)).toEqual([report.id]);
    expect(await found(`${w}lokasi`)).toEqual([]);
  });

  it('stops counting at 1,000 ("lebih dari"), keeps the next page, and counts a narrow search exactly', async () => {
    const admin = await t.createUser({ role: 'admin_jembatantif' });
    const word = tag();
    const { rows } = await t.pool.query<{ id: string }>(
      `INSERT INTO service_requests (service_type, title, description, details, status, tracking_code, created_at)
       SELECT 'lapor_kerusakan', 'Laporan Kerusakan Jalan', 'Jl. ' || $1 || ' ' || i, '{"report_type":"Jalan"}'::jsonb, 'Diajukan',
              -- Distinct within the batch (i < 4096): six hex digits of hashes collided in about one run in thirty.
              'LPR-2026-' || upper(substr(md5($1), 1, 3) || lpad(to_hex(i), 3, '0')), now() - make_interval(secs => i)
       FROM generate_series(1, 1050) AS i RETURNING id`,
      [word],
    );
    try {
      const broad = await json<Paged<DamageReportAdminItem>>(await t.request('GET', `/api/admin/damage-reports?q=${word}`, { as: admin }));
      expect(broad).toMatchObject({ total: 1000, more: true, page: 1 });
      // Past the first thousand the window moves on and the count is exact again.
      const deep = await json<Paged<DamageReportAdminItem>>(
        await t.request('GET', `/api/admin/damage-reports?q=${word}&pageSize=100&page=11`, { as: admin }),
      );
      expect(deep.total).toBe(1050);
      expect(deep.more).toBeUndefined();
      expect(deep.items).toHaveLength(50);
      const narrow = await json<Paged<DamageReportAdminItem>>(
        await t.request('GET', `/api/admin/damage-reports?q=${word} 1049`, { as: admin }),
      );
      expect(narrow.total).toBe(1);
      expect(narrow.more).toBeUndefined();
    } finally {
      await t.pool.query('DELETE FROM service_requests WHERE id = ANY($1::uuid[])', [rows.map((r) => r.id)]);
    }
  });
});
