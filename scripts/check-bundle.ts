// Fails when the JavaScript a public page needs on first load grows past the budget (issue 3).
// First load = the entry script and the chunks index.html preloads, plus the page's own lazy
// chunk, each with everything it statically imports. Lazily loaded extras (login dialog, toasts,
// admin screens, the rich-text editor) do not count: a visitor's first paint does not wait for them.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { PUBLIC_PAGES } from '../src/shared/public-pages.ts';

const BUDGET_KB = 120;
/** Never part of a public first load. */
const MUST_BE_LAZY = /^\/assets\/(admin-layout|article-editor-page|login-dialog|toast-view)-/;

const dist = path.resolve(process.env.WEB_DIST_DIR ?? 'dist/web');
const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
/** Vite's build manifest: source module (from src/web) → its chunk. */
const chunks = JSON.parse(fs.readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
  string,
  { file: string; isDynamicEntry?: boolean }
>;

// <script type="module" src> and <link rel="modulepreload" href>, whatever the attribute order.
const entries: string[] = [];
for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/g)) {
  const src = /\bsrc="([^"]+\.js)"/.exec(tag)?.[1];
  const href = /\bhref="([^"]+\.js)"/.exec(tag)?.[1];
  if (tag.startsWith('<script') && /type="module"/.test(tag) && src) entries.push(src);
  else if (/rel="modulepreload"/.test(tag) && href) entries.push(href);
}
if (!entries.length) {
  console.error(`no module script found in ${path.join(dist, 'index.html')}`);
  process.exit(1);
}

const sizes = new Map<string, number>();
const gz = (url: string) => {
  if (!sizes.has(url)) sizes.set(url, gzipSync(fs.readFileSync(path.join(dist, url)), { level: 9 }).length);
  return sizes.get(url)!;
};

/** A chunk and everything it imports statically (`import … from`, bare `import`, `export … from`). */
function closure(start: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...start];
  while (queue.length) {
    const url = queue.shift()!;
    if (seen.has(url)) continue;
    seen.add(url);
    const code = fs.readFileSync(path.join(dist, url), 'utf8');
    for (const m of code.matchAll(/(?:^|[;}\n])\s*(?:import|export)\s*(?:[\w*{}\s,$]+from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g)) {
      queue.push(path.posix.join(path.posix.dirname(url), m[1]!));
    }
  }
  return seen;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const total = (set: Set<string>) => [...set].reduce((sum, url) => sum + gz(url), 0);

const base = closure(entries);
console.log('first load of every page (entry and preloaded chunks):');
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
