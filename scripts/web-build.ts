import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT = path.resolve(ROOT, process.env.WEB_DIST_DIR ?? 'dist/web');
const STAMP = path.join(OUT, '.build-hash');
const INPUTS = ['src/web', 'src/shared', 'vite.config.ts', 'package-lock.json'];

/** A hash of every input's path, size and mtime: cheap, and changes whenever a source does. */
function inputHash(): string {
  const h = createHash('sha256');
  const visit = (p: string) => {
    const st = fs.statSync(p, { throwIfNoEntry: false });
    if (!st) return;
    if (st.isDirectory()) {
      for (const name of fs.readdirSync(p).sort()) visit(path.join(p, name));
    } else if (!/\.test\.tsx?$/.test(p)) {
      h.update(`${path.relative(ROOT, p)}:${st.size}:${st.mtimeMs}\n`);
    }
  };
  for (const i of INPUTS) visit(path.join(ROOT, i));
  return h.digest('hex');
}

/** Builds the web app when dist/web is missing or older than its sources. */
export function ensureWebBuild(force = false): void {
  const hash = inputHash();
  if (!force && fs.existsSync(STAMP) && fs.readFileSync(STAMP, 'utf8') === hash) return;
  console.log('Membangun aplikasi web (vite build)…');
  const vite = path.join(ROOT, 'node_modules/vite/bin/vite.js');
  const r = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], { cwd: ROOT, stdio: 'inherit' });
  if (r.status !== 0) throw new Error('vite build gagal');
  // The server's renderer of the public pages (src/web/entry-server.tsx), into <OUT>/.ssr.
  const ssr = spawnSync(process.execPath, [vite, 'build', '--ssr', path.join(ROOT, 'src/web/entry-server.tsx'), '--logLevel', 'warn'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (ssr.status !== 0) throw new Error('vite build --ssr gagal');
  fs.writeFileSync(STAMP, hash);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  ensureWebBuild(process.argv.includes('--force'));
}
