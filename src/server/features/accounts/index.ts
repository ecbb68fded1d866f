// What the rest of the server may use of accounts (docs/server-features.md).
export { clearAccountLock } from './login-limiter.ts';
export { storeResetIdentifierHashed } from './reset-links.ts';
export { generatePassword, hasSuperAdmin, upsertAdmin } from './upsert-admin.ts';
