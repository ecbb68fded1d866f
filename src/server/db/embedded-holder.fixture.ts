// A portal-like owner of a DATA_DIR for the tests of embedded.ts: starts the embedded server on the
// folder given as its argument, prints its URL on one line, and stays up until SIGTERM (or SIGKILL).
import { DataDirBusyError, startEmbeddedPostgres } from './embedded.ts';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: embedded-holder.fixture.ts DATA_DIR');
const log = { info: (m: string) => console.log(m), warn: (m: string) => console.error(m) };
try {
  const db = await startEmbeddedPostgres(dataDir, log);
  console.log(JSON.stringify({ ready: db.url }));
  // Kept open on purpose: the holder lives until the test ends it.
  const keepAlive = setInterval(() => {}, 1 << 30);
  process.on('SIGTERM', () => {
    clearInterval(keepAlive);
    void db.stop().then(() => process.exit(0));
  });
} catch (err) {
  console.error(err instanceof Error ? err.message : String(err));
  process.exit(err instanceof DataDirBusyError ? 2 : 1);
}
