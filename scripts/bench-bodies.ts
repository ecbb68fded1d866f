// npm run bench:bodies: the longest the event loop is held by reading one request body, for the
// worst bodies each kind of route accepts or refuses (docs/decisions/007… and issue "Hardening",
// item 1). The readers of src/server/http/body.ts run in a child process behind a Hono app; this
// process sends the bodies through a real socket on 127.0.0.1, and the child samples its event
// loop's delay every millisecond while each body is read. No database is needed: the schemas
// refuse or accept before any query.
import { fork, spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { z } from 'zod';
import { registerSchema } from '../src/shared/auth-schemas.ts';
import { MAX_JSON_BYTES, MAX_JSON_ITEMS, MAX_MULTIPART_PARTS, UPLOAD_FORM_BYTES } from '../src/shared/constants.ts';
import { formFields, jsonBody, multipartBody } from '../src/server/http/body.ts';
import { AppError } from '../src/server/http/errors.ts';

const FORM_BYTES = 64 * 1024;

if (process.argv[2] === 'server') {
  const histogram = monitorEventLoopDelay({ resolution: 1 });
  const app = new Hono()
    .post('/reset', (c) => {
      histogram.reset();
      histogram.enable();
      return c.json({});
    })
    .get('/worst', (c) => {
      histogram.disable();
      return c.json({ ms: histogram.max / 1e6 });
    })
    .post('/json', async (c) => c.json(await jsonBody(c, registerSchema)))
    // Every JSON value the reader lets through, to time the accepted bodies.
    .post('/json-any', async (c) => c.json({ ok: typeof (await jsonBody(c, z.unknown())) }))
    .get('/nothing', (c) => c.json({}))
    // A form-encoded body as Open311's POST reads it (64 KB).
    .post('/form', async (c) => c.json({ fields: Object.keys(await formFields(c, FORM_BYTES, () => new AppError('TOO_LARGE'))).length }))
    .post('/upload', async (c) => {
      const form = await multipartBody(c, UPLOAD_FORM_BYTES.damageReport);
      return c.json({ photo: form.file('photo')?.size ?? 0, text: form.text('description').length });
    })
    .onError((err, c) => c.json({ code: err instanceof AppError ? err.code : 'INTERNAL' }, err instanceof AppError ? err.status : 500));
  const listener = getRequestListener(app.fetch);
  const server = createServer((req, res) => void listener(req, res));
  server.listen(0, '127.0.0.1', () => process.send!((server.address() as AddressInfo).port));
  process.on('disconnect', () => process.exit(0));
} else {
  await main();
}

async function main() {
  // Client and server on different cores where taskset exists, so that sending does not steal the
  // server's CPU and show up as its delay.
  const pinned = spawnSync('taskset', ['-p', '-c', '0', String(process.pid)], { stdio: 'ignore' }).status === 0;
  const child = pinned
    ? spawn('taskset', ['-c', '1', process.execPath, import.meta.filename, 'server'], { stdio: ['inherit', 'inherit', 'inherit', 'ipc'] })
    : fork(import.meta.filename, ['server'], { stdio: 'inherit' });
  const [port] = (await once(child, 'message')) as [number];
  const base = `http://127.0.0.1:${port}`;

  const MB = 1024 * 1024;
  const under = MAX_JSON_BYTES - 64;
  const depth = 16;
  const multipart = (parts: { name: string; value: string | Uint8Array; file?: boolean }[], boundary = 'bench-boundary') => {
    const chunks: Buffer[] = [];
    for (const p of parts) {
      const disposition = p.file ? `form-data; name="${p.name}"; filename="f.jpg"` : `form-data; name="${p.name}"`;
      chunks.push(
        Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${p.file ? 'Content-Type: image/jpeg\r\n' : ''}\r\n`),
      );
      chunks.push(Buffer.from(p.value));
      chunks.push(Buffer.from('\r\n'));
    }
    chunks.push(Buffer.from(`--${boundary}--\r\n`));
    return { body: new Uint8Array(Buffer.concat(chunks)), type: `multipart/form-data; boundary=${boundary}` };
  };

  const cases: { name: string; path: string; type: string; body?: string | Uint8Array<ArrayBuffer>; method?: string }[] = [
    { name: 'nothing (the noise floor of this measurement)', path: '/nothing', type: 'text/plain', method: 'GET' },
    {
      name: '10 MB nested array sent as multipart to a JSON route (the probe)',
      path: '/json',
      type: 'multipart/form-data; boundary=x',
      body: '['.repeat(5 * MB) + ']'.repeat(5 * MB),
    },
    { name: '10 MB nested array as JSON', path: '/json', type: 'application/json', body: '['.repeat(5 * MB) + ']'.repeat(5 * MB) },
    {
      name: `JSON just under ${MAX_JSON_BYTES / 1024} KB, nested ${depth} deep, ${MAX_JSON_ITEMS} values`,
      path: '/json-any',
      type: 'application/json',
      body: (() => {
        const items = Array.from(
          { length: MAX_JSON_ITEMS },
          (_, i) => `"${String(i).padEnd(Math.floor(under / MAX_JSON_ITEMS) - 4, 'x')}"`,
        ).join(',');
        return `${'['.repeat(depth)}${items}${']'.repeat(depth)}`;
      })(),
    },
    {
      name: `JSON string of ${MAX_JSON_BYTES / 1024} KB (a long article)`,
      path: '/json-any',
      type: 'application/json',
      body: JSON.stringify({ content: '<p>Jalan berlubang di Mamuju.</p>'.repeat(Math.floor(under / 34)) }),
    },
    {
      name: `JSON of ${MAX_JSON_BYTES / 1024} KB in escaped characters`,
      path: '/json-any',
      type: 'application/json',
      body: `{"fullName":"${'\\u00e9'.repeat(Math.floor((under - 20) / 6))}"}`,
    },
    {
      name: `JSON of more than ${MAX_JSON_ITEMS} values (refused)`,
      path: '/json-any',
      type: 'application/json',
      body: `[${'0,'.repeat(100_000)}0]`,
    },
    {
      name: `JSON just under ${MAX_JSON_BYTES / 1024} KB, nested ${depth} deep, wide`,
      path: '/json',
      type: 'application/json',
      body: (() => {
        const inner = `${'['.repeat(depth - 1)}${'0,'.repeat(Math.floor((under - 2 * depth) / 2) - 1)}0${']'.repeat(depth - 1)}`;
        return `[${inner}]`;
      })(),
    },
    {
      name: `JSON just under ${MAX_JSON_BYTES / 1024} KB, nested ${depth + 1} deep (refused)`,
      path: '/json',
      type: 'application/json',
      body: `${'['.repeat(depth + 1)}${'0,'.repeat(1000)}0${']'.repeat(depth + 1)}`,
    },
    {
      name: 'JSON object of ~20,000 keys',
      path: '/json',
      type: 'application/json',
      body:
        `{${Array.from({ length: 20_000 }, (_, i) => `"k${i}":1`)
          .join(',')
          .slice(0, under)}}`.replace(/,?"k\d*"?:?\d*$/, '') + '}',
    },
    {
      name: 'JSON registration with a 250 KB name',
      path: '/json',
      type: 'application/json',
      body: JSON.stringify({ fullName: 'a'.repeat(250 * 1024), email: 'a@contoh.id', password: 'x', confirmPassword: 'x' }),
    },
    {
      name: `multipart with ${MAX_MULTIPART_PARTS} parts and a 10 MB photo`,
      path: '/upload',
      ...multipart([
        ...Array.from({ length: MAX_MULTIPART_PARTS - 2 }, (_, i) => ({ name: `f${i}`, value: 'x'.repeat(1000) })),
        { name: 'photo', value: new Uint8Array(10 * MB - 64 * 1024).fill(0xff), file: true },
      ]),
    },
    {
      name: 'multipart of 10 MB in 150,000 tiny parts (refused)',
      path: '/upload',
      ...multipart(Array.from({ length: 150_000 }, (_, i) => ({ name: `f${i % 10}`, value: 'x' }))),
    },
    {
      name: 'multipart with one 10 MB text field (refused)',
      path: '/upload',
      ...multipart([{ name: 'description', value: 'x'.repeat(10 * MB - 64 * 1024) }]),
    },
    {
      name: `form-encoded just under ${FORM_BYTES / 1024} KB in ~16,000 fields`,
      path: '/form',
      type: 'application/x-www-form-urlencoded',
      body: Array.from({ length: 16_000 }, (_, i) => `f${i % 100}=x`)
        .join('&')
        .slice(0, FORM_BYTES - 16),
    },
    { name: 'form-encoded of 50 MB (refused)', path: '/form', type: 'application/x-www-form-urlencoded', body: 'a='.repeat(25 * MB) },
  ];

  const rows: string[] = [];
  let worstAccepted = 0;
  for (const c of cases) {
    const blocks: number[] = [];
    let status = 0;
    let ms = 0;
    for (let run = 0; run < 8; run++) {
      await fetch(`${base}/reset`, { method: 'POST' });
      const started = performance.now();
      const res = await fetch(`${base}${c.path}`, {
        method: c.method ?? 'POST',
        headers: { 'content-type': c.type },
        body: c.body as BodyInit | undefined,
      });
      await res.arrayBuffer();
      ms = performance.now() - started;
      const blocked = ((await (await fetch(`${base}/worst`)).json()) as { ms: number }).ms;
      status = res.status;
      if (run > 0) blocks.push(blocked); // the first run warms the JIT
    }
    // The median of seven runs: one run's maximum also catches the OS scheduling someone else.
    const worst = blocks.sort((a, b) => a - b)[Math.floor(blocks.length / 2)]!;
    if (status < 400) worstAccepted = Math.max(worstAccepted, worst);
    rows.push(`| ${c.name} | ${status} | ${ms.toFixed(1)} ms | ${worst.toFixed(1)} ms |`);
  }
  console.log(`client and server pinned to separate cores: ${pinned ? 'yes' : 'no'}\n`);
  console.log('| body | answer | time to answer | longest event-loop block (median of 7) |');
  console.log('|---|---|---|---|');
  for (const r of rows) console.log(r);
  console.log(`\nworst block on an accepted body: ${worstAccepted.toFixed(1)} ms`);
  child.disconnect();
}
