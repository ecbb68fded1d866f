import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import { inputHash } from './input-hash.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT = path.resolve(ROOT, process.env.WEB_DIST_DIR ?? 'dist/web');
const STAMP = path.join(OUT, '.build-hash');
const INPUTS = ['src/web', 'src/shared', 'vite.config.ts', 'package-lock.json'];

const hashInputs = () => inputHash(ROOT, INPUTS);

/** Builds the web app when dist/web is missing or older than its sources. */
export function ensureWebBuild(force = false): void {
  const hash = hashInputs();
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
  precompress(OUT);
  fs.writeFileSync(STAMP, hash);
}

/** Text types the server sends compressed (src/server/http/static-site.ts reads these beside each file). */
const COMPRESSIBLE = /\.(js|css|html|svg|json|webmanifest|txt|xml)$/;

/**
 * Writes each compressible file's brotli (quality 11) and gzip (level 9) forms beside it, once per
 * build: the server reads them at start instead of spending seconds compressing in every worker.
 */
function precompress(dir: string): void {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!entry.name.startsWith('.')) precompress(full);
      continue;
    }
    if (!COMPRESSIBLE.test(entry.name)) continue;
    const body = fs.readFileSync(full);
    if (body.length <= 1024) continue;
    fs.writeFileSync(`${full}.br`, brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }));
    fs.writeFileSync(`${full}.gz`, gzipSync(body, { level: 9 }));
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  ensureWebBuild(process.argv.includes('--force'));
}
