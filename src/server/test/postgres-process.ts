import fs from 'node:fs';
import path from 'node:path';

/** Whether a process runs. An exited server nobody has reaped yet (its parent died with SIGKILL) is a zombie: gone. */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    return fs.readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /s, '')[0] !== 'Z';
  } catch {
    return false;
  }
}

/** The PID in a PostgreSQL data folder's postmaster.pid, or null when there is none. */
export function postmasterPid(pgDir: string): number | null {
  try {
    return Number.parseInt(fs.readFileSync(path.join(pgDir, 'postmaster.pid'), 'utf8').split('\n')[0]!, 10) || null;
  } catch {
    return null;
  }
}
