// Every npm script runs its TypeScript entry through this file: plain JavaScript that any Node.js
// can read, so an unsupported runtime gets one sentence instead of ERR_UNKNOWN_FILE_EXTENSION.
// Under npm, `node` is the Node 24 that `npm install` put into node_modules/.bin (the registry's
// `node` package), whatever Node the machine has.
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const REQUIRED = 24;
const major = Number(process.versions.node.split('.')[0]);
if (major < REQUIRED) {
  console.error(
    `Portal ini membutuhkan Node.js ${REQUIRED} (yang berjalan: ${process.version}): jalankan \`npm install\` lalu gunakan perintah npm (\`npm start\`, \`npm test\`), yang memakai Node ${REQUIRED} dari node_modules, atau pasang Node.js ${REQUIRED} LTS dari https://nodejs.org.`,
  );
  process.exit(1);
}
const [entry, ...args] = process.argv.slice(2);
if (!entry) {
  console.error('Pemakaian: node scripts/run.mjs <berkas.ts> [argumen…]');
  process.exit(64);
}
const file = path.resolve(entry);
// The entry sees itself as the script being run, with only its own arguments.
process.argv = [process.argv[0], file, ...args];
await import(pathToFileURL(file).href);
