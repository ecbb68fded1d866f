// npm test: everything CI checks, in order, stopping at the first failure.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (pkg: string, file: string) => path.join(ROOT, 'node_modules', pkg, file);

type Step = { name: string; args: string[]; env?: Record<string, string> };
const steps: Step[] = [
  // One formatter, so a diff shows what changed and not how someone's editor wraps lines (`npm run format` fixes it).
  { name: 'format', args: [bin('prettier', 'bin/prettier.cjs'), '--check', '.', '--log-level=warn'] },
  { name: 'lint', args: [bin('eslint', 'bin/eslint.js'), '.', '--max-warnings=0'] },
  { name: 'typecheck', args: [bin('typescript', 'bin/tsc'), '--build'] },
  { name: 'knip', args: [bin('knip', 'bin/knip.js')] },
  { name: 'unit + API (embedded PostgreSQL)', args: [bin('vitest', 'vitest.mjs'), 'run'] },
];
if (process.env.TEST_DATABASE_URL) {
  steps.push({
    name: 'API (PostgreSQL in TEST_DATABASE_URL)',
    // The lifecycle, workers, recovery and embedded-server tests start servers of their own, not this one; they already ran above.
    args: [
      bin('vitest', 'vitest.mjs'),
      'run',
      'src/server',
      '--exclude',
      'src/server/db/embedded-lifecycle.test.ts',
      '--exclude',
      'src/server/cluster.test.ts',
      '--exclude',
      'src/server/recovery.test.ts',
      '--exclude',
      'src/server/db/embedded-claim.test.ts',
      '--exclude',
      'src/server/db/embedded-supervise.test.ts',
    ],
    env: { PORTAL_TEST_DB: 'external' },
  });
} else {
  console.log('(TEST_DATABASE_URL tidak diset: uji terhadap server PostgreSQL eksternal dilewati)');
}
steps.push(
  { name: 'build', args: ['scripts/web-build.ts', '--force'] },
  { name: 'build server', args: ['scripts/server-build.ts', '--force'] },
  { name: 'bundle budget', args: ['scripts/check-bundle.ts'] },
  { name: 'end-to-end (Chromium)', args: [bin('@playwright/test', 'cli.js'), 'test'] },
);

const only = process.argv.slice(2);
let passed = 0;
for (const step of steps) {
  if (only.length && !only.some((o) => step.name.startsWith(o))) continue;
  const started = Date.now();
  console.log(`\n▶ ${step.name}`);
  const r = spawnSync(process.execPath, step.args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...step.env } });
  const secs = ((Date.now() - started) / 1000).toFixed(1);
  if (r.status !== 0) {
    console.error(`\n✗ ${step.name} gagal (${secs} s)`);
    console.log(`${passed} passed, 1 failed`);
    process.exit(1);
  }
  passed++;
  console.log(`✓ ${step.name} (${secs} s)`);
}
console.log(`\n${passed} passed, 0 failed`);
