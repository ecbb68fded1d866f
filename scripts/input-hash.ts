import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * A hash of every input's path, size and mtime (tests left out): cheap, and it changes whenever a
 * source does. The web and server builds keep it beside their output and rebuild when it differs.
 */
export function inputHash(root: string, inputs: string[]): string {
  const h = createHash('sha256');
  const visit = (p: string) => {
    const st = fs.statSync(p, { throwIfNoEntry: false });
    if (!st) return;
    if (st.isDirectory()) {
      for (const name of fs.readdirSync(p).sort()) visit(path.join(p, name));
    } else if (!/\.test\.tsx?$/.test(p)) {
      h.update(`${path.relative(root, p)}:${st.size}:${st.mtimeMs}\n`);
    }
  };
  for (const i of inputs) visit(path.join(root, i));
  return h.digest('hex');
}
