// What the rest of the server may use of service-standards (docs/server-features.md).
export { readPledge } from './read-pledge.ts';
export { readStandard } from './read-standard.ts';
