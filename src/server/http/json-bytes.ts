import type { Context, TypedResponse } from 'hono';

/**
 * A JSON body made elsewhere (PostgreSQL's page, a cached page: docs/decisions/004, 041), sent as
 * its bytes, typed for the web client as the object it holds.
 */
export function jsonBytes<T>(
  c: Context,
  bytes: Uint8Array<ArrayBuffer>,
  headers: Record<string, string> = {},
): TypedResponse<T, 200, 'json'> {
  return c.body(bytes, 200, { ...headers, 'content-type': 'application/json' }) as unknown as TypedResponse<T, 200, 'json'>;
}
