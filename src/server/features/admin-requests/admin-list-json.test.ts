// The admin lists' items are made by PostgreSQL (docs/decisions/041). This compares them, field by
// field, with the same items mapped from the rows in JavaScript (the mapping the lists used
// before), over rows that take every branch: no pin, a pin, every kind of photo, a redacted photo,
// a bridge, a deadline missed and met, a confirmed repair, an empty reporter e-mail, a report
// without its damage_reports row.
import { randomUUID } from 'node:crypto';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DamageReportAdminItem, Paged, SirekananAdminItem, UjilabAdminItem } from '../../../shared/admin-schemas.ts';
import type { AdminUserItem } from '../../../shared/users-schemas.ts';
import {
  accounts,
  bridges,
  damageReportPhotos,
  damageReports,
  laporTickets,
  profiles,
  serviceRequests,
  sirekananRequests,
  ujilabRequests,
} from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { isLateSql } from '../damage-reports/targets.ts';
import { sirekananService } from '../../requests/request-services.ts';
import { readAdminUser } from '../accounts/list-users.ts';
import { insertDamageReport, insertSirekanan, insertUjilabRequest } from './request-factories.ts';

// Letters only: the tag goes into names, which may not carry a phone-number-like run of digits (ADR 046).
const lettersOnly = () =>
  randomUUID()
    .slice(0, 8)
    .replace(/\d/g, (d) => 'ghijklmnop'[Number(d)]!);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function page<T>(path: string, as: Awaited<ReturnType<TestApp['createUser']>>): Promise<Paged<T>> {
  const res = await t.request('GET', path, { as });
  expect(res.status, await res.clone().text()).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  expect(res.headers.get('cache-control')).toBe('no-store');
  return (await res.json()) as Paged<T>;
}

/** The damage reports' items as the list mapped them in JavaScript before PostgreSQL made them. */
async function expectedDamageItems(ids: string[]): Promise<DamageReportAdminItem[]> {
  const rows = await t.db
    .select({
      r: serviceRequests,
      d: damageReports,
      late: isLateSql,
      bridgeName: sql<string | null>`(select ${bridges.nama} from ${bridges} where ${bridges.id} = ${damageReports.bridgeId})`,
      laporTicket: laporTickets.ticket,
    })
    .from(serviceRequests)
    .leftJoin(damageReports, eq(damageReports.requestId, serviceRequests.id))
    .leftJoin(laporTickets, eq(laporTickets.requestId, serviceRequests.id))
    .where(inArray(serviceRequests.id, ids));
  const photos = await t.db
    .select()
    .from(damageReportPhotos)
    .where(inArray(damageReportPhotos.requestId, ids))
    .orderBy(asc(damageReportPhotos.position));
  const photoOf = (p: { id: string; url: string } | undefined) => (p ? { id: p.id, url: p.url } : null);
  return ids.map((id) => {
    const { r, d: report, late, bridgeName, laporTicket } = rows.find((row) => row.r.id === id)!;
    return {
      id: r.id,
      trackingCode: r.trackingCode,
      title: r.title,
      reportType: r.details?.report_type ?? '',
      location: r.description,
      description: r.details?.description ?? '',
      reporterName: r.details?.reporter_name ?? '',
      reporterEmail: r.details?.reporter_email || null,
      photoUrl: r.details?.photo_url || null,
      status: r.status,
      createdAt: r.createdAt.toISOString(),
      kabupaten: report?.kabupaten ?? null,
      pin: report?.latitude != null && report.longitude != null ? { lat: report.latitude, lng: report.longitude } : null,
      visibility: report?.visibility ?? 'menunggu',
      confidential: report?.confidential ?? false,
      publicLocation: report?.publicLocation ?? null,
      publicDescription: report?.publicDescription ?? null,
      supporters: report?.supporters ?? 0,
      photos: photos
        .filter((p) => p.requestId === r.id && p.kind === 'laporan')
        .map((p) => ({ id: p.id, url: p.url, redacted: p.redactedAt != null })),
      dueOn: report?.dueOn ?? null,
      late,
      reopenCount: report?.reopenCount ?? 0,
      confirmed: report?.confirmedAt != null,
      afterPhoto: photoOf(photos.find((p) => p.requestId === r.id && p.kind === 'sesudah')),
      bridgeName,
      reopenPhotos: photos.filter((p) => p.requestId === r.id && p.kind === 'buka-kembali').map((p) => photoOf(p)!),
      laporTicket: laporTicket ?? null,
      // These reports lie on no ruas and were never forwarded (forwarding.test.ts covers both).
      owner: null,
      forwardedTo: null,
    };
  });
}

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000 - 123.456);

