import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { LAPOR } from '../../src/shared/lapor-strings.ts';
import { SYSTEM } from '../../src/shared/system-strings.ts';
import { insertDamageReport } from './admin-fixtures.ts';
import { expectNoViolations } from './axe.ts';
import { E2E } from './e2e-env.ts';
import { createUser, expect, loginAs, test, withDb } from './fixtures.ts';

// SP4N-LAPOR! (issue 39, item 4): a public report's "No. Tiket LAPOR!" where the reporter and staff look, and a
// token LAPOR! refuses on the super admin's system page. The ticket is written with SQL as the job would.

const SCREENS = '.tmp/screens';

/** The page at 360 and 1280 px wide, no wider than the screen (STYLE.md 12). */
async function shoot(page: Page, name: string) {
  fs.mkdirSync(SCREENS, { recursive: true });
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(width);
    await page.screenshot({ path: `${SCREENS}/lapor-${name}-${width}.png`, fullPage: true, animations: 'disabled' });
  }
}

async function publicReportWithTicket(state: 'sent' | 'unauthorised' = 'sent') {
  const report = await insertDamageReport({ location: 'Jl. Poros Majene km 7' });
  const ticket = state === 'sent' ? `LAP${Date.now().toString().slice(-7)}` : null;
  await withDb(async (db) => {
    await db.query(`UPDATE damage_reports SET visibility = 'publik', published_at = now() WHERE request_id = $1`, [report.id]);
    await db.query(`INSERT INTO lapor_tickets (request_id, state, ticket, sent_at, last_error) VALUES ($1, $2, $3, now(), $4)`, [
      report.id,
      state,
      ticket,
      state === 'unauthorised' ? 'HTTP 401: {"error":"unauthorized"}' : null,
    ]);
  });
  return { ...report, ticket };
}

test('the LAPOR! ticket shows on /lacak and /laporan for anyone, and on the admin report page', async ({ page, request }) => {
  const { trackingCode, ticket } = await publicReportWithTicket();
  await page.goto(`/lacak/${trackingCode}`);
  const tracking = page.locator('main dl').first();
  await expect(tracking.getByText(LAPOR.ticketLabel, { exact: true })).toBeVisible();
  await expect(tracking.getByText(ticket!, { exact: true })).toBeVisible();
  await expectNoViolations(page, 'lacak with a LAPOR! ticket');
  await shoot(page, 'lacak');

  await page.goto(`/laporan/${trackingCode}`);
  await expect(page.locator('main')).toContainText(`${LAPOR.ticketLabel}: ${ticket}`);
  await expectNoViolations(page, 'laporan with a LAPOR! ticket');
  await shoot(page, 'laporan');

  const staff = await createUser(request, { role: 'admin_jembatantif' });
  await loginAs(page, staff);
  await page.goto(`/admin/laporan/${trackingCode}`);
  await expect(page.getByText(ticket!, { exact: true })).toBeVisible();
  await expect(page.getByText(LAPOR.ticketLabel, { exact: true })).toBeVisible();
  await expectNoViolations(page, 'admin report page with a LAPOR! ticket');
  await shoot(page, 'admin-laporan');
});

test('a report without a ticket shows no LAPOR! line', async ({ page }) => {
  const report = await insertDamageReport();
  await page.goto(`/lacak/${report.trackingCode}`);
  await expect(page.locator('main dl').first()).toBeVisible();
  await expect(page.getByText(LAPOR.ticketLabel)).toHaveCount(0);
});

test('a token LAPOR! refused is on /admin/sistem for the super admin', async ({ page }) => {
  await publicReportWithTicket('unauthorised');
  await loginAs(page, { email: E2E.adminEmail, password: E2E.adminPassword, fullName: '', role: 'super_admin' });
  await page.goto('/admin/sistem');
  await expect(page.getByText(SYSTEM.warnings['lapor-unauthorised'])).toBeVisible();
  const card = page.getByRole('region', { name: SYSTEM.laporHeading });
  await expect(card).toContainText(SYSTEM.laporUnauthorised);
  await expect(card).toContainText('HTTP 401');
  await expectNoViolations(page, '/admin/sistem with LAPOR! held back');
  await shoot(page, 'admin-sistem');
  await withDb((db) => db.query(`DELETE FROM lapor_tickets WHERE state = 'unauthorised'`));
});
