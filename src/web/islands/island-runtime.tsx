import { createElement, StrictMode, type ComponentType } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Toaster } from '../components/ui/toaster.tsx';
import { sessionInPage } from './page-session.ts';
import { islandAuth, IslandShell } from './shell.tsx';

// React in the browser for a page rendered as HTML: each island taken over on its own, and one
// toaster for all of them (the toast store is a module all islands share).

const auth = islandAuth(sessionInPage() ?? null);

/**
 * A hydration mismatch or an error React recovered from: said on the console, where the e2e tests
 * look (tests/e2e/hydration.spec.ts), as it means the page the visitor saw was not the one React built.
 */
const onRecoverableError = (err: unknown) => console.error('island:', err);

export function hydrateIsland(el: HTMLElement, component: ComponentType<object>, props: object, key: string): void {
  ensureToaster();
  hydrateRoot(el, <StrictMode><IslandShell auth={auth}>{createElement(component, props)}</IslandShell></StrictMode>, {
    identifierPrefix: `${key}-`,
    onRecoverableError,
  });
}

let toaster: HTMLElement | null = null;

/** The toaster, in a root of its own at the end of <body>, added once. */
export function ensureToaster(): void {
  if (toaster) return;
  toaster = document.createElement('div');
  toaster.id = 'toaster';
  document.body.append(toaster);
  createRoot(toaster).render(
    <StrictMode>
      <Toaster />
    </StrictMode>,
  );
}
