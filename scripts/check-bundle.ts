// Fails when the JavaScript and CSS a public page needs on first load grow past the budget (issue
// 3; issue 18 made it JS+CSS and 100 KB). First load = the entry script, the chunks and style sheets
// index.html links, plus the page's own lazy chunk, each with everything it statically imports and
// the CSS Vite gives those chunks. Lazily loaded extras (login dialog, toasts, admin screens, the
// rich-text editor, the maps) do not count: a visitor's first paint does not wait for them.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { PUBLIC_PAGES } from '../src/shared/public-pages.ts';

const BUDGET_KB = 100;
/** Never part of a public first load. */
const MUST_BE_LAZY = /^\/assets\/(admin-layout|article-editor-page|login-dialog|toast-view)-/;

const dist = path.resolve(process.env.WEB_DIST_DIR ?? 'dist/web');
const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
/** Vite's build manifest: source module (from src/web) → its chunk. */
const chunks = JSON.parse(fs.readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
  string,
  { file: string; isDynamicEntry?: boolean; css?: string[] }
>;
/** The style sheets Vite emits for a chunk's own imports (e.g. a map's), by the chunk's URL. */
const cssOf = new Map<string, string[]>();
for (const chunk of Object.values(chunks))
  if (chunk.css)
    cssOf.set(
      `/${chunk.file}`,
      chunk.css.map((c) => `/${c}`),
    );

// <script type="module" src> and <link rel="modulepreload" href>, whatever the attribute order.
const entries: string[] = [];
for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/g)) {
  const src = /\bsrc="([^"]+\.js)"/.exec(tag)?.[1];
  const href = /\bhref="([^"]+\.js)"/.exec(tag)?.[1];
  if (tag.startsWith('<script') && /type="module"/.test(tag) && src) entries.push(src);
  else if (/rel="modulepreload"/.test(tag) && href) entries.push(href);
}
/** <link rel="stylesheet" href>: the CSS every page loads before it paints. */
const sheets = [...html.matchAll(/<link\b[^>]*>/g)]
  .map(([tag]) => (/rel="stylesheet"/.test(tag) ? /\bhref="([^"]+\.css)"/.exec(tag)?.[1] : undefined))
  .filter((href): href is string => !!href);
if (!entries.length) {
  console.error(`no module script found in ${path.join(dist, 'index.html')}`);
  process.exit(1);
}

const sizes = new Map<string, number>();
const gz = (url: string) => {
  if (!sizes.has(url)) sizes.set(url, gzipSync(fs.readFileSync(path.join(dist, url)), { level: 9 }).length);
  return sizes.get(url)!;
};

/** Chunks and everything they import statically (`import … from`, bare `import`, `export … from`), with their CSS. */
function closure(start: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...start];
  while (queue.length) {
    const url = queue.shift()!;
    if (seen.has(url)) continue;
    seen.add(url);
    if (url.endsWith('.css')) continue;
    for (const css of cssOf.get(url) ?? []) queue.push(css);
    const code = fs.readFileSync(path.join(dist, url), 'utf8');
    for (const m of code.matchAll(/(?:^|[;}\n])\s*(?:import|export)\s*(?:[\w*{}\s,$]+from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g)) {
      queue.push(path.posix.join(path.posix.dirname(url), m[1]!));
    }
  }
  return seen;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const total = (set: Set<string>) => [...set].reduce((sum, url) => sum + gz(url), 0);

const base = closure([...entries, ...sheets]);
console.log('first load of every page (entry, preloaded chunks, style sheets):');
for (const url of base) console.log(`  ${url}: ${kb(gz(url))} gzip`);
console.log(`  = ${kb(total(base))} gzip`);

let failed = false;
for (const bad of [...base].filter((u) => MUST_BE_LAZY.test(u))) {
  console.error(`${bad} is loaded up front but should be a lazy chunk`);
  failed = true;
}
// Every page of src/shared/public-pages.ts: the first load plus its own lazy chunk.
console.log(`\nper public page (budget ${BUDGET_KB} KB gzip):`);
for (const { path: page, module } of PUBLIC_PAGES) {
  const name = path.posix.basename(module, '.tsx');
  const chunk = chunks[module];
  if (!chunk?.isDynamicEntry) {
    console.error(`  ${name} (${page}): ${module} is not a lazily loaded chunk; is it imported in src/web/app/public-page-modules.ts?`);
    failed = true;
    continue;
  }
  const set = closure([...base, `/${chunk.file}`]);
  const bytes = total(set);
  const extra = [...set].filter((u) => !base.has(u));
  const over = bytes > BUDGET_KB * 1024;
  failed ||= over;
  console.log(
    `  ${name}: ${kb(bytes)}${over ? `  OVER BUDGET by ${kb(bytes - BUDGET_KB * 1024)}` : ''}  (+ ${extra.map((u) => path.posix.basename(u)).join(', ')})`,
  );
}
if (failed) process.exit(1);
