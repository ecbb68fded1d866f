// npm run chaos (issue 34): the fault runs of src/server/test/fault-run.ts, one after another, each
// on a fresh portal as `npm start` runs it (two workers) under a load of registrations: its embedded
// PostgreSQL killed, an external PostgreSQL (the machine's, in a private cluster) killed and started
// again 5 s later, one worker killed while mails are in flight. Prints one table; exits 1 when a run
// lost a write, answered a 500, hung a request, left a mail undelivered or doubled, or was not
// healthy again within 10 s of its database's return. `--only <fault>` runs one.
import { parseArgs } from 'node:util';
import { faultRun, type Fault, type FaultReport } from '../src/server/test/fault-run.ts';
import { ensureServerBuild } from './server-build.ts';

const { values } = parseArgs({ options: { only: { type: 'string' }, verbose: { type: 'boolean' } } });
const FAULTS: Fault[] = ['postmaster-embedded', 'postmaster-external', 'worker-kill'];
const runs = values.only ? FAULTS.filter((f) => f === values.only) : FAULTS;
if (!runs.length) throw new Error(`--only takes one of: ${FAULTS.join(', ')}`);

await ensureServerBuild();
const reports: FaultReport[] = [];
for (const fault of runs) {
  process.stdout.write(`\n— ${fault} …\n`);
  reports.push(await faultRun(fault, { log: values.verbose ? (l) => console.log(l) : undefined }));
}

/** A killed worker costs the requests it held (its connections are reset), and only those. */
const HELD = 7;
const problems = (r: FaultReport): string[] => [
  ...(r.lost ? [`${r.lost} acknowledged writes lost`] : []),
  ...(Object.keys(r.statuses).some((s) => !['200', '201', '503', ...(r.fault === 'worker-kill' ? ['ECONNRESET'] : [])].includes(s))
    ? ['answers other than 200/201/503']
    : []),
  ...((r.statuses.ECONNRESET ?? 0) > HELD ? [`${r.statuses.ECONNRESET} connections reset`] : []),
  ...(r.noRetryAfter ? [`${r.noRetryAfter} 503 without Retry-After`] : []),
  ...(r.slow ? [`${r.slow} requests over 5 s`] : []),
  ...(r.recoverMs < 0 || r.recoverMs > 10_000 ? [`healthy again after ${r.recoverMs} ms (target ≤ 10,000)`] : []),
  ...(r.missing ? [`${r.missing} promised mails missing`] : []),
  // A killed worker may have had two mails (its queue's concurrency) in the SMTP server's hands: those two may come twice.
  ...(r.duplicates > (r.fault === 'worker-kill' ? 2 : 0) ? [`${r.duplicates} mails doubled`] : []),
  ...(r.lastMailMs > 120_000 ? [`last mail ${r.lastMailMs} ms after recovery (target ≤ 120,000)`] : []),
];

const rows = reports.map((r) => ({
  fault: r.fault,
  acked: r.acked,
  lost: r.lost,
  answers: Object.entries(r.statuses)
    .map(([s, n]) => `${s}×${n}`)
    .join(' '),
  'max ms': r.maxLatencyMs,
  'down ms': r.downMs,
  'healthy ms': r.recoverMs,
  mails: `${r.delivered}/${r.promised}`,
  doubled: r.duplicates,
  'last mail ms': r.lastMailMs,
  'worker exits': r.workerExits,
  'outage mails': r.outageMails,
  verdict: problems(r).join('; ') || 'ok',
}));
console.table(rows);
for (const r of reports) if (r.slowest.length) console.log(`${r.fault}: slow answers: ${r.slowest.join(', ')}`);
process.exit(reports.some((r) => problems(r).length) ? 1 : 0);
