// Fails when the JavaScript a public page needs on first load grows past the budget (issue 3).
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 120;
const dist = path.resolve(process.env.WEB_DIST_DIR ?? 'dist/web');
const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const entries = [...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+\.js)"/g)].map((m) => m[1]!);

// Follow static imports from the entry: what the browser must fetch before the first render.
const seen = new Set<string>();
const queue = [...entries];
while (queue.length) {
  const url = queue.shift()!;
  if (seen.has(url)) continue;
  seen.add(url);
  const code = fs.readFileSync(path.join(dist, url), 'utf8');
  for (const m of code.matchAll(/(?:^|[;}\n])\s*import\s*(?:[\w*{}\s,$]+from\s*)?["'](\.\/[^"']+\.js)["']/g)) {
    queue.push(path.posix.join(path.posix.dirname(url), m[1]!));
  }
}
let total = 0;
for (const url of seen) {
  const size = gzipSync(fs.readFileSync(path.join(dist, url)), { level: 9 }).length;
  total += size;
  console.log(`  ${url}: ${(size / 1024).toFixed(1)} KB gzip`);
}
console.log(`first-load JavaScript: ${(total / 1024).toFixed(1)} KB gzip (budget ${BUDGET_KB} KB)`);
if (total > BUDGET_KB * 1024) {
  console.error(`over budget by ${((total - BUDGET_KB * 1024) / 1024).toFixed(1)} KB`);
  process.exit(1);
}
