import { ROAD_LOOKUP } from '../../src/shared/road-lookup-strings.ts';
import { ROAD_STATUS_LABELS } from '../../src/shared/roads.ts';
import { fillText } from '../../src/shared/strings.ts';
import { expectNoViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';

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
