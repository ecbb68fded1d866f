import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicStatistics } from '../../../shared/statistics.ts';
import { damageReports, issuedDocuments, labSamples, reportForwardings, statusChanges } from '../../db/schema.ts';
import { insertInstansi, insertRoadSection } from '../../roads/road-factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { insertDamageReport, insertSirekanan, insertUjilabRequest } from '../admin-requests/request-factories.ts';

// A database of its own: the figures are totals, and other test files add reports at the same time.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ isolated: true });
});
afterAll(() => t.close());

const at = (iso: string) => new Date(iso);
const stats = async (periode: string) => {
  const res = await t.request('GET', `/api/statistik?periode=${periode}`);
  expect(res.status).toBe(200);
  return (await res.json()) as PublicStatistics;
};

async function report(o: {
  at: string;
  type?: 'Jalan' | 'Jembatan';
  kabupaten?: 'Mamuju' | 'Majene' | null;
  status?: 'Diajukan' | 'Diproses' | 'Selesai' | 'Ditolak' | 'Diteruskan';
  finished?: string;
  due?: string;
}) {
  const row = await insertDamageReport(t.db, {
    createdAt: at(o.at),
    status: o.status ?? 'Diajukan',
    details: { report_type: o.type ?? 'Jalan' },
  });
  await t.db
    .update(damageReports)
    .set({
      reportType: o.type ?? 'Jalan',
      kabupaten: o.kabupaten === undefined ? 'Mamuju' : o.kabupaten,
      finishedAt: o.finished ? at(o.finished) : null,
      dueOn: o.due ?? null,
    })
    .where(eq(damageReports.requestId, row.id));
  return row;
}

