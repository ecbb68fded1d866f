import { createElement, StrictMode, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { onToast } from '../components/ui/toast.tsx';
import { sessionInPage } from './page-session.ts';
import { islandAuth, IslandShell } from './shell.tsx';

// React in the browser for a page rendered as HTML: each island taken over on its own, and one
// toaster for all of them, mounted at the first toast (the toast store is a module all islands share).

const auth = islandAuth(sessionInPage() ?? null);

/**
 * A hydration mismatch or an error React recovered from: said on the console, where the e2e tests
 * look (tests/e2e/hydration.spec.ts), as it means the page the visitor saw was not the one React built.
 */
const onRecoverableError = (err: unknown) => console.error('island:', err);

export function hydrateIsland(el: HTMLElement, component: ComponentType<object>, props: object, key: string): void {
  hydrateRoot(el, <StrictMode><IslandShell auth={auth}>{createElement(component, props)}</IslandShell></StrictMode>, {
    identifierPrefix: `${key}-`,
    onRecoverableError,
  });
}

let toaster: Promise<void> | null = null;

/**
 * The toaster, in a root of its own at the end of <body>, mounted once: at the first toast (its
 * code is not part of what a page loads before the visitor does anything), or when asked.
 */
export function ensureToaster(): Promise<void> {
  toaster ??= import('./toaster-root.tsx').then((m) => m.mountToaster());
  return toaster;
}
const stopWaiting = onToast(() => {
  stopWaiting();
  void ensureToaster();
});
