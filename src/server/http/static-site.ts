import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import type { Context } from 'hono';
import { PUBLIC_PAGES } from '../../shared/public-pages.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
};

type Asset = { type: string; body: Buffer; br?: Buffer; gz?: Buffer; etag: string; immutable: boolean };

/**
 * `perRequest`: made for one response (a signed-in page), so compressed quickly rather than smallest.
 * `compressed`: the brotli and gzip forms the build wrote beside the file (scripts/web-build.ts).
 */
export function makeAsset(
  body: Buffer,
  type: string,
  immutable = false,
  perRequest = false,
  compressed?: { br: Buffer; gz: Buffer },
): Asset {
  const etag = `"${createHash('sha1').update(body).digest('base64url').slice(0, 20)}"`;
  const asset: Asset = { type, body, etag, immutable };
  if (body.length > 1024 && (type.startsWith('text/') || type.includes('svg') || type.includes('json'))) {
    asset.br = compressed?.br ?? brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: perRequest ? 4 : 11 } });
    asset.gz = compressed?.gz ?? gzipSync(body, { level: perRequest ? 6 : 9 });
  }
  return asset;
}

/** The build's compressed forms of a file, when both are there. */
function readCompressed(full: string): { br: Buffer; gz: Buffer } | undefined {
  try {
    return { br: fs.readFileSync(`${full}.br`), gz: fs.readFileSync(`${full}.gz`) };
  } catch {
    return undefined;
  }
}

type ManifestChunk = { file: string; name?: string; imports?: string[] };

/**
 * src/web/entry-server.tsx's renderPage: a public page as HTML, from the data it shows, and the
 * islands in it (with when each is taken over: the server preloads the code of those needed at once).
 */
export type PageRenderer = (input: {
  url: string;
  user: unknown;
  queries: Array<[readonly unknown[], unknown]>;
}) => Promise<{ html: string; islands: Array<{ name: string; load: string }> }>;

/** The built web app, read into memory once: a few hundred KB, served without touching disk. */
export class StaticSite {
  readonly files = new Map<string, Asset>();
  readonly indexHtml: string;
  /** The shell of a public page (src/web/public.html): HTML rendered on the server, with React islands. */
  readonly publicHtml: string | null;
  readonly dir: string;
  /** Vite's build manifest: source module → its chunk and the chunks that chunk imports. */
  readonly manifest: Record<string, ManifestChunk>;

  constructor(dir: string) {
    this.dir = dir;
    const walk = (d: string) => {
      for (const entry of fs.readdirSync(d, { withFileTypes: true })) {
        const full = path.join(d, entry.name);
        if (entry.isDirectory()) {
          // .vite (the build manifest) and .ssr (the page renderer) are for the server, not for browsers.
          if (!entry.name.startsWith('.')) walk(full);
        } else if (!/\.(br|gz)$/.test(entry.name)) {
          const rel = `/${path.relative(dir, full).split(path.sep).join('/')}`;
          const ext = path.extname(entry.name);
          const body = fs.readFileSync(full);
          const asset = makeAsset(body, TYPES[ext] ?? 'application/octet-stream', rel.startsWith('/assets/'), false, readCompressed(full));
          this.files.set(rel, asset);
        }
      }
    };
    walk(dir);
    this.indexHtml = fs.readFileSync(path.join(dir, 'index.html'), 'utf8');
    const publicHtml = path.join(dir, 'public.html');
    this.publicHtml = fs.existsSync(publicHtml) ? fs.readFileSync(publicHtml, 'utf8') : null;
    const manifestPath = path.join(dir, '.vite', 'manifest.json');
    this.manifest = fs.existsSync(manifestPath) ? JSON.parse(fs.readFileSync(manifestPath, 'utf8')) : {};
  }

  /** The code of the island named `name` (a file <name>.island.tsx under src/web) and what it imports, beyond public.html's. */
  islandChunks(name: string): string[] {
    // Under its source, or under its name when the app shares its chunk.
    const key = Object.keys(this.manifest).find((k) => k.endsWith(`/${name}.island.tsx`) || this.manifest[k]!.name === `${name}.island`);
    if (!key) return [];
    // The runtime (react-dom and the shell) is shared by the islands and the login dialog: a chunk
    // of its own, under its name when Vite does not key it by its source.
    const runtime = Object.entries(this.manifest).find(([k, v]) => k === 'islands/island-runtime.tsx' || v.name === 'island-runtime')?.[0];
    const shell = this.publicHtml ?? '';
    return [...new Set([...this.chunksFor(key, shell), ...(runtime ? this.chunksFor(runtime, shell) : [])])];
  }

  /**
   * The chunks a lazily loaded page needs, beyond what index.html already loads, so the server can
   * announce them with the HTML instead of the browser finding them one import at a time.
   */
  chunksFor(source: string, shell = this.indexHtml): string[] {
    const out = new Set<string>();
    const visit = (key: string) => {
      const chunk = this.manifest[key];
      if (!chunk) return;
      const url = `/${chunk.file}`;
      if (out.has(url)) return;
      if (!shell.includes(`"${url}"`)) out.add(url);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    visit(source);
    return [...out];
  }

  /** Renders public pages on the server; null until loadRenderer() found one (then pages start as a spinner). */
  renderer: PageRenderer | null = null;

  /** Loads <dir>/.ssr/entry-server.js when the build made it (`vite build --ssr`, scripts/web-build.ts). */
  async loadRenderer(): Promise<boolean> {
    const file = path.join(this.dir, '.ssr', 'entry-server.js');
    if (!fs.existsSync(file)) return false;
    const mod = (await import(pathToFileURL(file).href)) as { renderPage?: PageRenderer };
    this.renderer = mod.renderPage ?? null;
    // One rendering of each page loads every public page's code and warms the JIT, so that the
    // first visitor after a restart does not wait ~100 ms longer than the next. It runs once the
    // portal serves, not before: start-up stays short (issue 18, item 5).
    const renderer = this.renderer;
    if (renderer)
      setTimeout(() => {
        void (async () => {
          for (const { path: url } of PUBLIC_PAGES.filter((page) => !page.path.includes(':')))
            await renderer({ url, user: null, queries: [] }).catch(() => {});
        })();
      }, 0).unref();
    return this.renderer !== null;
  }

  static tryLoad(dir: string): StaticSite | null {
    return fs.existsSync(path.join(dir, 'index.html')) ? new StaticSite(dir) : null;
  }
}

export function sendAsset(c: Context, asset: Asset, status: ContentfulStatusCode = 200): Response {
  const headers: Record<string, string> = {
    'content-type': asset.type,
    'cache-control': asset.immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    etag: asset.etag,
    vary: 'Accept-Encoding',
  };
  if (status === 200 && c.req.header('if-none-match') === asset.etag) return c.body(null, 304, headers);
  const accept = c.req.header('accept-encoding') ?? '';
  let body = asset.body;
  if (asset.br && /\bbr\b/.test(accept)) {
    body = asset.br;
    headers['content-encoding'] = 'br';
  } else if (asset.gz && /\bgzip\b/.test(accept)) {
    body = asset.gz;
    headers['content-encoding'] = 'gzip';
  }
  headers['content-length'] = String(body.length);
  if (c.req.method === 'HEAD') return c.body(null, status, headers);
  return c.body(new Uint8Array(body), status, headers);
}
