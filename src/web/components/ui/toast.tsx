import { useSyncExternalStore } from 'react';

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

/** Calls `listener` at each toast: a page rendered with islands mounts its toaster at the first (islands/island-runtime.tsx). */
export function onToast(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
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
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}