describe('public statistics', () => {
  it('counts reports by status, type, kabupaten and month, with the median and the deadline share', async () => {
    // 2035 in WITA. 1 January 00:30 WITA is 31 December 16:30 UTC: still 2035.
    await report({ at: '2034-12-31T16:30:00Z', status: 'Selesai', finished: '2035-01-04T16:30:00Z', due: '2035-01-10' }); // 4 days, on time
    await report({ at: '2035-01-15T02:00:00Z', type: 'Jembatan', status: 'Selesai', finished: '2035-01-25T02:00:00Z', due: '2035-01-20' }); // 10 days, late
    await report({ at: '2035-03-02T02:00:00Z', kabupaten: 'Majene', status: 'Selesai', finished: '2035-03-08T02:00:00Z' }); // 6 days, no deadline
    await report({ at: '2035-03-03T02:00:00Z', kabupaten: null, status: 'Diproses' });
    await report({ at: '2035-03-04T02:00:00Z', status: 'Ditolak' });
    // On 31 December 2034 (WITA): not in 2035.
    await report({ at: '2034-12-31T15:30:00Z' });

    const s = await stats('2035');
    expect(s.period).toEqual({ key: '2035', label: 'Tahun 2035' });
    expect(s.damage.total).toBe(5);
    expect(s.damage.byStatus).toEqual([
      { label: 'Diajukan', value: 0 },
      { label: 'Diproses', value: 1 },
      { label: 'Perlu Dilengkapi', value: 0 },
      { label: 'Selesai', value: 3 },
      { label: 'Ditolak', value: 1 },
      { label: 'Diteruskan', value: 0 },
    ]);
    expect(s.damage.byType.find((r) => r.label === 'Jembatan')!.value).toBe(1);
    expect(s.damage.byType.find((r) => r.label === 'Jalan')!.value).toBe(4);
    expect(s.damage.byKabupaten.find((r) => r.label === 'Mamuju')!.value).toBe(3);
    expect(s.damage.byKabupaten.find((r) => r.label === 'Majene')!.value).toBe(1);
    expect(s.damage.byKabupaten.find((r) => r.label === 'Tanpa kabupaten')!.value).toBe(1);
    expect(s.damage.perMonth).toHaveLength(12);
    expect(s.damage.perMonth.map((m) => m.value)).toEqual([2, 0, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(s.damage.perMonth[0]).toEqual({ month: '2035-01', label: 'Jan 2035', value: 2 });
    // Median of 4, 10 and 6 days.
    expect(s.damage.medianDaysToDone).toBe(6);
    expect(s.damage.done).toBe(3);
    expect(s.damage.deadline).toEqual({ counted: 2, onTime: 1, share: 50, withoutDeadline: 1 });
    expect(s.years).toContain(2035);
  });

  it('counts forwarded reports apart from finished ones, by the instansi they are with (issue 39)', async () => {
    const bbpjn = await insertInstansi(t.db, { name: 'BBPJN Sulawesi Barat', roadStatus: 'Nasional' });
    const majene = await insertInstansi(t.db, { name: 'Dinas PUPR Kabupaten Majene', roadStatus: 'Kabupaten', kabupaten: 'Majene' });
    const forward = async (to: typeof bbpjn, takenBack = false) => {
      const row = await report({ at: '2038-04-02T02:00:00Z', status: takenBack ? 'Diproses' : 'Diteruskan' });
      await t.db.insert(reportForwardings).values({
        requestId: row.id,
        instansiId: to.id,
        instansiName: to.name,
        instansiEmail: to.email!,
        ...(takenBack ? { takenBackAt: new Date() } : {}),
      });
    };
    await forward(bbpjn);
    await forward(bbpjn);
    await forward(majene);
    // Taken back: this office's again, not counted as forwarded.
    await forward(majene, true);
    await report({ at: '2038-04-03T02:00:00Z', status: 'Selesai', finished: '2038-04-05T02:00:00Z' });

    const s = await stats('2038');
    expect(s.damage.byInstansi).toEqual([
      { label: 'BBPJN Sulawesi Barat', value: 2 },
      { label: 'Dinas PUPR Kabupaten Majene', value: 1 },
    ]);
    expect(s.damage.byStatus.find((r) => r.label === 'Diteruskan')!.value).toBe(3);
    expect(s.damage.done).toBe(1);
    const csv = await (await t.request('GET', '/api/statistik/laporan-diteruskan.csv?periode=2038')).text();
    expect(csv).toContain('"BBPJN Sulawesi Barat",2');
  });

  it('gives Sirekanan and Uji Lab per month and the median days to the first decision', async () => {
    const user = await t.createUser();
    const times = [2, 4, 9];
    for (const [i, days] of times.entries()) {
      const created = at(`2036-05-0${i + 1}T02:00:00Z`);
      const row = await insertSirekanan(t.db, user.id, { createdAt: created, status: 'Selesai' });
      const decided = new Date(created.getTime() + days * 86_400_000);
      await t.db.insert(statusChanges).values([
        { requestTable: 'sirekanan_requests', requestId: row.id, toStatus: 'Diproses', changedAt: new Date(created.getTime() + 3600_000) },
        { requestTable: 'sirekanan_requests', requestId: row.id, toStatus: i === 2 ? 'Ditolak' : 'Selesai', changedAt: decided },
        // A later change does not move the first decision.
        {
          requestTable: 'sirekanan_requests',
          requestId: row.id,
          toStatus: 'Selesai',
          changedAt: new Date(decided.getTime() + 30 * 86_400_000),
        },
      ]);
    }
    await insertUjilabRequest(t.db, user.id, { createdAt: at('2036-07-10T02:00:00Z') });
    const s = await stats('2036');
    expect(s.sirekanan.total).toBe(3);
    expect(s.sirekanan.perMonth.find((m) => m.month === '2036-05')!.value).toBe(3);
    expect(s.sirekanan.medianDays).toBe(4);
    expect(s.sirekanan.finished).toBe(3);
    expect(s.ujilab).toMatchObject({ total: 1, medianDays: null, finished: 0 });
  });

  it('downloads each figure as CSV and treats a bad period as the last 12 months, never a 500', async () => {
    await report({ at: '2037-02-02T02:00:00Z', status: 'Diproses' });
    const res = await t.request('GET', '/api/statistik/laporan-status.csv?periode=2037');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="laporan-menurut-status-2037.csv"');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.subarray(3).toString('utf8').split('\r\n')).toEqual([
      '"Kategori","Jumlah"',
      '"Diajukan",0',
      '"Diproses",1',
      '"Perlu Dilengkapi",0',
      '"Selesai",0',
      '"Ditolak",0',
      '"Diteruskan",0',
      '',
    ]);
    const monthly = await (await t.request('GET', '/api/statistik/laporan-bulanan.csv?periode=2037')).text();
    expect(monthly.split('\r\n')).toHaveLength(14);
    const summary = await (await t.request('GET', '/api/statistik/ringkasan.csv?periode=2037')).text();
    expect(summary).toContain('"Laporan kerusakan masuk",1');

    for (const bad of ['abc', '1999', '2101', '2037-01']) {
      const s = await stats(bad);
      expect(s.period.key).toBe('12b');
      expect(s.damage.perMonth).toHaveLength(12);
    }
    expect((await t.request('GET', '/api/statistik/rahasia.csv')).status).toBe(404);
    expect((await t.request('GET', '/api/statistik/laporan-status.json')).status).toBe(404);
  });
});

