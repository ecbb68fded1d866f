import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * List state (search, filter, page, and any `extraNames` such as a date range or an order) lives in
 * the URL, so paging keeps the filters, a reload or the back button returns to the same view, and a
 * filtered view can be linked to.
 */
export function useListParams<F extends string, E extends string = never>(
  filterName: F,
  allowed: readonly string[],
  extraNames: readonly E[] = [],
) {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const raw = params.get(filterName);
  const filter = raw && allowed.includes(raw) ? raw : null;
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  // A keyset list's page (docs/decisions/075): the cursor of the page shown, '' for the first.
  const cursor = params.get('cursor') ?? '';
  const extras = Object.fromEntries(extraNames.map((name) => [name, params.get(name) ?? ''])) as Record<E, string>;

  // What the last change asked for. The router's `prev` is the address as last shown: two changes
  // made before the first one is shown (a date, then at once the order) would lose the first.
  const latest = useRef(params);
  useEffect(() => {
    latest.current = params;
  }, [params]);

  const update = useCallback(
    (patch: Partial<Record<'q' | 'page' | 'cursor' | F | E, string | number | null>>) => {
      const next = new URLSearchParams(latest.current);
      for (const [key, value] of Object.entries(patch)) {
        if (value === null || value === '' || value === undefined || (key === 'page' && value === 1)) next.delete(key);
        else next.set(key, String(value));
      }
      // A new search or filter starts again at page 1; a cursor replaces a page number.
      if (!('page' in patch) && !('cursor' in patch)) {
        next.delete('page');
        next.delete('cursor');
      } else if ('cursor' in patch) next.delete('page');
      latest.current = next;
      setParams(next, { replace: true });
    },
    [setParams],
  );

  return { q, filter, page, cursor, extras, update };
}
