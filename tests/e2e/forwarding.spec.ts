// Issue 39, item 3: a report on a national road goes, once a moderator approves it, to the authority that owns
// the road; /lacak names it, and the admin page shows where it went and how to take it back.
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { ADMIN } from '../../src/shared/admin-strings.ts';
import { FORWARDING } from '../../src/shared/forwarding-strings.ts';
import { MODERATION } from '../../src/shared/moderation-strings.ts';
import { REQUEST_CHANGE } from '../../src/shared/status-note-strings.ts';
import { forwardedStatus } from '../../src/shared/strings.ts';
import { insertDamageReport, uniqueTag } from './admin-fixtures.ts';
import { expectNoViolations } from './axe.ts';
import { expectToast } from './auth-helpers.ts';
import { createUser, expect, loginAs, test, withDb } from './fixtures.ts';

const SHOTS = '/tmp/i39-forward-shots';

/** A national-road authority of its own (the register allows one per status and kabupaten: a kabupaten nobody uses). */
async function insertNationalOwner(reportId: string) {
  const tag = uniqueTag('Bbpjn');
  const name = `BBPJN Sulawesi Barat ${tag}`;
  await withDb(async (db) => {
    const i = await db.query<{ id: string }>(
      `INSERT INTO instansi (name, email, road_status, kabupaten) VALUES ($1, $2, 'Nasional', $3) RETURNING id`,
      [name, `bbpjn-${randomUUID().slice(0, 8)}@contoh.id`, tag],
    );
    await db.query(`UPDATE damage_reports SET owner_instansi_id = $1 WHERE request_id = $2`, [i.rows[0]!.id, reportId]);
  });
  return name;
}

async function shoot(page: Page, name: string) {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
}

test('a moderator approves a report on a national road: it is forwarded, and /lacak says to whom', async ({ page, request }) => {
  const report = await insertDamageReport({
    location: `Jl. Trans Sulawesi km ${randomUUID().slice(0, 4)}`,
    reporterEmail: 'pelapor@contoh.id',
  });
  const instansi = await insertNationalOwner(report.id);
  await loginAs(page, await createUser(request, { role: 'admin_jembatantif' }));

  await page.goto(`/admin/laporan/${report.trackingCode}`);
  const panel = page.getByTestId('kewenangan');
  await expect(panel.getByText(instansi, { exact: true }).and(page.locator('span'))).toBeVisible();
  await page.getByRole('button', { name: MODERATION.publish }).click();
  await expectToast(page, MODERATION.savedTitle);

  await expect(page.getByRole('heading', { level: 1, name: report.trackingCode }).locator('..')).toContainText(forwardedStatus(instansi));
  await expect(panel.getByText(FORWARDING.panel.current)).toBeVisible();
  await expect(panel.getByText(FORWARDING.panel.automatic)).toBeVisible();
  await expect(panel.getByRole('button', { name: FORWARDING.panel.takeBack })).toBeVisible();
  await expectNoViolations(page, 'admin report page, forwarded');
  await shoot(page, 'admin-laporan-diteruskan');

  await page.goto(`/lacak/${report.trackingCode}`);
  await expect(page.locator('main')).toContainText(forwardedStatus(instansi));
  // The history step names the authority too.
  await expect(page.locator('[data-status="Diteruskan"]')).toHaveCount(2);
  await expectNoViolations(page, '/lacak of a forwarded report');
  await shoot(page, 'lacak-diteruskan');

  // Taken back: this office's again, Diproses, recorded.
  await page.goto(`/admin/laporan/${report.trackingCode}`);
  await page.setViewportSize({ width: 1280, height: 900 });
  await panel.getByLabel(FORWARDING.panel.takeBackNote).fill('Ruas ini ditangani provinsi.');
  await panel.getByRole('button', { name: FORWARDING.panel.takeBack }).click();
  await expectToast(page, FORWARDING.panel.takeBackTitle, FORWARDING.panel.takenBackDone);
  await expect(panel.getByText(FORWARDING.panel.takenBack)).toBeVisible();
  await expect(panel.getByRole('button', { name: FORWARDING.panel.forward })).toBeVisible();
  await page.goto(`/admin/laporan?q=${report.trackingCode}`);
  await expect(page.locator('tbody tr').filter({ hasText: report.trackingCode }).locator('[data-status]').first()).toHaveText('Diproses');
  await expect(page.getByRole('link', { name: ADMIN.requests.openOf(report.trackingCode) })).toBeVisible();
  // The list filters by the road's owner.
  await page.getByLabel(FORWARDING.filter.label).selectOption({ label: instansi });
  await expect(page).toHaveURL(/owner=/);
  await expect(page.locator('tbody tr').filter({ hasText: report.trackingCode })).toHaveCount(1);
  await shoot(page, 'admin-laporan-daftar');
});

test('staff forward a report by hand to the instansi they choose', async ({ page, request }) => {
  const report = await insertDamageReport({ location: `Jl. Desa Tadui ${randomUUID().slice(0, 4)}` });
  const other = await insertDamageReport();
  const instansi = await insertNationalOwner(other.id);
  await loginAs(page, await createUser(request, { role: 'admin_jembatantif' }));
  await page.goto(`/admin/laporan/${report.trackingCode}`);
  const panel = page.getByTestId('kewenangan');
  await expect(panel.getByText(FORWARDING.panel.noOwner)).toBeVisible();
  // Ditolak in the status form points to the forwarding: "bukan kewenangan" must name who.
  await page.getByTestId('ubah-status').getByLabel(REQUEST_CHANGE.statusLabel, { exact: true }).selectOption('Ditolak');
  await expect(page.getByText(FORWARDING.panel.notOurs)).toBeVisible();
  await panel.getByRole('button', { name: FORWARDING.panel.forward }).click();
  await expect(panel.getByText(FORWARDING.errors.instansiInvalid)).toBeVisible();
  await panel.getByLabel(FORWARDING.panel.instansi).selectOption({ label: instansi });
  await panel.getByLabel(FORWARDING.panel.note).fill('Jalan nasional, bukan kewenangan provinsi.');
  await panel.getByRole('button', { name: FORWARDING.panel.forward }).click();
  await expectToast(page, FORWARDING.panel.forwardTitle, FORWARDING.panel.forwarded(instansi));
  await expect(page.getByRole('heading', { level: 1, name: report.trackingCode }).locator('..')).toContainText(forwardedStatus(instansi));
  await expectNoViolations(page, 'admin report page, forwarded by hand');
});
