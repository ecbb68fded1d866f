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
 * For a box the server filled in (the damage report answered with 422: its type kept): a component
 * that watches the box's value learns it on mount. What a visitor typed before React took over is
 * made again by the island runtime (islands/early-input.ts).
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
