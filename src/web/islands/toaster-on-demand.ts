import { onToast } from '../components/ui/toast.tsx';

let toaster: Promise<void> | null = null;

/**
 * The toaster of a page rendered with islands, mounted once, at the first toast: its code is not
 * part of what a page loads before the visitor does anything. Importing this module is enough.
 */
export function ensureToaster(): Promise<void> {
  toaster ??= import('./toaster-root.tsx').then((m) => m.mountToaster());
  return toaster;
}

const stopWaiting = onToast(() => {
  stopWaiting();
  void ensureToaster();
});
