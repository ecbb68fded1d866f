// What the rest of the server may use of system (docs/server-features.md).
export { DAILY_DIGEST_TASK, sendDailyDigest } from './daily-digest.ts';
