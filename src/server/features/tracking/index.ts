// What the rest of the server may use of tracking (docs/server-features.md).
export { getTracking, trackingExists } from './get-tracking.ts';
