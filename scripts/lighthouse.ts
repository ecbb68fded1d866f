// npm run lighthouse: Lighthouse (mobile preset, Chromium) on every public page (ALL_PAGES) of a
// portal started here on a fresh temporary DATA_DIR with its demo content. Prints the four scores
// and FCP, LCP, TBT and CLS per page and exits 1 when one misses its target (issue 35: performance
// ≥ 98 on a page without a form, ≥ 95 on one with a form; accessibility, best practices and SEO
// 100; TBT ≤ 150 ms, CLS 0; issue 18: FCP ≤ 1.5 s).
// Options: --path /x (repeatable) to audit some pages only; --runs N (default 3): Lighthouse's own
// advice against run-to-run variance is several runs and the median, which is what is judged
// (each run's figures are printed too); LIGHTHOUSE_KEEP=1 keeps the JSON reports (of the last run).
// In a path, `{jembatan}`, `{berita}`, `{album}` and `{laporan}` are the first demo bridge's id,
// news article's slug, album's slug and public report's code.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { loadEnv } from '../src/server/env.ts';
import { loadBuiltServer } from './server-build.ts';
import { ensureWebBuild } from './web-build.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TARGETS = { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100 } as const;
/** The pages with a form a visitor fills in (an island of their own): performance ≥ 95 (issue 35). */
const FORM_PAGES = [
  '/kontak',
  '/lacak',
  '/skm',
  '/ppid/permohonan',
  '/layanan/sirekanan',
  '/layanan/ujilab',
  '/layanan/lapor-kerusakan',
  '/laporan/',
];
const hasForm = (page: string) => FORM_PAGES.some((p) => (p.endsWith('/') ? page.startsWith(p) : page === p));
const targetOf = (page: string, k: keyof typeof TARGETS) => (k === 'performance' && hasForm(page) ? 95 : TARGETS[k]);
/** Upper bounds for the medians of the metrics (ms; CLS unitless). */
const METRIC_TARGETS = { fcp: 1500, tbt: 150, cls: 0 } as const;
/** Every page of src/shared/public-pages.ts (one of each kind), and the tracking page. */
const ALL_PAGES = [
  '/',
  '/profil',
  '/berita',
  '/berita/{berita}',
  '/galeri',
  '/galeri/{album}',
  '/kontak',
  '/kebijakan-privasi',
  '/laporan',
  '/laporan/{laporan}',
  '/statistik',
  '/lacak',
  '/skm',
  '/skm/hasil',
  '/ppid',
  '/ppid/permohonan',
  '/maklumat-pelayanan',
  '/layanan/sirekanan/standar',
  '/layanan/sirekanan',
  '/layanan/ujilab',
  '/layanan/jembatantif',
  '/layanan/jembatantif/{jembatan}',
  '/layanan/lapor-kerusakan',
];
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const { values } = parseArgs({ options: { path: { type: 'string', multiple: true }, runs: { type: 'string', default: '3' } } });
const pages = values.path?.length ? values.path : [...ALL_PAGES];
const RUNS = Math.max(1, Number(values.runs) || 1);

const chrome = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => p && fs.existsSync(p));
if (!chrome) {
  console.error('Chromium tidak ditemukan: pasang dengan `apt-get install -y chromium` atau set CHROME_PATH.');
  process.exit(1);
}

ensureWebBuild();
const ADMIN_EMAIL = 'lighthouse@contoh.id';
const ADMIN_PASSWORD = randomBytes(18).toString('base64url');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-lighthouse-'));
const reportDir = path.join(ROOT, '.tmp', 'lighthouse');
fs.mkdirSync(reportDir, { recursive: true });
const { startPortal } = await loadBuiltServer();
const portal = await startPortal(
  loadEnv({
    ...process.env,
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    SEED_DEMO: '1',
    // A throwaway super admin, so that start-up does not print a generated password.
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    // The tile server is on the internet, which this machine cannot reach: its failed requests would
    // count as console errors. The maps draw their own no-tiles view (as MAP_TILE_URL=off does).
    MAP_TILE_URL: 'off',
  }),
);

// A page of one bridge, article, album or report needs one the fresh database has: the first demo one.
const firstOf = async (api: string, pick: (answer: never) => string | undefined) =>
  pick((await (await fetch(new URL(api, portal.url))).json()) as never) ?? '';
