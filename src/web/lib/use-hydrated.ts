import { useEffect, useRef, useSyncExternalStore } from 'react';

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

/**
 * For a controlled box in the server's HTML: what a citizen typed before React took over stays on
 * the screen but not in the state. On mount, hand it to the state. Returns the ref for the box.
 */
export function useAdoptTypedValue<E extends HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(
  value: string,
  setValue: (typed: string) => void,
) {
  const ref = useRef<E>(null);
  useEffect(() => {
    const typed = ref.current?.value;
    if (typed !== undefined && typed !== value) setValue(typed);
    // Only once, on mount: afterwards the box and the state move together.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return ref;
}
