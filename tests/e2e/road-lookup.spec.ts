import { CONFIRMATION } from '../../src/shared/confirmation-strings.ts';
import { LAYANAN_DAMAGE as D } from '../../src/shared/layanan-damage-strings.ts';
import { MODERATION } from '../../src/shared/moderation-strings.ts';
import { ROAD_LOOKUP } from '../../src/shared/road-lookup-strings.ts';
import { ROAD_STATUS_LABELS } from '../../src/shared/roads.ts';
import { fillText, forwardedStatus } from '../../src/shared/strings.ts';
import { expectToast } from './auth-helpers.ts';
import { expectNoViolations } from './axe.ts';
import { createUser, expect, loginAs, test } from './fixtures.ts';

// Issue 39, item 2: on the report form, the ruas under the pin and who will handle the report, from the
// demo seed's sample road register (a fresh portal routes for real).

const SHOTS = '/tmp/i39-lookup-shots';

test('a pin on the national road names the ruas and BBPJN; a pin far from any road says it goes to this office', async ({ page }) => {
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/layanan/lapor-kerusakan');
    // Pamboang, Majene: on the Trans-Sulawesi coast road (ruas 009 of the demo seed).
    await page.getByLabel(/^Lintang/).fill('-3.45210');
    await page.getByLabel(/^Bujur/).fill('118.92330');
    const road = page.getByRole('status').filter({ hasText: 'Ruas:' });
    await expect(road).toHaveText(
      fillText(ROAD_LOOKUP.matched, {
        name: 'Majene – Malunda (contoh)',
        noRuas: '009',
        status: ROAD_STATUS_LABELS.Nasional,
        owner: 'BBPJN Sulawesi Barat',
      }),
    );
    await expect(road).toContainText('Jalan Nasional');
    await expect(road).toContainText('BBPJN Sulawesi Barat');
    // The live region speaks politely, the whole line at once.
    await expect(road).toHaveAttribute('aria-live', 'polite');
    await road.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/road-national-${width}.png` });
    if (width === 1280) await expectNoViolations(page, 'report form with a ruas');

    // In the mountains between Mamuju Tengah and the Central Sulawesi border: no ruas within 50 m.
    await page.getByLabel(/^Lintang/).fill('-1.90000');
    await page.getByLabel(/^Bujur/).fill('119.90000');
    const none = page.getByRole('status').filter({ hasText: ROAD_LOOKUP.none });
    await expect(none).toBeVisible();
    await none.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/road-none-${width}.png` });
    if (width === 1280) await expectNoViolations(page, 'report form without a ruas');
  }
});

// The whole of item 3 as people meet it: a citizen pins a pothole on the national road, a road engineer
// approves the report, and the citizen's tracking page says the national roads office has it now.
test('a report pinned on the national road is forwarded to BBPJN once approved, and /lacak says so', async ({ page, request }) => {
  const label = (text: string) => new RegExp(`^${text}`);
  await page.goto('/layanan/lapor-kerusakan');
  await page.getByLabel(label(D.reporterName)).fill('Andi Baso');
  await page.getByLabel(label(D.location)).fill('Jl. Trans Sulawesi, Pamboang');
  await page.getByLabel(label(D.reportType)).selectOption('Jalan');
  await page.getByLabel(/^Kabupaten/).selectOption('Majene');
  await page.getByLabel(label(D.descriptionLabel)).fill('Lubang besar di lajur kiri, dalam sekitar 20 cm.');
  await page.getByLabel(/^Lintang/).fill('-3.45210');
  await page.getByLabel(/^Bujur/).fill('118.92330');
  await expect(page.getByRole('status').filter({ hasText: 'Ruas:' })).toContainText('BBPJN Sulawesi Barat');
  await page.getByRole('button', { name: D.submit }).click();
  const panel = page.getByRole('status').filter({ hasText: CONFIRMATION.confirmation.yourCode });
  await expect(panel).toContainText(D.successTitle);
  const code = (await panel.textContent())!.match(/LPR-\d{4}-[A-Z0-9]{6}/)![0];

  await loginAs(page, await createUser(request, { role: 'admin_jalan' }));
  await page.goto(`/admin/laporan/${code}`);
  await page.getByRole('button', { name: MODERATION.publish }).click();
  await expectToast(page, MODERATION.savedTitle);

  await page.goto(`/lacak/${code}`);
  await expect(page.locator('main')).toContainText(forwardedStatus('BBPJN Sulawesi Barat'));
});
