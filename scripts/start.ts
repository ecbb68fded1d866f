// npm start: build the web app if needed, then run the portal.
import { ensureWebBuild } from './web-build.ts';

ensureWebBuild();
const { runFromCommandLine } = await import('../src/server/main.ts');
await runFromCommandLine();
