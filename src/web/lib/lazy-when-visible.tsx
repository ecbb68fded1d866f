import { lazy, Suspense, useEffect, useRef, type ComponentType, type ReactNode } from 'react';
import { whenNearScreen } from './near-screen.ts';

/**
 * A part of a page below the fold (without props) whose code is fetched, and whose server HTML is hydrated, only
 * when it comes within 300 px of the viewport. Until then the server's HTML stays as it is (a
 * suspended part keeps it), and after a move within the site the fallback holds its place. This
 * keeps its rendering out of the first seconds, when a cheap phone is busy hydrating what a
 * visitor sees first (issue 18, item 1: Total Blocking Time). The server renders it at once.
 */
export function lazyWhenVisible(load: () => Promise<{ default: ComponentType }>) {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  if (typeof window === 'undefined') open();
  const Part = lazy(() => opened.then(load));
  return function WhenVisible({ fallback }: { fallback: ReactNode }) {
    const ref = useRef<HTMLDivElement>(null);
    useEffect(() => {
      const el = ref.current;
      if (!el) return open();
      return whenNearScreen(el, '300px 0px', open);
    }, []);
    return (
      <div ref={ref}>
        <Suspense fallback={fallback}>
          <Part />
        </Suspense>
      </div>
    );
  };
}
