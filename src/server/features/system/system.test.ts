import { generateKeyPairSync } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import forge from 'node-forge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SystemStatus } from '../../../shared/system-schemas.ts';
import { labPayments } from '../../db/schema.ts';
import { PORTAL_SIGNER_CN } from '../../signing/local-signer.ts';
import { createTestApp, type TestApp, type TestUser } from '../../test/harness.ts';
import { readSystemStatus } from './get-system-status.ts';

// /admin/sistem's figures (issue 37, item 3), on a database of its own so that they are this test's.
let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp({ isolated: true });
  admin = await t.createUser({ role: 'super_admin' });
});
afterAll(() => t?.close());

const status = async () => {
  const res = await t.request('GET', '/api/admin/system', { as: admin });
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('no-store');
  return (await res.json()) as SystemStatus;
};

describe('GET /api/admin/system', () => {
  it('says the portal, the database and the disk as they are, and that no backup is recorded yet', async () => {
    const s = await status();
    expect(s.portal.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(s.portal.node).toBe(process.versions.node);
    expect(s.database).toMatchObject({ up: true, version: expect.stringMatching(/^\d+/) });
    expect(s.database.sizeBytes).toBeGreaterThan(1_000_000);
    expect(s.disk!.totalBytes).toBeGreaterThan(s.disk!.freeBytes);
    expect(s.disk!.usedPercent).toBeGreaterThan(0);
    expect(s.mail).toMatchObject({ failed: 0, recentFailed: [] });
    expect(s.backups.lastAt).toBeNull();
    expect(s.warnings).toEqual(['no-backup']);
  });

  it('warns of mail stuck over 15 minutes and mail given up on, and lists the latter for "Kirim ulang"', async () => {
    await t.db.execute(sql`
      insert into outbox_mails (kind, to_address, subject, text_body, html_body, status, created_at, last_error) values
        ('uji', 'lambat@contoh.id', 'Menunggu', 'x', 'x', 'pending', now() - interval '14 minutes', null),
        ('uji', 'gagal@contoh.id', 'Tanda terima', 'x', 'x', 'failed', now() - interval '1 hour', '550 mailbox unavailable')`);
    let s = await status();
    // 14 minutes is not yet stuck.
    expect(s.warnings).toEqual(['no-backup', 'mail-failed']);
    expect(s.mail.recentFailed).toEqual([
      expect.objectContaining({ to: 'gagal@contoh.id', subject: 'Tanda terima', lastError: '550 mailbox unavailable' }),
    ]);
    await t.db.execute(sql`update outbox_mails set created_at = now() - interval '16 minutes' where to_address = 'lambat@contoh.id'`);
    s = await status();
    expect(s.warnings).toEqual(['no-backup', 'mail-stuck', 'mail-failed']);
    expect(s.mail.oldestPendingAgeSeconds).toBeGreaterThanOrEqual(16 * 60);
  });
});

describe('the backups of GET /api/admin/system', () => {
  const run = (status: 'ok' | 'failed', hoursAgo: number, extra: { name?: string; size?: number; error?: string } = {}) =>
    t.db.execute(sql`
      insert into backup_runs (trigger, status, started_at, finished_at, name, location, size_bytes, error) values
        ('schedule', ${status}, now() - make_interval(secs => ${hoursAgo * 3600 + 60}), now() - make_interval(secs => ${hoursAgo * 3600}),
         ${extra.name ?? null}, '/srv/cadangan', ${extra.size ?? null}, ${extra.error ?? null})`);

  it('warns that the last good one is older than 26 hours, and lists it with where it is and its size', async () => {
    await run('ok', 27, { name: 'portal-lama.tar', size: 1_500_000 });
    const s = await status();
    expect(s.warnings).toContain('backup-stale');
    expect(s.warnings).not.toContain('no-backup');
    expect(s.warnings).not.toContain('backup-failed');
    expect(Date.now() - Date.parse(s.backups.lastAt!)).toBeGreaterThan(27 * 3600_000 - 5000);
    expect(s.backups.items).toEqual([
      {
        at: s.backups.lastAt,
        status: 'ok',
        trigger: 'schedule',
        sizeBytes: 1_500_000,
        where: '/srv/cadangan/portal-lama.tar',
        error: null,
      },
    ]);
  });

  it('warns when the latest run failed, even with a good one an hour before it, and shows its error', async () => {
    await run('ok', 2, { name: 'portal-baru.tar', size: 2_000_000 });
    await run('failed', 1, { error: 'Disk penuh: tersisa 0 B di /srv/cadangan' });
    const s = await status();
    expect(s.warnings).toContain('backup-failed');
    expect(s.warnings).not.toContain('backup-stale');
    // The last good one, not the last run.
    expect(s.backups.lastAt).toBe(s.backups.items[1]!.at);
    expect(s.backups.items.map((b) => b.status)).toEqual(['failed', 'ok', 'ok']);
    expect(s.backups.items[0]).toMatchObject({
      sizeBytes: null,
      where: '/srv/cadangan',
      error: 'Disk penuh: tersisa 0 B di /srv/cadangan',
    });
  });

  it('lists the latest 10 runs only, and stops warning once a run succeeds again', async () => {
    for (let i = 0; i < 10; i++) await run('ok', 0.5 - i * 0.01, { name: `portal-${i}.tar`, size: 1000 + i });
    const s = await status();
    expect(s.backups.items).toHaveLength(10);
    expect(s.backups.items[0]!.where).toBe('/srv/cadangan/portal-9.tar');
    expect(s.warnings.filter((w) => w.startsWith('backup') || w === 'no-backup')).toEqual([]);
  });
});

describe('signing on GET /api/admin/system (issue 40, item 5)', () => {
  /** An office P12 whose certificate ends in `days` days. */
  function officeP12(days: number, passphrase: string): string {
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const cert = forge.pki.createCertificate();
    cert.publicKey = forge.pki.publicKeyFromPem(publicKey.export({ type: 'spki', format: 'pem' }).toString());
    cert.serialNumber = '01';
    cert.validity.notBefore = new Date(Date.now() - 86_400_000);
    cert.validity.notAfter = new Date(Date.now() + days * 86_400_000);
    const subject = [{ name: 'commonName', value: 'Kepala Dinas PUPR (uji)' }];
    cert.setSubject(subject);
    cert.setIssuer(subject);
    const key = forge.pki.privateKeyFromPem(privateKey.export({ type: 'pkcs8', format: 'pem' }).toString());
    cert.sign(key, forge.md.sha256.create());
    const der = forge.asn1.toDer(forge.pkcs12.toPkcs12Asn1(key, [cert], passphrase, { algorithm: '3des' })).getBytes();
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'p12-')), 'kantor.p12');
    fs.writeFileSync(file, Buffer.from(der, 'binary'));
    return file;
  }
  const statusWith = (env: Record<string, string>) => readSystemStatus({ db: t.db, pool: t.pool, env: { ...t.deps.env, ...env } });

  it("names the portal's own certificate and its end, ten years off, with no warning", async () => {
    const s = await status();
    expect(s.signing).toMatchObject({ provider: 'portal', subject: PORTAL_SIGNER_CN, error: null });
    expect(Date.parse(s.signing.validTo!)).toBeGreaterThan(Date.now() + 9 * 365 * 86_400_000);
    expect(s.warnings.filter((w) => w.startsWith('signing'))).toEqual([]);
  });

  it("warns when the office's certificate ends within 30 days, and when its P12 does not open", async () => {
    const soon = await statusWith({ SIGNING_P12_FILE: officeP12(10, 'rahasia'), SIGNING_P12_PASSPHRASE: 'rahasia' });
    expect(soon.signing).toMatchObject({ provider: 'p12', subject: 'Kepala Dinas PUPR (uji)', error: null });
    expect(soon.warnings).toContain('signing-expiring');
    const fine = await statusWith({ SIGNING_P12_FILE: officeP12(400, 'rahasia'), SIGNING_P12_PASSPHRASE: 'rahasia' });
    expect(fine.warnings.filter((w) => w.startsWith('signing'))).toEqual([]);
    const wrong = await statusWith({ SIGNING_P12_FILE: officeP12(400, 'rahasia'), SIGNING_P12_PASSPHRASE: 'salah' });
    expect(wrong.signing).toMatchObject({ provider: 'p12', subject: null, validTo: null });
    expect(wrong.signing.error).toBeTruthy();
    expect(wrong.warnings).toContain('signing-broken');
    expect(wrong.warnings).not.toContain('signing-expiring');
  });
});

