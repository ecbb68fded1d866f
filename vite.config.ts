import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// WEB_DIST_DIR lets two checkouts' test runs build side by side.
const outDir = path.resolve(process.env.WEB_DIST_DIR ?? 'dist/web');

export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react(), tailwindcss()],
  // Zod without eval, which our CSP forbids (src/web/lib/zod-without-eval.ts; the server keeps its compiler).
  resolve: { alias: [{ find: /^zod$/, replacement: path.resolve('src/web/lib/zod-without-eval.ts') }] },
  build: isSsrBuild
    ? {
        // The server's renderer (src/web/entry-server.tsx): one self-contained file beside the
        // site, never sent to browsers (the server skips dot folders).
        outDir: path.join(outDir, '.ssr'),
        emptyOutDir: true,
        target: 'node24',
        copyPublicDir: false,
        reportCompressedSize: false,
      }
    : {
        outDir,
        emptyOutDir: true,
        target: 'es2022',
        assetsInlineLimit: 0,
        modulePreload: { polyfill: false },
        reportCompressedSize: false,
        // The server reads it to announce each page's chunks with the HTML (src/server/pages/meta.ts).
        manifest: true,
        rolldownOptions: {
          // The signed-in app (index.html) and the public pages (public.html: HTML rendered on the
          // server, with React islands; issue 35, ADR 053).
          input: { index: path.resolve('src/web/index.html'), public: path.resolve('src/web/public.html') },
          output: {
            codeSplitting: {
              // The libraries in chunks of their own, so that an island fetches React and what it uses,
              // not a chunk that happens to hold React Router too because the app shares it (ADR 053).
              groups: [
                { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 30 },
                { name: 'react-router', test: /node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/, priority: 30 },
                { name: 'tanstack-query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 30 },
                { name: 'react-hook-form', test: /node_modules[\\/](react-hook-form|@hookform)[\\/]/, priority: 30 },
                { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 30 },
                {
                  name: 'radix',
                  test: /node_modules[\\/](radix-ui|@radix-ui|@floating-ui|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|aria-hidden|tslib|get-nonce|detect-node-es)[\\/]/,
                  priority: 30,
                },
              ],
              // Small modules two pages share (icons, strings, little components) are copied into
              // each page's chunk rather than made chunks of their own: a page then arrives in one
              // request instead of a dozen, which on a slow connection starts painting sooner
              // (issue 18: Lighthouse FCP 1.8-2.0 s -> 1.45-1.7 s, each page one chunk).
              experimentalInlineCommonChunks: { maxSize: 30_000 },
            },
          },
        },
      },
  // Bundled whole (React included, in its production build), so the renderer loads from any
  // WEB_DIST_DIR without looking for node_modules beside it.
  ssr: { noExternal: true },
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : undefined,
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000', '/files': 'http://127.0.0.1:3000' },
  },
}));
