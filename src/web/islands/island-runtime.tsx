import { createElement, StrictMode, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { noteEarlyInput, replayEarlyInput } from './early-input.ts';
import { sessionInPage } from './page-session.ts';
import { islandAuth, IslandShell } from './shell.tsx';
import './toaster-on-demand.ts';

// React in the browser for a page rendered as HTML: each island taken over on its own, and one
// toaster for all of them, mounted at the first toast (the toast store is a module all islands share).

const auth = islandAuth(sessionInPage() ?? null);

/**
 * A hydration mismatch or an error React recovered from: said on the console, where the e2e tests
 * look (tests/e2e/hydration.spec.ts), as it means the page the visitor saw was not the one React built.
 */
const onRecoverableError = (err: unknown) => console.error('island:', err);

export function hydrateIsland(el: HTMLElement, component: ComponentType<object>, props: object, key: string): void {
  const typed = noteEarlyInput(el);
  // data-hydrated: the island is React's now (what the e2e tests wait for).
  const hydrated = () => {
    // What was typed or ticked before is React's too, before a held submit or press is made.
    replayEarlyInput(typed);
    el.setAttribute('data-hydrated', '');
    // A form sent before (boot.ts held it) is sent now, by React's handler.
    if (el.hasAttribute('data-held-submit')) {
      el.removeAttribute('data-held-submit');
      setTimeout(() => el.querySelector('form')?.requestSubmit());
    }
    // So is a button pressed before: the same button, now React's.
    const held = el.getAttribute('data-held-click');
    if (held !== null) {
      el.removeAttribute('data-held-click');
      setTimeout(() => el.querySelectorAll('button')[Number(held)]?.click());
    }
  };
  hydrateRoot(
    el,
    <StrictMode>
      <IslandShell auth={auth} onHydrated={hydrated}>
        {createElement(component, props)}
      </IslandShell>
    </StrictMode>,
    {
      identifierPrefix: `${key}-`,
      onRecoverableError,
    },
  );
}
