// What `zod` means in the web build (vite.config.ts aliases it here): Zod itself, told first not to
// compile parsers with `new Function`. Zod probes for eval when a schema is made, and our CSP
// (script-src 'self') forbids it, so every form page reported a CSP violation. Here rather than in
// main.tsx, so that pages without forms do not download Zod's core.
import { config } from 'zod/v4/core';

config({ jitless: true });

export * from 'zod/v4';
export { z as default } from 'zod/v4';
