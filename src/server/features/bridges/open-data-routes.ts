import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../context.ts';
import { isNotModified, openDataFile, validatorHeaders, type OpenDataKind } from './open-data.ts';
import { openDataVersion } from './open-data-version.ts';

// /data/* (issue 17, item 5): open to everyone and to other sites, outside /api because the files are
// documents to download and link, not the portal's own API (docs/decisions/032-bridge-open-data.md).

async function serve(c: Context<AppEnv>, kind: OpenDataKind) {
  const { db, pool, env } = c.get('deps');
  const version = await openDataVersion(db);
  const headers = validatorHeaders(kind, version);
  // A client that has this version gets 304 from the aggregates alone: the rows are never read.
  if (isNotModified(c.req.raw.headers, headers.etag!, version.lastModified)) return c.body(null, 304, headers);
  const file = openDataFile(kind, { pool, baseUrl: env.baseUrl, version });
  // Hono answers HEAD through the GET handler and drops the body; not making it keeps the cursor closed.
  if (c.req.method === 'HEAD') return c.body(null, 200, { ...headers, ...file.headers });
  return c.body(file.body(), 200, { ...headers, ...file.headers });
}

export const openDataRoutes = new Hono<AppEnv>()
  .options('/*', (c) =>
    c.body(null, 204, {
      'access-control-allow-origin': '*',
      'access-control-allow-methods': 'GET, HEAD',
      'access-control-allow-headers': 'If-None-Match, If-Modified-Since',
      'access-control-max-age': '86400',
    }),
  )
  .get('/jembatan.csv', (c) => serve(c, 'csv'))
  .get('/jembatan.geojson', (c) => serve(c, 'geojson'))
  .get('/jembatan.json', (c) => serve(c, 'metadata'));
