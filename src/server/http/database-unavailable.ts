/*
 * While PostgreSQL cannot be reached (restarting, failing over, network gone) a request fails with
 * a connection error somewhere in its cause chain. That is the service being unavailable, not a bug:
 * the answer is 503 with Retry-After (ARCHITECTURE.md §6), not a 500.
 */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);
// SQLSTATE: class 08 connection exception; 57P01–57P03 the server shutting down or starting; 53300 too many connections.
const SQLSTATES = /^(08...|57P0[123]|53300)$/;
const MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|connection error|Connection refused|the database system is (starting up|shutting down)/i;

export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e instanceof Error && depth < 6; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || SQLSTATES.test(code))) return true;
    if (MESSAGES.test(e.message)) return true;
  }
  return false;
}

/**
 * Thrown where a library answered a failure without its cause (better-auth's 500) and PostgreSQL was
 * then found unreachable: the request gets the outage's 503, not a 500.
 */
export class DatabaseUnavailableError extends Error {
  readonly code = 'ECONNREFUSED';
  constructor(what: string) {
    super(`${what}: the database cannot be reached`);
  }
}
