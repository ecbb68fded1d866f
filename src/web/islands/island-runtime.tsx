import { createElement, StrictMode, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { noteEarlyInput, replayEarlyInput, whenOwned } from './early-input.ts';
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
    // What was typed or ticked before is React's too, before a held submit or press is made: what
    // was noted before hydrating (a radio react-hook-form has since unticked) and what was typed
    // while React was at it (hydration keeps the DOM), the later winning.
    void replayEarlyInput([...typed, ...noteEarlyInput(el)]).then(async () => {
      el.setAttribute('data-hydrated', '');
      // A form sent before (boot.ts held it) is sent now, by React's handler.
      const form = el.querySelector<HTMLFormElement>('form[data-held-submit]');
      if (form) {
        form.removeAttribute('data-held-submit');
        // Its first box is hydrated with it (and, unlike a form, lists React's mark in every DOM).
        await whenOwned(form.elements[0] ?? form);
        if (form.isConnected) form.requestSubmit();
      }
      // So is a button pressed before: the same button, now React's.
      const button = el.querySelector<HTMLButtonElement>('button[data-held-press]');
      if (button) {
        button.removeAttribute('data-held-press');
        await whenOwned(button);
        if (button.isConnected) button.click();
      }
    });
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
