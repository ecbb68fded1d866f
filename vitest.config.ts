import path from 'node:path';
import { defineConfig } from 'vitest/config';

// The web's tests run on what ships (ADR 035): Preact in React's place, as vite.config.ts has it,
// with the libraries that import React bundled through the same aliases instead of loaded by Node.
const preact = [
  { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react(-dom)?$/, replacement: path.resolve('src/web/lib/react-on-preact.ts') },
  { find: /^@testing-library\/react$/, replacement: '@testing-library/preact' },
];

export default defineConfig({
  resolve: { alias: preact },
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts'],
    globalSetup: ['src/server/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    server: {
      deps: { inline: ['radix-ui', /@radix-ui\//, '@tanstack/react-query', 'lucide-react', '@testing-library/preact'] },
    },
  },
});
