// npm run audit:deps: known vulnerabilities in the production dependencies (npm audit, where the
// registry answers it) and the lockfile's provenance (lockfile-lint plus an integrity check).
// Not part of npm test: its answer changes with the registry's advisories, not with our code.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const LOCKFILE = path.resolve(process.argv[2] ?? path.join(ROOT, 'package-lock.json'));
const REGISTRY = 'https://registry.npmjs.org/';
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
let failed = false;

/** npm audit; a registry or mirror without the advisories endpoint is reported, not counted as a failure. */
function audit(): void {
  console.log('\n▶ npm audit --omit=dev');
  const r = spawnSync(npm, ['audit', '--omit=dev', '--json'], { cwd: ROOT, encoding: 'utf8' });
  let report: {
    auditReportVersion?: number;
    metadata?: { vulnerabilities?: Record<string, number> };
    statusCode?: number;
    message?: string;
    error?: { summary?: string };
  };
  try {
    report = JSON.parse(r.stdout) as typeof report;
  } catch {
    report = {};
  }
  if (!report.auditReportVersion) {
    const why = report.statusCode
      ? `HTTP ${report.statusCode}`
      : (report.message ?? report.error?.summary ?? r.stderr.trim().split('\n').at(-1) ?? 'tanpa jawaban');
    console.log(`  Registry tidak melayani npm audit (${why}); pemeriksaan kerentanan dilewati, lockfile tetap diperiksa.`);
    return;
  }
  const counts = report.metadata?.vulnerabilities ?? {};
  const found = Object.entries(counts).filter(([level, n]) => level !== 'total' && n > 0);
  if (!found.length) {
    console.log('  Tidak ada kerentanan yang diketahui.');
    return;
  }
  failed = true;
  console.log(`  Kerentanan: ${found.map(([level, n]) => `${n} ${level}`).join(', ')}. Rinciannya: npm audit --omit=dev`);
}

/** lockfile-lint: every resolved URL is https on the npm registry, under its own package name, hashed with sha512. */
function lockfileLint(): void {
  console.log('\n▶ lockfile-lint');
  const bin = path.join(ROOT, 'node_modules', 'lockfile-lint', 'bin', 'lockfile-lint.js');
  const r = spawnSync(
    process.execPath,
    [
      bin,
      '--path',
      LOCKFILE,
      '--type',
      'npm',
      '--allowed-hosts',
      'npm',
      '--validate-https',
      '--validate-package-names',
      '--validate-integrity',
      '--empty-hostname',
      'false',
      '--format',
      'plain',
    ],
    { cwd: ROOT, stdio: 'inherit' },
  );
  if (r.status !== 0) failed = true;
}

/**
 * lockfile-lint checks a hash only where one is written, and a URL only where one is written (npm
 * leaves `resolved` out when `omit-lockfile-registry-resolved` is set). Every installed package must
 * still carry an sha512 integrity, and any URL it names must be the npm registry's.
 */
function integrity(): void {
  console.log('\n▶ integritas package-lock.json');
  const lock = JSON.parse(fs.readFileSync(LOCKFILE, 'utf8')) as {
    packages?: Record<string, { resolved?: string; integrity?: string; link?: boolean }>;
  };
  const problems: string[] = [];
  let checked = 0;
  let withUrl = 0;
  for (const [key, entry] of Object.entries(lock.packages ?? {})) {
    if (!key || entry.link) continue; // the project itself, and workspace links
    checked++;
    if (!entry.integrity?.startsWith('sha512-')) problems.push(`${key}: tanpa integrity sha512`);
    if (entry.resolved) withUrl++;
    if (entry.resolved && !entry.resolved.startsWith(REGISTRY)) problems.push(`${key}: diambil dari ${entry.resolved}`);
  }
  if (problems.length) {
    failed = true;
    for (const p of problems) console.log(`  ✗ ${p}`);
  } else {
    const where =
      withUrl === checked
        ? `semuanya dari ${REGISTRY}`
        : withUrl === 0
          ? 'lockfile tanpa URL: npm mengambilnya dari registry yang dikonfigurasi'
          : `${withUrl} dengan URL, semuanya dari ${REGISTRY}`;
    console.log(`  ${checked} paket dengan integrity sha512 (${where})`);
  }
}

audit();
lockfileLint();
integrity();
if (failed) {
  console.error('\n✗ Pemeriksaan dependensi gagal.');
  process.exit(1);
}
console.log('\n✓ Pemeriksaan dependensi selesai.');