describe('admin lists made by PostgreSQL', () => {
  it('gives every field of a damage report exactly as the JavaScript mapping did', async () => {
    const admin = await t.createUser({ role: 'super_admin' });
    const tag = `Json${randomUUID().slice(0, 8)}`;
    const [bridge] = await t.db
      .insert(bridges)
      .values({ nama: `Jembatan ${tag}`, lokasi: 'Mamuju', tahunBangun: 1998, tipe: 'Beton', kondisi: 'Baik' })
      .returning();
    const plain = await insertDamageReport(t.db, { location: `Jl. ${tag} 1`, createdAt: minutesAgo(5) });
    const rich = await insertDamageReport(t.db, {
      location: `Jl. ${tag} 2`,
      status: 'Selesai',
      createdAt: minutesAgo(4),
      details: {
        reporter_email: 'warga@contoh.id',
        photo_url: '/files/damage-photos/x.jpg',
        report_type: 'Jembatan',
        reporter_name: 'Siti "Ani" \\ Rahma',
      },
    });
    const late = await insertDamageReport(t.db, { location: `Jl. ${tag} 3`, createdAt: minutesAgo(3), details: { reporter_email: '' } });
    const bare = await insertDamageReport(t.db, { location: `Jl. ${tag} 4`, createdAt: minutesAgo(2) });
    await t.db.delete(damageReports).where(eq(damageReports.requestId, bare.id)); // a report from before issue 15
    await t.db
      .update(damageReports)
      .set({
        latitude: -2.6748123456789,
        longitude: 118.8885,
        visibility: 'publik',
        confidential: true,
        publicLocation: 'Jalan Poros',
        publicDescription: 'Lubang <besar> & dalam',
        supporters: 7,
        dueOn: '2026-01-05',
        finishedAt: new Date('2026-01-06T02:00:00Z'),
        reopenCount: 2,
        confirmedAt: new Date(),
        bridgeId: bridge!.id,
      })
      .where(eq(damageReports.requestId, rich.id));
    await t.db.update(damageReports).set({ dueOn: '2025-12-31', visibility: 'disembunyikan' }).where(eq(damageReports.requestId, late.id));
    await t.db.insert(laporTickets).values({ requestId: rich.id, state: 'sent', ticket: `LAPOR-${tag}` });
    const photo = (kind: 'laporan' | 'sesudah' | 'buka-kembali', position: number, redacted = false) => ({
      requestId: rich.id,
      kind,
      position,
      url: `/files/damage-photos/${tag}-${kind}-${position}.jpg`,
      redactedAt: redacted ? new Date() : null,
    });
    await t.db
      .insert(damageReportPhotos)
      .values([photo('laporan', 2), photo('laporan', 1, true), photo('sesudah', 1), photo('buka-kembali', 2), photo('buka-kembali', 1)]);

    const list = await page<DamageReportAdminItem>(`/api/admin/damage-reports?q=${tag}`, admin);
    const ids = [bare.id, late.id, rich.id, plain.id];
    expect(list.items.map((i) => i.id)).toEqual(ids);
    expect(list).toMatchObject({ total: 4, page: 1, pageSize: 20 });
    expect(list.more).toBeUndefined();
    expect(list.items).toEqual(await expectedDamageItems(ids));
    // The cases the comparison is there for.
    const item = list.items[2]!;
    expect(item.pin).toEqual({ lat: -2.6748123456789, lng: 118.8885 });
    expect(item.photos.map((p) => p.redacted)).toEqual([true, false]);
    expect(item.reopenPhotos).toHaveLength(2);
    expect(item.afterPhoto?.url).toContain('sesudah');
    expect(item.bridgeName).toBe(`Jembatan ${tag}`);
    expect(item.laporTicket).toBe(`LAPOR-${tag}`);
    expect(list.items[1]!.laporTicket).toBeNull();
    expect(item.late).toBe(true);
    expect(list.items[1]!.late).toBe(true);
    expect(list.items[1]!.reporterEmail).toBeNull();
    expect(list.items[0]!.visibility).toBe('menunggu');
  });

  it('gives the Sirekanan and Uji Lab items exactly as the JavaScript mapping did', async () => {
    const admin = await t.createUser({ role: 'super_admin' });
    const tag = `Json${lettersOnly()}`;
    const citizen = await t.createUser({ fullName: `Warga "${tag}"` });
    const letter = await insertSirekanan(t.db, citizen.id, { attachmentUrl: '/files/service-documents/a.pdf', status: 'Ditolak' });
    const plainLetter = await insertSirekanan(t.db, citizen.id);
    const test = await insertUjilabRequest(t.db, citizen.id, { jenisUji: 'Uji Aspal' });
    const [person] = await t.db.select().from(profiles).where(eq(profiles.id, citizen.id));
    const requester = { fullName: person!.fullName, email: person!.email };

    const letters = await page<SirekananAdminItem>(`/api/admin/sirekanan?q=${tag}`, admin);
    const rows = await t.db
      .select()
      .from(sirekananRequests)
      .where(inArray(sirekananRequests.id, [letter.id, plainLetter.id]));
    const asItem = (r: (typeof rows)[number]): SirekananAdminItem => ({ ...sirekananService.toItem(r), requester });
    expect(letters.items).toEqual([plainLetter.id, letter.id].map((id) => asItem(rows.find((r) => r.id === id)!)));

    const tests = await page<UjilabAdminItem>(`/api/admin/ujilab?q=${tag}`, admin);
    const [row] = await t.db.select().from(ujilabRequests).where(eq(ujilabRequests.id, test.id));
    expect(tests.items).toEqual([
      {
        id: row!.id,
        trackingCode: row!.trackingCode,
        jenisUji: 'Uji Aspal',
        dokumenPermohonanUrl: row!.dokumenPermohonanUrl,
        dokumenKtpUrl: row!.dokumenKtpUrl,
        status: row!.status,
        createdAt: row!.createdAt.toISOString(),
        requester,
      },
    ]);
  });

  it('gives the users exactly as the JavaScript mapping did (readAdminUser), deactivated and invited ones too', async () => {
    const admin = await t.createUser({ role: 'super_admin' });
    const tag = `json${lettersOnly()}`;
    const active = await t.createUser({ fullName: `Aktif ${tag}`, role: 'admin_ujilab' });
    const closed = await t.createUser({ fullName: `Nonaktif ${tag}` });
    const invited = await t.createUser({ fullName: `Diundang ${tag}` });
    await t.db
      .update(profiles)
      .set({ deactivatedAt: new Date(Date.now() - 1234.5) })
      .where(eq(profiles.id, closed.id));
    await t.db.delete(accounts).where(eq(accounts.userId, invited.id));

    const users = await page<AdminUserItem>(`/api/admin/users?q=${tag}`, admin);
    expect(users.items.map((u) => u.id)).toEqual([invited.id, closed.id, active.id]);
    expect(users.items).toEqual(await Promise.all([invited.id, closed.id, active.id].map((id) => readAdminUser(t.db, id))));
    expect(users.items.map((u) => [u.pendingInvitation, u.deactivatedAt !== null, u.role])).toEqual([
      [true, false, 'customer'],
      [false, true, 'customer'],
      [false, false, 'admin_ujilab'],
    ]);
  });
});
