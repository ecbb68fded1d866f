// Screenshots of pages at 360 px and 1280 px, to look at before calling a screen done.
// node scripts/screenshots.ts --base http://127.0.0.1:3000 --out .tmp/shots [--email E --password P [--admin]] /path1 /path2 …
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS } from '../playwright.config.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    base: { type: 'string', default: 'http://127.0.0.1:3000' },
    out: { type: 'string', default: '.tmp/shots' },
    email: { type: 'string' },
    password: { type: 'string' },
    admin: { type: 'boolean', default: false },
    full: { type: 'boolean', default: true },
  },
});
fs.mkdirSync(values.out!, { recursive: true });
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
for (const width of [360, 1280]) {
  const context = await browser.newContext({
    viewport: { width, height: width === 360 ? 740 : 800 },
    locale: 'id-ID',
    baseURL: values.base,
  });
  if (values.email && values.password) {
    const res = await context.request.post(values.admin ? '/api/account/admin-login' : '/api/account/login', {
      data: { email: values.email, password: values.password },
    });
    if (!res.ok()) throw new Error(`login failed: ${res.status()} ${await res.text()}`);
  }
  const page = await context.newPage();
  for (const p of positionals.length ? positionals : ['/']) {
    await page.goto(p, { waitUntil: 'networkidle' });
    const file = path.join(values.out!, `${p.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}-${width}.png`);
    await page.screenshot({ path: file, fullPage: values.full });
    console.log(file);
  }
  await context.close();
}
await browser.close();
