import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { IDEMPOTENCY_KEY_PATTERN } from '../../src/shared/idempotency.ts';
import { ERRORS } from '../../src/shared/strings.ts';
import { LAYANAN_SIREKANAN } from '../../src/shared/layanan-sirekanan-strings.ts';
import { createUser, expect, loginAs, test, withDb } from './fixtures.ts';

const S = LAYANAN_SIREKANAN;

const toast = (page: Page, title: string) => page.locator('li[data-variant]').filter({ hasText: title });
const label = (text: string) => new RegExp(`^${text.replace(/[()*]/g, '\\$&')}`);
const pdf = () => Buffer.from('%PDF-1.4\n1 0 obj << /Title (Surat) >> endobj\n%%EOF\n');

test('a letter whose answer was lost on the way back is stored once when the citizen presses send again', async ({ page }) => {
  const user = await createUser(page.request);
  await loginAs(page, user);
  await page.goto('/layanan/sirekanan');
  const subject = `Surat sinyal hilang ${randomUUID().slice(0, 6)}`;
  const details = 'Jaringan putus tepat setelah tombol kirim ditekan.';
  const storedRows = () =>
    withDb(
      async (db) =>
        (await db.query('SELECT tracking_code FROM sirekanan_requests WHERE subject = $1', [subject])).rows as { tracking_code: string }[],
    );

  // The first POST reaches the server, but its answer never reaches the phone.
  const keys: string[] = [];
  let lostAnswer: { trackingCode: string } | null = null;
  await page.route('**/api/sirekanan', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    keys.push((await route.request().headerValue('idempotency-key')) ?? '');
    if (lostAnswer) return route.continue();
    const response = await route.fetch();
    expect(response.status()).toBe(201);
    lostAnswer = (await response.json()) as { trackingCode: string };
    await route.abort('internetdisconnected');
  });

  await page.getByLabel(label(S.subject)).fill(subject);
  await page.getByLabel(label(S.details)).fill(details);
  await page.getByLabel(label(S.attachment)).setInputFiles({ name: 'surat.pdf', mimeType: 'application/pdf', buffer: pdf() });
  await page.getByRole('button', { name: S.submit }).click();

  await expect(toast(page, S.failedTitle)).toContainText(ERRORS.network);
  await expect(page.getByLabel(label(S.subject))).toHaveValue(subject);
  await expect(page.getByLabel(label(S.details))).toHaveValue(details);
  await expect(page.getByText('surat.pdf')).toBeVisible();
  expect(await storedRows()).toHaveLength(1); // the server did get it

  await page.getByRole('button', { name: S.submit }).click();
  const done = toast(page, S.successTitle);
  await expect(done).toContainText(S.success);
  expect(lostAnswer).not.toBeNull();
  await expect(done).toContainText(lostAnswer!.trackingCode);
  await expect(page.getByLabel(label(S.subject))).toHaveValue('');

  // Both attempts carried the same key; the history and the database hold exactly one request.
  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(IDEMPOTENCY_KEY_PATTERN);
  expect(keys[1]).toBe(keys[0]);
  const history = page.getByRole('list', { name: S.historyTitle });
  await expect(history.getByRole('listitem')).toHaveCount(1);
  await expect(history.getByRole('listitem').filter({ hasText: subject })).toContainText(lostAnswer!.trackingCode);
  expect(await storedRows()).toEqual([{ tracking_code: lostAnswer!.trackingCode }]);

  // The next letter is a new submission with a new key.
  await page.getByLabel(label(S.subject)).fill(`${subject} kedua`);
  await page.getByLabel(label(S.details)).fill(details);
  await page.getByRole('button', { name: S.submit }).click();
  await expect(history.getByRole('listitem')).toHaveCount(2);
  expect(keys).toHaveLength(3);
  expect(keys[2]).toMatch(IDEMPOTENCY_KEY_PATTERN);
  expect(keys[2]).not.toBe(keys[0]);
});
