// The built portal on a fresh temporary DATA_DIR, for Playwright (playwright.config.ts starts it).
import fs from 'node:fs';
import path from 'node:path';
import { loadEnv } from '../src/server/env.ts';
import { loadBuiltServer } from './server-build.ts';
import { E2E } from '../tests/e2e/e2e-env.ts';

// The server as `npm start` ships it (dist/server), so the end-to-end tests try the bundle.
const { startPortal } = await loadBuiltServer();

fs.rmSync(E2E.dataDir, { recursive: true, force: true });
fs.mkdirSync(path.dirname(E2E.dataDir), { recursive: true });
const portal = await startPortal(
  loadEnv({
    ...process.env,
    NODE_ENV: 'test',
    DATA_DIR: E2E.dataDir,
    PORT: String(E2E.port),
    HOST: '127.0.0.1',
    ADMIN_EMAIL: E2E.adminEmail,
    ADMIN_PASSWORD: E2E.adminPassword,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    // Every e2e test sends its forms from 127.0.0.1; the limit itself is tested in Vitest.
    PUBLIC_FORM_LIMIT_PER_HOUR: '10000',
    REGISTER_LIMIT_PER_HOUR: '10000',
    // No tile server is reachable in a test: the map must work on its plain background (issue 15).
    MAP_TILE_URL: E2E.mapTileUrl,
  }),
);
console.log(`e2e portal on ${portal.url}`);
const stop = () => void portal.stop().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
