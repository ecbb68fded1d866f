import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The repository's root: the nearest folder above this module with the portal's package.json. Found
 * rather than counted in `../`, because this code runs both from src/server and bundled into
 * dist/server (scripts/server-build.ts), where a module's own address says little about the source.
 */
function findRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const pkg = path.join(dir, 'package.json');
    if (fs.existsSync(pkg) && JSON.parse(fs.readFileSync(pkg, 'utf8')).name === 'portal-pupr-sulbar') return dir;
    if (path.dirname(dir) === dir) throw new Error(`package.json portal tidak ditemukan di atas ${from}`);
  }
}

export const ROOT = findRoot(path.dirname(fileURLToPath(import.meta.url)));

/** A file or folder of the repository, by its path from the root. */
export const fromRoot = (...parts: string[]): string => path.join(ROOT, ...parts);
