/**
 * One filled-in form sends one random key with every attempt, so a resend after a lost response
 * is recognised by the server instead of stored twice. No zod here: the web side imports this
 * on pages that load zod only on demand.
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** A UUID (any version), as PostgreSQL's uuid type stores it. */
export const IDEMPOTENCY_KEY_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
