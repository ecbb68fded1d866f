import type { Locator, Page } from '@playwright/test';
import { ADMIN } from '../../src/shared/admin-strings.ts';
import { REQUEST_FILTERS } from '../../src/shared/request-filter-strings.ts';
import type { Role } from '../../src/shared/roles.ts';
import { insertDamageReport, insertPpidRequest, insertSirekanan, insertUjilabRequest, profileId, uniqueTag } from './admin-fixtures.ts';
import { expectNoViolations } from './axe.ts';
import { createUser, expect, loginAs, test } from './fixtures.ts';

// Issue 38 item 4: each role's queue first on the dashboard, each request on its own page, tables that fit.
const D = ADMIN.dashboard;
const T = ADMIN.requests;
const SHOTS = '/tmp/i38-queue-shots';
const YEAR_AGO = 400 * 24 * 60;

const queue = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** Nothing wider than its box: the table's own container, and the page. */
async function expectNoSidewaysScroll(page: Page, table: Locator) {
  const box = table.locator('xpath=..');
  const [scroll, client] = await box.evaluate((el) => [el.scrollWidth, el.clientWidth]);
  expect(scroll, 'the table scrolls sideways inside its container').toBeLessThanOrEqual(client);
  const [pageScroll, pageClient] = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
  expect(pageScroll, 'the page scrolls sideways').toBeLessThanOrEqual(pageClient);
}

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 360, height: 800 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('the Sirekanan officer: their queue first, a late request opened from it, the filtered table without sideways scrolling', async ({
      page,
      request,
      consoleErrors,
    }) => {
      const tag = uniqueTag('Antre');
      const citizenId = await profileId(await createUser(request, { fullName: `Warga ${tag}` }));
      const late = await insertSirekanan(citizenId, { subject: `${tag} surat lama`, status: 'Diproses', minutesAgo: YEAR_AGO });
      await loginAs(page, await createUser(request, { role: 'admin_sirekanan' }));
      await page.goto('/admin');

      const mine = queue(page, D.queueOf.sirekanan);
      await expect(mine).toBeVisible();
      // only the services this role handles
      await expect(queue(page, D.queueOf.ppid)).toHaveCount(0);
      await expect(queue(page, D.queueOf.ujilab)).toHaveCount(0);
      await expect(queue(page, D.queueOf['damage-reports'])).toHaveCount(0);
      const lateBucket = page.getByTestId('queue-sirekanan-terlambat');
      await expect(lateBucket.getByRole('link', { name: late.trackingCode })).toBeVisible();
      await expectNoViolations(page, 'dashboard (Sirekanan)');
      await page.screenshot({ path: `${SHOTS}/dashboard-sirekanan-${viewport.width}.png`, fullPage: true });

      // the request's own page, by its URL
      await lateBucket.getByRole('link', { name: late.trackingCode }).click();
      await expect(page).toHaveURL(`/admin/sirekanan/${late.trackingCode}`);
      await expect(page.getByRole('heading', { level: 1, name: late.trackingCode })).toBeVisible();
      await expect(page.getByRole('region', { name: T.dataSection })).toContainText(`${tag} surat lama`);
      await expect(page.getByRole('region', { name: T.changeStatusSection }).getByRole('combobox')).toHaveValue('Diproses');
      await expect(page.getByRole('heading', { name: T.history })).toBeVisible();
      await expectNoViolations(page, 'request page');
      await page.screenshot({ path: `${SHOTS}/request-sirekanan-${viewport.width}.png`, fullPage: true });

      // the count opens the list of the late ones
      await page.goto('/admin');
      await page.getByRole('link', { name: new RegExp(`^${D.buckets.terlambat} [\\d.]+ – ${D.queueOf.sirekanan}:`) }).click();
      await expect(page).toHaveURL('/admin/sirekanan?due=terlambat');
      await expect(page.getByTestId('due-filter')).toContainText(REQUEST_FILTERS.dues.terlambat);
      const table = page.getByRole('table', { name: T.sirekananTitle });
      const row = table.locator('tbody tr').filter({ hasText: late.trackingCode });
      await expect(row).toBeVisible();
      await expect(row.getByRole('combobox')).toHaveCount(0);
      await expect(row.getByRole('link', { name: T.openOf(late.trackingCode) })).toHaveText(T.open);
      await expectNoSidewaysScroll(page, table);
      await page.screenshot({ path: `${SHOTS}/list-sirekanan-${viewport.width}.png`, fullPage: true });
      expect(consoleErrors).toEqual([]);
    });

    test('the PPID officer: PPID’s queue and its late requests, none of the other services', async ({ page, request, consoleErrors }) => {
      const tag = uniqueTag('Info');
      const late = await insertPpidRequest({ information: `${tag} dokumen anggaran`, daysPastDue: 900 });
      await loginAs(page, await createUser(request, { role: 'admin_ppid' }));
      await page.goto('/admin');
      await expect(queue(page, D.queueOf.ppid)).toBeVisible();
      for (const other of ['sirekanan', 'ujilab', 'damage-reports'] as const) await expect(queue(page, D.queueOf[other])).toHaveCount(0);
      const lateBucket = page.getByTestId('queue-ppid-terlambat');
      await expect(lateBucket.getByRole('link', { name: late.trackingCode })).toBeVisible();
      await expect(lateBucket).toContainText(`${tag} dokumen anggaran`);
      await expectNoViolations(page, 'dashboard (PPID)');
      await page.screenshot({ path: `${SHOTS}/dashboard-ppid-${viewport.width}.png`, fullPage: true });

      await lateBucket.getByRole('link', { name: late.trackingCode }).click();
      // Its own page (issue 38, item 3), as every request's.
      await expect(page).toHaveURL(new RegExp(`/admin/ppid/${late.trackingCode}$`));
      await expect(page.getByRole('heading', { level: 1 })).toContainText(late.trackingCode);
      await page.goto('/admin');
      await page
        .getByRole('link', { name: new RegExp(`^${D.buckets.terlambat} [\\d.]+ – ${D.queueOf.ppid.replace(/[()]/g, '\\$&')}:`) })
        .click();
      await expect(page).toHaveURL('/admin/ppid?status=terlambat');
      const table = page.getByRole('table');
      await expect(table.locator('tbody tr').filter({ hasText: late.trackingCode })).toBeVisible();
      await expectNoSidewaysScroll(page, table);
      expect(consoleErrors).toEqual([]);
    });

    test('the super admin: every service’s queue, and each table fits', async ({ page, request, consoleErrors }) => {
      const citizenId = await profileId(await createUser(request));
      const req = await insertSirekanan(citizenId, {
        minutesAgo: YEAR_AGO,
        subject: 'Permohonan rekomendasi teknis pembangunan drainase dan trotoar',
      });
      const lab = await insertUjilabRequest(citizenId, { jenisUji: 'Uji Aspal' });
      const report = await insertDamageReport({
        location: 'Jl. Poros Mamuju–Majene km 12, depan SD Negeri 3 Tampa Padang, Kecamatan Kalukku',
        reporterName: 'Muhammad Rahmatullah Hidayatullah',
        reportType: 'Jembatan',
      });
      await loginAs(page, await createUser(request, { role: 'super_admin' satisfies Role }));
      await page.goto('/admin');
      for (const service of ['sirekanan', 'ujilab', 'damage-reports', 'ppid'] as const)
        await expect(queue(page, D.queueOf[service])).toBeVisible();
      await expectNoViolations(page, 'dashboard (super admin)');
      await page.screenshot({ path: `${SHOTS}/dashboard-super-${viewport.width}.png`, fullPage: true });
      await page.getByTestId('queue-sirekanan-baru').getByRole('link', { name: req.trackingCode }).click();
      await expect(page).toHaveURL(`/admin/sirekanan/${req.trackingCode}`);
      for (const [path, title, code] of [
        ['/admin/sirekanan', T.sirekananTitle, req.trackingCode],
        ['/admin/ujilab', T.ujilabTitle, lab.trackingCode],
        ['/admin/laporan', T.damageTitle, report.trackingCode],
      ] as const) {
        await page.goto(`${path}?q=${code}`);
        const table = page.getByRole('table', { name: title });
        await expect(
          table
            .locator('tbody tr')
            .filter({ hasText: code })
            .getByRole('link', { name: T.openOf(code) }),
        ).toBeVisible();
        await expectNoSidewaysScroll(page, table);
        await page.screenshot({ path: `${SHOTS}/list${path.replace(/\//g, '-')}-${viewport.width}.png`, fullPage: true });
      }
      expect(consoleErrors).toEqual([]);
    });
  });
}
