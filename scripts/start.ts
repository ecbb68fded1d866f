// npm start: build the web app if needed, then run the portal.
import { ensureWebBuild } from './web-build.ts';

const [major] = process.versions.node.split('.').map(Number);
if ((major ?? 0) < 24) {
  console.error(`Portal ini butuh Node.js 24 atau lebih baru (sekarang ${process.version}).`);
  process.exit(1);
}
ensureWebBuild();
const { runFromCommandLine } = await import('../src/server/main.ts');
await runFromCommandLine();
