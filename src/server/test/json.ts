import { expect } from 'vitest';

/**
 * A response's JSON after checking its status; a wrong status fails with the body in the message, so
 * that a 400's field errors or a 500's request id are in front of whoever reads the failure. An empty
 * body (a 204) reads as null.
 */
export async function json<T>(res: Response, status = 200): Promise<T> {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  return (text ? JSON.parse(text) : null) as T;
}
