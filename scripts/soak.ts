// The soak of `npm run bench -- --soak <seconds>` (issue 18, item 6): a mix of what visitors do, at a
// fixed number of connections for the given time, against a portal the bench started as `npm start`
// does (a primary and its workers). Reads of the public pages and APIs, searches with words the
// caches have not seen, and damage reports sent with a photo. Prints p50/p99 per route, the errors,
// and each worker's RSS every tenth of the run. Loopback only.
import fs from 'node:fs';
import http from 'node:http';
import sharp from 'sharp';

type Request = { path: string; method?: 'POST'; headers?: Record<string, string>; body?: Buffer };
type Route = { name: string; weight: number; write?: boolean; request: (i: number) => Request };

// Words a citizen might search for: place names of the bench's bridges, most of them common, some
// rare, with a number that makes most searches new to the caches.
const WORDS = ['karama', 'kalukku', 'tommo', 'mamasa', 'salutambun', 'budong', 'mandar', 'sendana', 'nosu', 'rangas'];
const KABUPATEN = ['Mamuju', 'Mamuju Tengah', 'Pasangkayu', 'Polewali Mandar', 'Majene', 'Mamasa'];

/** A photo as a phone sends one: a 1280×960 JPEG of noise (about 0.5 MB), made once. */
async function makePhoto(): Promise<Buffer> {
  const width = 1280;
  const height = 960;
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 2654435761) >>> 24;
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

const BOUNDARY = 'soak-7d1c2f0e9b';

/** A damage report's form as a browser sends it: the text fields, then the photo. */
function multipart(fields: Record<string, string>, photo: Buffer): Buffer {
  const text = Object.entries(fields)
    .map(([name, value]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
    .join('');
  return Buffer.concat([
    Buffer.from(
      `${text}--${BOUNDARY}\r\nContent-Disposition: form-data; name="photos"; filename="jalan.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
    photo,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

function routes(photo: Buffer): Route[] {
  return [
    { name: 'GET /', weight: 10, request: () => ({ path: '/' }) },
    { name: 'GET /layanan/jembatantif', weight: 10, request: () => ({ path: '/layanan/jembatantif' }) },
    {
      name: 'GET /api/bridges?q=…',
      weight: 20,
      request: (i) => ({ path: `/api/bridges?q=${WORDS[i % WORDS.length]}${i % 3 === 0 ? '' : ` ${i % 97}`}&page=1&pageSize=20` }),
    },
    { name: 'GET /laporan', weight: 10, request: () => ({ path: '/laporan' }) },
    { name: 'GET /api/laporan?halaman=…', weight: 15, request: (i) => ({ path: `/api/laporan?halaman=${1 + (i % 20)}` }) },
    { name: 'GET /statistik', weight: 5, request: () => ({ path: '/statistik' }) },
    { name: 'GET /api/statistik', weight: 5, request: () => ({ path: '/api/statistik' }) },
    { name: 'GET /api/bridges/angka', weight: 5, request: () => ({ path: '/api/bridges/angka' }) },
    {
      name: 'POST /api/damage-reports (foto)',
      weight: 3,
      write: true,
      request: (i) => {
        const body = multipart(
          {
            reporterName: `Warga Uji ${i}`,
            location: `Jl. Poros Mamuju–Kalukku km ${i % 60}`,
            description: 'Jalan berlubang sedalam 20 cm di lajur kiri, membahayakan pengendara motor pada malam hari.',
            reportType: 'Jalan',
            kabupaten: KABUPATEN[i % KABUPATEN.length]!,
          },
          photo,
        );
        // Each report from its own address, as many citizens behind the office's proxy (TRUST_PROXY):
        // the per-address limits on reports would otherwise refuse a soak from one machine.
        const ip = `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
        return {
          path: '/api/damage-reports',
          method: 'POST',
          body,
          headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, 'x-forwarded-for': ip },
        };
      },
    },
  ];
}

/** Resident set size of a process in bytes (Linux /proc), or null once it is gone. */
export function rss(pid: number): number | null {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) * 1024 : null;
  } catch {
    return null;
  }
}

