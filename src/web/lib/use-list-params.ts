import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * List state (search, filter, page) lives in the URL, so paging keeps the filters, a reload or
 * the back button returns to the same view, and a filtered view can be linked to.
 */
export function useListParams<F extends string>(filterName: F, allowed: readonly string[]) {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const raw = params.get(filterName);
  const filter = raw && allowed.includes(raw) ? raw : null;
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);

  const update = useCallback(
    (patch: Partial<Record<'q' | 'page' | F, string | number | null>>) => {
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [key, value] of Object.entries(patch)) {
            if (value === null || value === '' || value === undefined || (key === 'page' && value === 1)) next.delete(key);
            else next.set(key, String(value));
          }
          // A new search or filter starts again at page 1.
          if (!('page' in patch)) next.delete('page');
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  return { q, filter, page, update };
}
