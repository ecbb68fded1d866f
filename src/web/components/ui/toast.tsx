import { Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { lazyWithReload } from '../../lib/lazy-with-reload.ts';
import { ErrorBoundary } from '../error-boundary.tsx';

export type ToastVariant = 'default' | 'success' | 'destructive' | 'info';
export type ToastInput = { title: string; description?: string; variant?: ToastVariant };
export type ToastItem = ToastInput & { id: number; open: boolean };

// Spec §9: one toast at a time; a new one replaces the one on screen.
let current: ToastItem | null = null;
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export function toast(input: ToastInput): void {
  current = { ...input, id: nextId++, open: true };
  emit();
}

export function dismissToast(id: number): void {
  if (current?.id === id) {
    current = { ...current, open: false };
    emit();
  }
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

export function useCurrentToast(): ToastItem | null {
  // No toast is part of a page the server renders (nor of the first render that takes it over).
  return useSyncExternalStore(subscribe, () => current, () => null);
}

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