/** The child processes of `pid` (the workers of a primary). */
export function childrenOf(pid: number): number[] {
  try {
    return fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

const pct = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]! : NaN;
const mb = (bytes: number | null) => (bytes == null ? '—' : `${(bytes / 1024 / 1024).toFixed(0)}`);

export type SoakResult = { errors: number; readP99: number; rssSeries: number[][]; workers: number[] };

/** One request as a browser would send it (compressed answers accepted); resolves with the status once the body is read. */
function send(agent: http.Agent, baseUrl: string, req: Request): Promise<number> {
  return new Promise((resolve, reject) => {
    const r = http.request(
      baseUrl + req.path,
      {
        agent,
        method: req.method ?? 'GET',
        headers: { 'accept-encoding': 'br, gzip', ...req.headers, ...(req.body ? { 'content-length': String(req.body.length) } : {}) },
      },
      (res) => {
        res.on('data', () => {});
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      },
    );
    r.on('error', reject);
    r.end(req.body);
  });
}

export async function soak(opts: {
  baseUrl: string;
  seconds: number;
  connections: number;
  workers: () => number[];
  say: (line: string) => void;
}): Promise<SoakResult> {
  const { baseUrl, seconds, connections, say } = opts;
  const photo = await makePhoto();
  const all = routes(photo);
  const totalWeight = all.reduce((s, r) => s + r.weight, 0);
  const pick = (n: number) => {
    let x = n % totalWeight;
    for (const r of all) {
      if (x < r.weight) return r;
      x -= r.weight;
    }
    return all[0]!;
  };
  const times = new Map<string, number[]>(all.map((r) => [r.name, []]));
  // The reads of each tenth of the run: a latency that drifts through the run shows.
  const readsByTenth: number[][] = Array.from({ length: 10 }, () => []);
  const errors = new Map<string, number>(all.map((r) => [r.name, 0]));
  const firstErrors: string[] = [];
  const workers = opts.workers();
  const sample = () => workers.map((pid) => rss(pid) ?? 0);
  const rssSeries: number[][] = [sample()];
  say(`  RSS pekerja sebelum beban (MB): ${rssSeries[0]!.map((b) => mb(b)).join(' / ')}`);

  const start = performance.now();
  const end = start + seconds * 1000;
  const every = (seconds * 1000) / 10;
  const sampler = setInterval(() => rssSeries.push(sample()), every);
  let counter = 0;
  // Spread the mix evenly: a multiplicative hash of a running number, not Math.random, so two runs match.
  const next = () => (counter++ * 2654435761) >>> 0;
  // node:http with kept-alive connections, one per simulated visitor, and the bodies drained but not
  // decompressed: the load generator shares the two cores with what it measures, and fetch() cost it
  // most of a core (a soak with it measured its own delays as much as the portal's).
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const loop = async () => {
    while (performance.now() < end) {
      const n = next();
      const route = pick(n);
      const req = route.request(n);
      const t0 = performance.now();
      try {
        const status = await send(agent, baseUrl, req);
        if (status >= 400) {
          errors.set(route.name, errors.get(route.name)! + 1);
          if (firstErrors.length < 5) firstErrors.push(`${route.name}: HTTP ${status}`);
        }
      } catch (err) {
        errors.set(route.name, errors.get(route.name)! + 1);
        if (firstErrors.length < 5) firstErrors.push(`${route.name}: ${(err as Error).message}`);
      }
      const ms = performance.now() - t0;
      times.get(route.name)!.push(ms);
      if (!route.write) readsByTenth[Math.min(9, Math.floor((t0 - start) / every))]!.push(ms);
    }
  };
  await Promise.all(Array.from({ length: connections }, loop));
  agent.destroy();
  clearInterval(sampler);
  rssSeries.push(sample());

  say('');
  say(`${'route'.padEnd(34)}${'requests'.padStart(9)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'errors'.padStart(8)}`);
  let errorCount = 0;
  const reads: number[] = [];
  for (const r of all) {
    const sorted = times.get(r.name)!.sort((a, b) => a - b);
    if (!r.write) reads.push(...sorted);
    errorCount += errors.get(r.name)!;
    say(
      `${r.name.padEnd(34)}${String(sorted.length).padStart(9)}${pct(sorted, 50).toFixed(1).padStart(9)}${pct(sorted, 99).toFixed(1).padStart(9)}${String(errors.get(r.name)).padStart(8)}`,
    );
  }
  reads.sort((a, b) => a - b);
  const readP99 = pct(reads, 99);
  say(
    `${'semua bacaan'.padEnd(34)}${String(reads.length).padStart(9)}${pct(reads, 50).toFixed(1).padStart(9)}${readP99.toFixed(1).padStart(9)}`,
  );
  const tenths = readsByTenth.map((t) =>
    pct(
      t.sort((a, b) => a - b),
      99,
    ).toFixed(0),
  );
  say(`  p99 bacaan tiap ${(every / 1000).toFixed(0)} s (ms): ${tenths.join(' ')}`);
  for (const e of firstErrors) say(`  galat: ${e}`);
  say('');
  say(`RSS per pekerja (MB), tiap ${(every / 1000).toFixed(0)} s:`);
  for (const [i, pid] of workers.entries()) say(`  pekerja ${pid}: ${rssSeries.map((s) => mb(s[i] ?? null)).join(' ')}`);
  return { errors: errorCount, readP99, rssSeries, workers };
}
