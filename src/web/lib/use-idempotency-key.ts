import { useCallback, useState } from 'react';

/** A random UUID v4; randomUUID exists only in secure contexts, so plain-HTTP intranets build one. */
function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/**
 * One key per filled-in form, sent with every attempt to send it: when a response is lost and the
 * citizen presses send again, the server answers with what it already stored. `renew` after a
 * success, when the form starts afresh. `initial`: the key the server put in the page (a form that
 * also posts without JavaScript carries it in a hidden box), so that both ways send the same one.
 */
export function useIdempotencyKey(initial?: string): [key: string, renew: () => void] {
  const [key, setKey] = useState(() => initial ?? newIdempotencyKey());
  const renew = useCallback(() => setKey(newIdempotencyKey()), []);
  return [key, renew];
}