const placeholders: Record<string, () => Promise<string>> = {
  '{jembatan}': () => firstOf('/api/bridges?pageSize=1', (a: { items: Array<{ id: string }> }) => a.items[0]?.id),
  '{berita}': () => firstOf('/api/news?page=1&pageSize=1', (a: { items: Array<{ slug: string }> }) => a.items[0]?.slug),
  '{album}': () => firstOf('/api/gallery', (a: Array<{ slug: string }>) => a[0]?.slug),
  '{laporan}': async () =>
    (await firstOf('/api/laporan', (a: { items: Array<{ trackingCode: string }> }) => a.items[0]?.trackingCode)) || publishReport(),
};

/**
 * The demo content has no citizens' reports: one is sent as a citizen sends it (with a photo) and
 * published by the throwaway admin, as a moderator does, so that a report's public page is audited.
 */
async function publishReport(): Promise<string> {
  const send = (url: string, init: RequestInit) =>
    fetch(new URL(url, portal.url), { ...init, headers: { origin: new URL(portal.url).origin, ...init.headers } });
  const form = new FormData();
  for (const [field, value] of Object.entries({
    reporterName: 'Warga Mamuju',
    location: 'Jl. Poros Mamuju–Majene km 12',
    description: 'Jalan berlubang sepanjang 10 meter di lajur kiri, membahayakan pengendara motor pada malam hari.',
    reportType: 'Jalan',
    kabupaten: 'Mamuju',
    latitude: '-2.6786',
    longitude: '118.8933',
  }))
    form.set(field, value);
  const photo = fs.readFileSync(path.join(ROOT, 'src/web/public/images/berita/jalan.jpg'));
  form.append('photos', new Blob([photo], { type: 'image/jpeg' }), 'jalan.jpg');
  const sent = await send('/api/damage-reports', { method: 'POST', body: form });
  if (sent.status !== 201) throw new Error(`laporan: HTTP ${sent.status} ${await sent.text()}`);
  const { trackingCode } = (await sent.json()) as { trackingCode: string };
  const json = { 'content-type': 'application/json' };
  const login = await send('/api/account/login', {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
  });
  if (login.status !== 200) throw new Error(`login: HTTP ${login.status} ${await login.text()}`);
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const list = (await (await send(`/api/admin/damage-reports?q=${trackingCode}`, { headers: { cookie } })).json()) as {
    items: Array<{ id: string }>;
  };
  const published = await send(`/api/admin/damage-reports/${list.items[0]!.id}/moderation`, {
    method: 'POST',
    headers: { ...json, cookie },
    body: JSON.stringify({ action: 'publish' }),
  });
  if (published.status !== 200) throw new Error(`publikasi: HTTP ${published.status} ${await published.text()}`);
  return trackingCode;
}
for (const [mark, find] of Object.entries(placeholders)) {
  if (!pages.some((p) => p.includes(mark))) continue;
  const value = await find();
  pages.splice(0, pages.length, ...pages.flatMap((p) => (!p.includes(mark) ? [p] : value ? [p.replace(mark, value)] : [])));
  if (!value) console.log(`  ${mark}: tidak ada contoh di data demo; halaman itu dilewati`);
}

