// What the rest of the server may use of statistics (docs/server-features.md).
export { getStatistics } from './statistics.ts';
