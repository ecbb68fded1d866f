import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in the server's HTML and during hydration, true once React owns the page. A form sent
 * before then would go out as a plain GET with the citizen's name and e-mail in the address, so
 * submit buttons stay disabled until this turns true (a disabled default button also blocks Enter).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
