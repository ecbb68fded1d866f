// npm start: build the web app and the server if needed, then run the portal from dist/server.
import module from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadBuiltServer } from './server-build.ts';
import { ensureWebBuild } from './web-build.ts';

// V8 keeps the compiled server code on disk between starts, and the workers (which inherit the
// variable) read the same cache: a restart on an existing data directory is about a second shorter
// (issue 18, item 5).
process.env.NODE_COMPILE_CACHE ??= path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../node_modules/.cache/node-compile');
module.enableCompileCache(process.env.NODE_COMPILE_CACHE);

ensureWebBuild();
const { runFromCommandLine } = await loadBuiltServer();
await runFromCommandLine();
