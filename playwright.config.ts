import fs from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { E2E } from './tests/e2e/e2e-env.ts';

/** CHROME_PATH, then Debian's Chromium; Playwright's own browser only if neither exists. */
function chromium(): string | undefined {
  for (const p of [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser']) {
    if (p && fs.existsSync(p)) return p;
  }
  console.warn('Chromium tidak ditemukan: pasang dengan `apt-get install -y chromium` atau set CHROME_PATH.');
  return undefined;
}

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: '.tmp/test-results',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: !!process.env.CI,
  // CI runs two workers beside the portal and its PostgreSQL on two cores: the axe runs over many pages
  // took 26-29 s there even on a quiet machine, so a slower minute must not fail them.
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    baseURL: E2E.baseUrl,
    locale: 'id-ID',
    timezoneId: 'Asia/Makassar',
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], launchOptions: { executablePath: chromium(), args: CHROMIUM_ARGS } },
    },
  ],
  webServer: {
    command: 'node scripts/e2e-server.ts',
    url: `${E2E.baseUrl}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
