// With the archives in S3 (BACKUP_URL), the archived WAL goes there too, beside them (`…/wal/`), every
// five minutes and after each backup: a disk that dies takes at most those minutes of committed work with it.
import fs from 'node:fs';
import path from 'node:path';
import type { Env } from '../env.ts';
import { s3WalFolder } from './destination.ts';
import { walArchiveDir } from './wal.ts';

export const SHIP_WAL_TASK = 'backup_wal';

/** Uploads the archived WAL files the bucket does not have yet; returns how many. */
export async function shipWal(env: Env): Promise<number> {
  if (!env.BACKUP_URL || env.DATABASE_URL) return 0;
  const dir = walArchiveDir(env);
  let local: string[];
  try {
    // `.gz` only: a segment being written is `.gz.part` until it is whole.
    local = fs.readdirSync(dir).filter((f) => f.endsWith('.gz'));
  } catch {
    return 0;
  }
  const remote = await s3WalFolder(env.BACKUP_URL, env);
  const there = new Set(await remote.names());
  let shipped = 0;
  for (const f of local.sort()) {
    if (there.has(f)) continue;
    await remote.put(f, fs.readFileSync(path.join(dir, f)));
    shipped++;
  }
  return shipped;
}
