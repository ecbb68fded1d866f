import { matchPath } from 'react-router';
import { PUBLIC_PAGES } from '../../shared/public-pages.ts';

/**
 * The addresses the server renders as HTML with islands (the public pages, /admin-login): the
 * signed-in app does not show them itself, it loads them as pages.
 */
export const DOCUMENT_PATHS = [...PUBLIC_PAGES.map((page) => page.path), '/admin-login'];

const isDocumentPath = (pathname: string): boolean => DOCUMENT_PATHS.some((path) => matchPath(path, pathname) !== null);

let left = false;

/**
 * In the app, a link to one of them is followed by the browser as a plain link: React Router never
 * sees the click (a listener on window, in the capture phase, runs before React's). Were it a move
 * inside the app and then a page load, Back would bring the app back from the browser's cache still
 * showing that move. A move made from code (a guard's redirect) is loaded by DocumentLoad; an app
 * brought back from the cache after one is loaded afresh.
 */
export function followDocumentLinksAsPages(): void {
  window.addEventListener(
    'click',
    (e) => {
      const a = (e.target as Element | null)?.closest?.('a[href]');
      if (!(a instanceof HTMLAnchorElement) || a.origin !== location.origin || a.target || a.hasAttribute('download')) return;
      if (isDocumentPath(a.pathname)) e.stopPropagation();
    },
    { capture: true },
  );
  window.addEventListener('pageshow', (e) => {
    if (e.persisted && left) location.reload();
  });
}

/** Called by DocumentLoad as the app hands over to a page. */
export function leavingForDocument(): void {
  left = true;
}