describe('kemantapan jalan (issue 39, item 6)', () => {
  it('gives each ruas with condition figures its % mantap, and the provincial roads together', async () => {
    const ruas = (noRuas: string, status: 'Nasional' | 'Provinsi' | 'Kabupaten', figures: [number, number, number, number] | null) =>
      insertRoadSection(t.db, {
        noRuas,
        name: `Ruas ${noRuas}`,
        status,
        lengthKm: 10,
        kondisiYear: 2025,
        ...(figures
          ? { kondisiBaikKm: figures[0], kondisiSedangKm: figures[1], kondisiRusakRinganKm: figures[2], kondisiRusakBeratKm: figures[3] }
          : {}),
      });
    await ruas('P-02', 'Provinsi', [1, 1, 3, 5]); // (1 + 1) / 10 = 20 %
    await ruas('P-01', 'Provinsi', [6, 2, 1, 1]); // (6 + 2) / 10 = 80 %
    await ruas('N-01', 'Nasional', [9.5, 0.5, 0, 0]); // 100 %, not the province's
    await ruas('K-01', 'Kabupaten', [2, 1, 0, 1]); // 3 / 4 = 75 %
    await ruas('P-03', 'Provinsi', null); // no survey: not in the table, not in the total

    const s = await stats('2041');
    expect(s.roads.rows.map((r) => [r.noRuas, r.kemantapan])).toEqual([
      ['N-01', 100],
      ['P-01', 80],
      ['P-02', 20],
      ['K-01', 75],
    ]);
    expect(s.roads.rows[1]).toEqual({
      noRuas: 'P-01',
      name: 'Ruas P-01',
      status: 'Provinsi',
      kabupaten: 'Mamuju',
      lengthKm: 10,
      baikKm: 6,
      sedangKm: 2,
      rusakRinganKm: 1,
      rusakBeratKm: 1,
      kemantapan: 80,
      year: 2025,
    });
    // The province: (6 + 2 + 1 + 1) km mantap of 20 km surveyed = 50 %.
    expect(s.roads.province).toEqual({ ruas: 2, totalKm: 20, mantapKm: 10, kemantapan: 50 });

    const csv = await (await t.request('GET', '/api/statistik/kemantapan-jalan.csv?periode=2041')).text();
    expect(csv).toContain('"P-01","Ruas P-01","Provinsi","Mamuju",10,6,2,1,1,80,2025');
  });
});

describe('median days from the sample received to the result issued (issue 40, item 6)', () => {
  /** An Uji Lab request whose sample came at `received` and whose result reports were issued `after` days later. */
  async function labResult(o: { received: string; after: number[]; status?: 'Selesai' | 'Dalam Pengujian'; replaced?: boolean }) {
    const user = await t.createUser();
    const row = await insertUjilabRequest(t.db, user.id, { createdAt: at(o.received), status: o.status ?? 'Selesai' });
    const received = at(o.received);
    await t.db.insert(labSamples).values({
      requestId: row.id,
      registerNumber: `REG-${row.trackingCode}`,
      sampleCount: 1,
      condition: 'baik',
      receivedAt: received,
      dueOn: o.received.slice(0, 10),
    });
    for (const [i, days] of o.after.entries()) {
      await t.db.insert(issuedDocuments).values({
        requestTable: 'pengajuan_uji',
        requestId: row.id,
        trackingCode: row.trackingCode,
        kind: 'lab_result',
        fileUrl: `/files/lab-documents/${user.id}/hasil-uji-${i}.pdf`,
        sizeBytes: 1000,
        sha256: `${row.id}-${i}`,
        issuedAt: new Date(received.getTime() + days * 86_400_000),
        // Every report but the last was replaced by the next.
        replacedAt: i < o.after.length - 1 ? new Date(received.getTime() + o.after[i + 1]! * 86_400_000) : null,
      });
    }
  }

  it('takes the median of an odd count, from the first result report, over requests finished in the period', async () => {
    await labResult({ received: '2042-03-02T01:00:00Z', after: [2, 9] }); // 2 days: the first report counts, not its replacement
    await labResult({ received: '2042-04-06T01:00:00Z', after: [5] });
    await labResult({ received: '2042-05-04T01:00:00Z', after: [11.5] });
    // Not counted: still in the lab (a draft result), a result issued in the year before, a request without a result.
    await labResult({ received: '2042-06-01T01:00:00Z', after: [1], status: 'Dalam Pengujian' });
    await labResult({ received: '2041-12-20T01:00:00Z', after: [3] });
    await labResult({ received: '2042-07-01T01:00:00Z', after: [] });
    const s = await stats('2042');
    expect(s.labTurnaround).toEqual({ medianDays: 5, results: 3 });
    const summary = await (await t.request('GET', '/api/statistik/ringkasan.csv?periode=2042')).text();
    expect(summary).toContain('"Median hari dari sampel diterima sampai hasil terbit (Uji Lab)",5\r\n');
    expect(summary).toContain('"Pengujian Uji Lab selesai dengan hasil terbit",3\r\n');
  });

  it('takes the mean of the middle two for an even count, to one decimal', async () => {
    for (const [i, days] of [1, 3, 4.5, 10].entries()) await labResult({ received: `2043-0${i + 1}-10T01:00:00Z`, after: [days] });
    // (3 + 4.5) / 2 = 3.75
    expect((await stats('2043')).labTurnaround).toEqual({ medianDays: 3.8, results: 4 });
  });

  it('has no figure when nothing was finished', async () => {
    expect((await stats('2044')).labTurnaround).toEqual({ medianDays: null, results: 0 });
    const summary = await (await t.request('GET', '/api/statistik/ringkasan.csv?periode=2044')).text();
    expect(summary).toContain('"Median hari dari sampel diterima sampai hasil terbit (Uji Lab)",\r\n');
  });
});
