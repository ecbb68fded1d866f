// "Unduh CSV" / "Unduh Excel" of the bridges, users and contact inbox tables (issue 13, item 8); the
// request tables' are in features/admin-requests/export-requests.test.ts.
import ExcelJS from 'exceljs';
import { formulaCells, parseCsv } from '../test/csv.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORTS } from '../../shared/export-strings.ts';
import { bridges, contactMessages } from '../db/schema.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ isolated: true });
});
afterAll(() => t.close());

const H = EXPORTS.headers;

const csvRows = (text: string) => parseCsv(text);

describe('bridges', () => {
  it('exports the bridges the search finds, all pages, with Indonesian headers; only staff may', async () => {
    await t.db.insert(bridges).values([
      { nama: 'Jembatan Karema', lokasi: 'Mamuju', tahunBangun: 1998, tipe: 'Beton', kondisi: 'Baik', createdAt: new Date('2026-01-01') },
      {
        nama: 'Jembatan Budong-Budong',
        lokasi: 'Mamuju Tengah',
        tahunBangun: 2020,
        tipe: 'Rangka Baja',
        kondisi: 'Rusak Ringan',
        createdAt: new Date('2026-02-01'),
      },
      { nama: '=HYPERLINK("http://x")', lokasi: 'Majene', tahunBangun: 2001, tipe: null, kondisi: 'Perlu Perhatian' },
    ]);
    const staff = await t.createUser({ role: 'admin_sirekanan' });
    const res = await t.request('GET', '/api/bridges/export?q=mamuju', { as: staff });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="jembatan-\d{4}-\d{2}-\d{2}\.csv"/);
    const bytes = new Uint8Array(await res.arrayBuffer());
    // UTF-8 with a BOM, so Excel reads the file right.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = csvRows(new TextDecoder().decode(bytes));
    expect(rows[0]).toEqual([H.bridgeName, H.bridgeLocation, H.builtYear, H.bridgeType, H.condition, H.createdAt, H.updatedAt]);
    expect(rows.slice(1).map((r) => r[0])).toEqual(['Jembatan Budong-Budong', 'Jembatan Karema']);
    expect(rows[1]!.slice(1, 5)).toEqual(['Mamuju Tengah', '2020', 'Rangka Baja', 'Rusak Ringan']);
    expect(rows[1]![5]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2} WITA$/);

    const all = csvRows(await (await t.request('GET', '/api/bridges/export', { as: staff })).text());
    expect(all).toHaveLength(4);
    // A formula is written as text, never run by a spreadsheet.
    expect(all.find((r) => r[0]!.includes('HYPERLINK'))![0]).toBe(`'=HYPERLINK("http://x")`);

    // Issue 33, item 6: Indonesian Excel splits at `;` and reads our quotes as text; no piece may start a formula.
    await t.db
      .insert(bridges)
      .values({ nama: 'Ruas;=HYPERLINK("http://x","klik")', lokasi: 'a,=1+1;@SUM(A1)', tahunBangun: 2001, kondisi: 'Baik' });
    const text = await (await t.request('GET', '/api/bridges/export?q=ruas', { as: staff })).text();
    expect(formulaCells(text)).toEqual([]);
    expect(csvRows(text)[1]!.slice(0, 2)).toEqual([`Ruas;'=HYPERLINK("http://x","klik")`, `a,'=1+1;'@SUM(A1)`]);

    expect((await t.request('GET', '/api/bridges/export')).status).toBe(401);
    expect((await t.request('GET', '/api/bridges/export', { as: await t.createUser() })).status).toBe(403);
  });

  it('writes a real workbook', async () => {
    const staff = await t.createUser({ role: 'admin_jembatantif' });
    const res = await t.request('GET', '/api/bridges/export?q=karema&format=xlsx', { as: staff });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(await res.arrayBuffer()) as unknown as ArrayBuffer);
    const sheet = book.getWorksheet(EXPORTS.sheets.bridges)!;
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(2).getCell(1).value).toBe('Jembatan Karema');
    expect(sheet.getRow(2).getCell(3).value).toBe(1998);
  });
});

describe('users', () => {
  it('exports the accounts the search finds, without passwords; super admins only', async () => {
    const admin = await t.createUser({ role: 'super_admin' });
    await t.createUser({ fullName: 'Rahmawati Ekspor' });
    await t.createUser({ fullName: 'Budi Lain' });
    const res = await t.request('GET', '/api/admin/users/export?q=ekspor', { as: admin });
    expect(res.status).toBe(200);
    const text = await res.text();
    const rows = csvRows(text);
    expect(rows[0]).toEqual([H.fullName, H.email, H.role, H.emailVerified, H.joinedAt]);
    expect(rows).toHaveLength(2);
    expect(rows[1]!.slice(0, 4)).toEqual(['Rahmawati Ekspor', expect.stringMatching(/^user-.*@contoh\.id$/), 'customer', 'Tidak']);
    expect(text).not.toMatch(/\$argon2|Rahasia-/);
    expect((await t.request('GET', '/api/admin/users/export', { as: await t.createUser({ role: 'admin_ujilab' }) })).status).toBe(403);
  });
});

describe('contact inbox', () => {
  it('exports all messages or the unread ones; super admins only', async () => {
    const admin = await t.createUser({ role: 'super_admin' });
    await t.db.insert(contactMessages).values([
      { name: 'Sitti', email: 'sitti@contoh.id', subject: 'Jalan rusak', message: 'Mohon, diperbaiki\n"segera"' },
      { name: 'Andi', email: 'andi@contoh.id', subject: 'Terima kasih', message: 'Sudah beres.', readAt: new Date() },
    ]);
    const unread = csvRows(await (await t.request('GET', '/api/admin/contact-messages/export?filter=unread', { as: admin })).text());
    expect(unread[0]).toEqual([H.receivedAt, H.sender, H.email, H.subject, H.message, H.read]);
    expect(unread.slice(1).map((r) => r.slice(1))).toEqual([
      ['Sitti', 'sitti@contoh.id', 'Jalan rusak', 'Mohon, diperbaiki\n"segera"', 'Tidak'],
    ]);
    const all = csvRows(await (await t.request('GET', '/api/admin/contact-messages/export', { as: admin })).text());
    expect(all.slice(1).map((r) => r.slice(1))).toContainEqual(['Andi', 'andi@contoh.id', 'Terima kasih', 'Sudah beres.', 'Ya']);
    const bad = await t.request('GET', '/api/admin/contact-messages/export?format=pdf', { as: admin });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.message).toBe(EXPORTS.formatInvalid);
    expect(
      (await t.request('GET', '/api/admin/contact-messages/export', { as: await t.createUser({ role: 'admin_sirekanan' }) })).status,
    ).toBe(403);
  });
});
