import { Suspense, useEffect, useState } from 'react';
import { lazyWithReload } from '../../lib/lazy-with-reload.ts';
import { ErrorBoundary } from '../error-boundary.tsx';
import { useCurrentToast } from './toast.tsx';

// The Radix toast viewport is not needed to paint a page, so it stays out of the first load. It
// is fetched at the first toast, or as soon as the visitor first touches or types (what leads to
// a toast, a submitted form, starts that way), so it is usually ready before it is needed.
const importView = () => import('./toast-view.tsx');
const ToastView = lazyWithReload(importView);
const INTENT_EVENTS = ['pointerdown', 'keydown', 'touchstart'] as const;

export function Toaster() {
  const item = useCurrentToast();
  const [wanted, setWanted] = useState(false);
  if (item && !wanted) setWanted(true);
  useEffect(() => {
    if (wanted) return;
    const want = () => setWanted(true);
    for (const e of INTENT_EVENTS) window.addEventListener(e, want, { once: true, passive: true, capture: true });
    return () => {
      for (const e of INTENT_EVENTS) window.removeEventListener(e, want, { capture: true });
    };
  }, [wanted]);
  if (!wanted) return null;
  // Toasts that cannot load must not take the page down with them.
  return (
    <ErrorBoundary fallback={null}>
      <Suspense fallback={null}>
        <ToastView />
      </Suspense>
    </ErrorBoundary>
  );
}
