import { createContext, useContext } from 'react';

/**
 * Where a component shared by the app and the islands is, and how it leaves. The signed-in app
 * provides React Router's (app/providers.tsx): a move is a client-side navigation. A page rendered
 * as HTML with islands has no router: a move is a page load, which is what a public page is.
 */
export type Nav = {
  pathname: string;
  search: string;
  /** `state`: the history state the app's next page reads (a page load has none). */
  go: (to: string, opts?: { replace?: boolean; state?: unknown }) => void;
};

const documentNav: Nav = {
  get pathname() {
    return typeof location === 'undefined' ? '/' : location.pathname;
  },
  get search() {
    return typeof location === 'undefined' ? '' : location.search;
  },
  go: (to, opts) => {
    if (opts?.replace) location.replace(to);
    else location.assign(to);
  },
};

export const NavContext = createContext<Nav>(documentNav);

export const useNav = (): Nav => useContext(NavContext);
