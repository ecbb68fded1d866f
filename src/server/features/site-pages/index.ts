// What the rest of the server may use of site-pages (docs/server-features.md).
export { readSitePage } from './site-pages.ts';
