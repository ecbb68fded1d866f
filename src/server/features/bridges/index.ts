// What the rest of the server may use of bridges (docs/server-features.md).
export { getBridgeFigures } from './bridge-figures.ts';
export { findPublicBridge, seesInspectors } from './bridge-public.ts';
export { listBridges } from './list-bridges.ts';
