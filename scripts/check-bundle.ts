// Fails when what a public page loads before the visitor does anything grows past its budget
// (issue 35, item 7; ADR 053). A public page is HTML rendered on the server with React islands:
// it loads public.html's script, preloads and style sheet, plus the code of each island that is taken
// over by itself (`load`, `idle`, `visible`; not `interaction`, which waits for the visitor), with
// everything that code imports and the CSS Vite gives it. Budgets, JS+CSS gzip -9: 100 KB for a page
// with an island (a form, a map), 30 KB for a page without one. The islands of a page are
// found in its source: the `*.island.tsx` files its module reaches through its imports, with the
// `load` its `<Island of={…} load="…">` gives each.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { PUBLIC_PAGES } from '../src/shared/public-pages.ts';

const BUDGET_KB = 100;
const NO_ISLAND_BUDGET_KB = 30;
/** Never part of a public first load. */
const MUST_BE_LAZY = /^\/assets\/(admin-layout|article-editor-page|login-dialog|login-root|toast-view|account-menu)-/;

const ROOT = path.resolve(import.meta.dirname, '..');
const WEB = path.join(ROOT, 'src/web');
const dist = path.resolve(process.env.WEB_DIST_DIR ?? 'dist/web');
type Chunk = { file: string; name?: string; css?: string[]; imports?: string[] };
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<string, Chunk>;

const sizes = new Map<string, number>();
const gz = (url: string) => {
  if (!sizes.has(url)) sizes.set(url, gzipSync(fs.readFileSync(path.join(dist, url)), { level: 9 }).length);
  return sizes.get(url)!;
};
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const total = (set: Set<string>) => [...set].reduce((sum, url) => sum + gz(url), 0);

/** A manifest entry and everything it imports statically, with the CSS of each. */
function closure(keys: string[], into = new Set<string>()): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in Vite's manifest`);
    into.add(`/${chunk.file}`);
    for (const css of chunk.css ?? []) into.add(`/${css}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return into;
}

/** What an HTML shell loads by itself: its module script (with its imports), preloads and style sheets. */
function shellLoad(file: string): Set<string> {
  const html = fs.readFileSync(path.join(dist, file), 'utf8');
  const out = closure([file]);
  for (const [, href] of html.matchAll(/<link\b[^>]*\bhref="([^"]+\.(?:css|js))"[^>]*>/g)) out.add(href!);
  return out;
}

// The islands reachable from a source file, through its relative imports, with their `load`.
type Load = 'load' | 'idle' | 'visible' | 'interaction';
const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s*['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;
function islandsOf(entry: string, follow = true): Map<string, Load> {
  const found = new Map<string, Load>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || !fs.existsSync(file)) return;
    seen.add(file);
    const source = fs.readFileSync(file, 'utf8');
    // <Island of={Name} … load="visible"> and the file Name was imported from.
    const importedFrom = new Map<string, string>();
    for (const [, name, spec] of source.matchAll(/import\s+(\w+)\s+from\s*['"](\.{1,2}\/[^'"]+\.island\.tsx)['"]/g))
      importedFrom.set(name!, path.resolve(path.dirname(file), spec!));
    for (const [tag] of source.matchAll(/<Island\b[\s\S]*?\/>/g)) {
      const name = /\bof=\{(\w+)\}/.exec(tag)?.[1];
      const target = name && importedFrom.get(name);
      if (!target) continue;
      const load = (/\bload="(\w+)"/.exec(tag)?.[1] ?? 'load') as Load;
      const key = path.relative(WEB, target);
      // The strongest wins: an island used twice, once at once, loads at once.
      const order: Load[] = ['interaction', 'visible', 'idle', 'load'];
      if (!found.has(key) || order.indexOf(load) > order.indexOf(found.get(key)!)) found.set(key, load);
    }
    if (!follow) return;
    for (const m of source.matchAll(IMPORT)) {
      const spec = m[1] ?? m[2]!;
      if (spec.endsWith('.island.tsx')) continue;
      visit(path.resolve(path.dirname(file), spec));
    }
  };
  visit(entry);
  return found;
}

/** An island's entry in the manifest: under its source, or under its name when the app shares its chunk. */
function manifestKey(source: string): string {
  if (manifest[source]) return source;
  const name = path.basename(source, '.tsx');
  const key = Object.keys(manifest).find((k) => manifest[k]!.name === name);
  if (!key) throw new Error(`${source} is not in Vite's manifest`);
  return key;
}

const runtimeKey = Object.entries(manifest).find(([k, v]) => k === 'islands/island-runtime.tsx' || v.name === 'island-runtime')?.[0];
if (!runtimeKey) {
  console.error('the islands runtime (src/web/islands/island-runtime.tsx) is not in the build');
  process.exit(1);
}

let failed = false;
const base = shellLoad('public.html');
console.log('every public page (public.html: its script, preloads and style sheet):');
for (const url of base) console.log(`  ${url}: ${kb(gz(url))} gzip`);
console.log(`  = ${kb(total(base))} gzip`);
for (const bad of [...base].filter((u) => MUST_BE_LAZY.test(u))) {
  console.error(`${bad} is loaded up front but should be a lazy chunk`);
  failed = true;
}
// The header's islands (the account menu) wait for the visitor; the page's own are below.
for (const [island, load] of islandsOf(path.join(WEB, 'app/public-document.tsx'), false))
  if (load !== 'interaction') {
    console.error(`${island}: the header's islands must wait for the visitor (load="interaction"), not load="${load}"`);
    failed = true;
  }

console.log(
  `\nper public page, before the visitor does anything (budget ${BUDGET_KB} KB gzip; ${NO_ISLAND_BUDGET_KB} KB without an island):`,
);
const seenModules = new Set<string>();
for (const { path: page, module } of PUBLIC_PAGES) {
  if (seenModules.has(module)) continue;
  seenModules.add(module);
  const all = [...islandsOf(path.join(WEB, module))];
  const islands = all.filter(([, load]) => load !== 'interaction');
  const set = new Set(base);
  if (islands.length) closure([runtimeKey, ...islands.map(([key]) => manifestKey(key))], set);
  const bytes = total(set);
  // A page with a form (an island, even one taken over when the visitor reaches for it) has the larger budget.
  const budget = all.length ? BUDGET_KB : NO_ISLAND_BUDGET_KB;
  const over = bytes > budget * 1024;
  failed ||= over;
  const named = all.map(([key, load]) => `${path.basename(key, '.island.tsx')} (${load})`).join(', ') || 'no island';
  // And once the visitor has reached for every island (shown, not budgeted).
  const after =
    all.length > islands.length
      ? `; ${kb(total(closure([runtimeKey, ...all.map(([key]) => manifestKey(key))], new Set(set))))} once used`
      : '';
  console.log(`  ${page}: ${kb(bytes)} of ${budget} KB${over ? `  OVER BUDGET by ${kb(bytes - budget * 1024)}` : ''}  [${named}]${after}`);
}

// The signed-in app is not under the public budget; its first load is shown so that it stays reasonable.
const app = shellLoad('index.html');
const admin = closure(['app/layouts/admin-layout.tsx', 'features/admin-dashboard/components/admin-dashboard-page.tsx'], new Set(app));
const dashboard = closure(['features/dashboard/components/dashboard-page.tsx'], new Set(app));
console.log(`\nthe signed-in app: /admin ${kb(total(admin))}, /dashboard ${kb(total(dashboard))} (not budgeted)`);
if (failed) process.exit(1);
