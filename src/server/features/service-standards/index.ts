// What the rest of the server may use of service-standards (docs/server-features.md).
export { readPledge, readStandard } from './standard-rows.ts';