describe("the bank's refused notifications on GET /api/admin/system (issue 40, item 3)", () => {
  it('counts forged and refused ones of the week, warns for those of the last day, and names the latest reason', async () => {
    const before = await status();
    expect(before.payments).toMatchObject({ configured: false, forged: 0, refused: 0, latest: null });
    expect(before.warnings).not.toContain('payment-refused');
    await t.db.insert(labPayments).values([
      {
        channel: 'va',
        payloadHash: 'a1',
        authentic: false,
        result: 'ditolak',
        reason: 'Tanda tangan tidak sah.',
        receivedAt: new Date(Date.now() - 3 * 86_400_000),
      },
      {
        channel: 'qris',
        payloadHash: 'a2',
        authentic: true,
        result: 'ditolak',
        reason: 'Jumlah berbeda dari tagihan.',
        receivedAt: new Date(Date.now() - 3_600_000),
      },
      // Older than a week: no longer counted.
      {
        channel: 'va',
        payloadHash: 'a3',
        authentic: false,
        result: 'ditolak',
        reason: 'Tanda tangan tidak sah.',
        receivedAt: new Date(Date.now() - 9 * 86_400_000),
      },
    ]);
    const s = await status();
    expect(s.payments).toMatchObject({
      forged: 1,
      refused: 1,
      lastDay: 1,
      latest: { channel: 'qris', reason: 'Jumlah berbeda dari tagihan.', forged: false },
    });
    expect(s.warnings).toContain('payment-refused');
  });
});
