import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../context.ts';
import { ROAD_OPEN_DATA_TYPES, roadOpenDataBody, roadOpenDataVersion, type RoadOpenDataKind } from './open-data.ts';

// /data/ruas.* (issue 39, item 1): open to everyone and to other sites, like /data/jembatan.* (ADR 032, 068).

const LICENCE_URL = 'https://creativecommons.org/licenses/by/4.0/';

async function serve(c: Context<AppEnv>, kind: RoadOpenDataKind) {
  const { db, pool } = c.get('deps');
  const version = await roadOpenDataVersion(db);
  const etag = `"ruas-${kind}-${version.hash}"`;
  const headers: Record<string, string> = {
    'cache-control': 'public, max-age=300',
    'access-control-allow-origin': '*',
    'access-control-expose-headers': 'ETag, Last-Modified, Content-Disposition, Link',
    link: `<${LICENCE_URL}>; rel="license"`,
    etag,
    ...(version.lastModified ? { 'last-modified': version.lastModified.toUTCString() } : {}),
  };
  const inm = c.req.header('if-none-match');
  if (inm && inm.split(',').some((t) => t.trim().replace(/^W\//, '') === etag || t.trim() === '*')) return c.body(null, 304, headers);
  if (c.req.method === 'HEAD') return c.body(null, 200, { ...headers, ...ROAD_OPEN_DATA_TYPES[kind] });
  return c.body(roadOpenDataBody(kind, pool), 200, { ...headers, ...ROAD_OPEN_DATA_TYPES[kind] });
}

export const roadOpenDataRoutes = new Hono<AppEnv>()
  .get('/ruas.csv', (c) => serve(c, 'csv'))
  .get('/ruas.geojson', (c) => serve(c, 'geojson'));
