import path from 'node:path';

const port = Number(process.env.E2E_PORT ?? 4173);
export const E2E = {
  port,
  baseUrl: `http://127.0.0.1:${port}`,
  dataDir: path.resolve(process.env.E2E_DATA_DIR ?? `.tmp/e2e-data-${port}`),
  adminEmail: 'superadmin@e2e.test',
  adminPassword: 'E2e-Super-Admin-Rahasia-1',
  /** No tile server answers here (port 9 is refused): the maps must work on their plain background. */
  mapTileUrl: 'http://127.0.0.1:9/{z}/{x}/{y}.png',
  mapTileOrigin: 'http://127.0.0.1:9/',
};
