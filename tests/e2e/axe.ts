import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/**
 * WCAG 2.1 A and AA plus axe's best practices; every violation is listed by rule and element.
 * Opening animations (a dialog fades in over 180 ms) are let finish first: half-faded text would be
 * judged on its contrast mid-fade. Endless ones (a spinner) are not waited for.
 */
export async function expectNoViolations(page: Page, label: string) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  const summary = violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary, label).toEqual([]);
}
