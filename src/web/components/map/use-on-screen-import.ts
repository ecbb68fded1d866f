import { useEffect, useRef, useState } from 'react';
import { whenNearScreen } from '../../lib/near-screen.ts';

/**
 * Fetches a module (a map's code) once the returned ref's element is on, or near, the screen: a
 * page's first load never carries it, and a box hidden on a phone never asks for it. `failed` is
 * set when the chunk cannot be had, so the page can say so and go on without it.
 */
export function useOnScreenImport<T>(load: () => Promise<T>, rootMargin = '200px') {
  const ref = useRef<HTMLDivElement>(null);
  const [loaded, setLoaded] = useState<{ module: T } | null>(null);
  const [failed, setFailed] = useState(false);
  const [seen, setSeen] = useState(false);
  const loader = useRef(load);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    let live = true;
    const start = () => {
      setSeen(true);
      loader.current().then(
        (module) => live && setLoaded({ module }),
        () => live && setFailed(true),
      );
    };
    const stop = whenNearScreen(el, rootMargin, start);
    return () => {
      live = false;
      stop();
    };
  }, [rootMargin]);

  return { ref, module: loaded?.module ?? null, failed, seen };
}
