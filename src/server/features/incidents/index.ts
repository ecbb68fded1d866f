// What the rest of the server may use of incidents (docs/server-features.md).
export { createOutageWatch, type OutageWatch } from './outages.ts';