type Scores = Record<keyof typeof TARGETS, number>;
type Metrics = { fcp: string; lcp: string; tbt: string; cls: string };
type Numbers = Record<keyof typeof METRIC_TARGETS, number>;
const runs: Array<{ page: string; scores: Scores; metrics: Metrics; numbers: Numbers }> = [];
try {
  for (let run = 1; run <= RUNS; run++)
    for (const page of pages) {
      const out = path.join(reportDir, `${page.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}.json`);
      // Asynchronous on purpose: the portal answering Lighthouse runs in this very process.
      const lighthouse = () =>
        new Promise<number | null>((resolve) => {
          const child = spawn(
            process.execPath,
            [
              path.join(ROOT, 'node_modules/lighthouse/cli/index.js'),
              new URL(page, portal.url).href,
              '--quiet',
              '--output=json',
              `--output-path=${out}`,
              `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
              `--only-categories=${Object.keys(TARGETS).join(',')}`,
            ],
            { cwd: ROOT, env: { ...process.env, CHROME_PATH: chrome }, stdio: ['ignore', 'inherit', 'inherit'] },
          );
          const timer = setTimeout(() => child.kill('SIGTERM'), 240_000);
          child.on('exit', (code) => {
            clearTimeout(timer);
            resolve(code);
          });
        });
      // Lighthouse now and then loses its own trace (NO_NAVSTART); such a run is made again, once.
      let status = await lighthouse();
      if (status !== 0) status = await lighthouse();
      if (status !== 0) throw new Error(`lighthouse gagal untuk ${page} (kode ${status})`);
      const report = JSON.parse(fs.readFileSync(out, 'utf8')) as {
        categories: Record<string, { score: number | null }>;
        audits: Record<
          string,
          { score: number | null; title: string; scoreDisplayMode: string; displayValue?: string; numericValue?: number }
        >;
      };
      const scores = Object.fromEntries(
        Object.keys(TARGETS).map((k) => [k, Math.round((report.categories[k]?.score ?? 0) * 100)]),
      ) as Scores;
      const shown = (id: string) => report.audits[id]?.displayValue ?? '?';
      const metrics = {
        fcp: shown('first-contentful-paint'),
        lcp: shown('largest-contentful-paint'),
        tbt: shown('total-blocking-time'),
        cls: shown('cumulative-layout-shift'),
      };
      const value = (id: string) => report.audits[id]?.numericValue ?? Number.POSITIVE_INFINITY;
      const numbers = { fcp: value('first-contentful-paint'), tbt: value('total-blocking-time'), cls: value('cumulative-layout-shift') };
      runs.push({ page, scores, metrics, numbers });
      console.log(
        `  run ${run}/${RUNS} ${page}: ${Object.values(scores).join(' / ')}  (FCP ${metrics.fcp}, LCP ${metrics.lcp}, TBT ${metrics.tbt}, CLS ${metrics.cls})`,
      );
      const failing = Object.values(report.audits)
        .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
        .map((a) => a.title);
      if (failing.length) console.log(`  ${page}: audit yang belum lolos: ${failing.join('; ')}`);
      if (!process.env.LIGHTHOUSE_KEEP) fs.rmSync(out, { force: true });
    }
} finally {
  await portal.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)]!;
const results = pages.map((page) => {
  const mine = runs.filter((r) => r.page === page);
  const scores = Object.fromEntries(
    (Object.keys(TARGETS) as Array<keyof Scores>).map((k) => [k, median(mine.map((r) => r.scores[k]))]),
  ) as Scores;
  const numbers = Object.fromEntries(
    (Object.keys(METRIC_TARGETS) as Array<keyof Numbers>).map((k) => [k, median(mine.map((r) => r.numbers[k]))]),
  ) as Numbers;
  return { page, scores, numbers };
});

const pad = (s: string | number, n: number) => String(s).padEnd(n);
const pageWidth = Math.max(10, ...results.map((r) => r.page.length + 2));
console.log(
  `\n${RUNS > 1 ? `median dari ${RUNS} kali\n` : ''}${pad('halaman', pageWidth)}${Object.keys(TARGETS)
    .map((k) => pad(k, 16))
    .join('')}${pad('FCP', 12)}${pad('TBT', 10)}CLS`,
);
let missed = false;
for (const { page, scores, numbers } of results) {
  const cells = (Object.keys(TARGETS) as Array<keyof Scores>).map((k) => {
    const ok = scores[k] >= targetOf(page, k);
    missed ||= !ok;
    return pad(`${scores[k]} ${ok ? '✓' : `✗ (≥ ${targetOf(page, k)})`}`, 16);
  });
  const metric = (k: keyof Numbers, text: string) => {
    const ok = numbers[k] <= METRIC_TARGETS[k];
    missed ||= !ok;
    return `${text}${ok ? ' ✓' : ' ✗'}`;
  };
  console.log(
    `${pad(page, pageWidth)}${cells.join('')}${pad(metric('fcp', `${(numbers.fcp / 1000).toFixed(2)} s`), 12)}${pad(metric('tbt', `${Math.round(numbers.tbt)} ms`), 10)}${metric('cls', numbers.cls.toFixed(3))}`,
  );
}
process.exit(missed ? 1 : 0);
