import { useState, type ReactNode } from 'react';
import { IdCounterContext, type IdCounter } from './react-on-preact.ts';

/**
 * useId()s below this count on their own, as `name_0`, `name_1`, …, the same on the server and in
 * the browser whatever mounts elsewhere first (react-on-preact.ts). One IdScope per name on a page.
 */
export function IdScope({ name, children }: { name: string; children: ReactNode }) {
  const [counter] = useState<IdCounter>(() => ({ scope: name, next: 0 }));
  return <IdCounterContext.Provider value={counter}>{children}</IdCounterContext.Provider>;
}
