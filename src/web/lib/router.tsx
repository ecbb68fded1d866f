// The portal's router (ADR 039): the part of React Router's library-mode API the portal uses —
// BrowserRouter, StaticRouter, Routes and Route, Outlet, Link, NavLink, Navigate, useLocation,
// useNavigate, useParams, useSearchParams and matchPath — with React Router's behaviour for each, in
// a twelfth of its weight on a visitor's first load. A component written for React Router reads the
// same; what it does not have (data loaders, relative routing beyond a path or a query, blockers)
// the portal does not use.
import {
  Children,
  createContext,
  forwardRef,
  Fragment,
  isValidElement,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';

export type Location = { pathname: string; search: string; hash: string; state: unknown; key: string };
export type To = string | Partial<Pick<Location, 'pathname' | 'search' | 'hash'>>;
export type NavigateOptions = { replace?: boolean; state?: unknown };
export type NavigateFunction = {
  (to: To, options?: NavigateOptions): void;
  (delta: number): void;
};

/** Where the router reads and writes the address: the browser's history, a memory (tests) or one fixed page (the server). */
export type History = {
  readonly location: Location;
  push(path: string, state: unknown): void;
  replace(path: string, state: unknown): void;
  go(delta: number): void;
  listen(listener: (location: Location) => void): () => void;
};

const newKey = () => Math.random().toString(36).slice(2, 10);

function parsePath(path: string): Pick<Location, 'pathname' | 'search' | 'hash'> {
  const hashAt = path.indexOf('#');
  const hash = hashAt >= 0 ? path.slice(hashAt) : '';
  const rest = hashAt >= 0 ? path.slice(0, hashAt) : path;
  const searchAt = rest.indexOf('?');
  return {
    pathname: (searchAt >= 0 ? rest.slice(0, searchAt) : rest) || '/',
    search: searchAt >= 0 && searchAt < rest.length - 1 ? rest.slice(searchAt) : '',
    hash: hash === '#' ? '' : hash,
  };
}

const createPath = ({ pathname, search, hash }: Pick<Location, 'pathname' | 'search' | 'hash'>) => pathname + search + hash;

/** The browser's history. What a page put in `state` is kept under `usr`, beside the entry's key, as React Router keeps it. */
function createBrowserHistory(): History {
  type Entry = { usr?: unknown; key?: string } | null;
  const read = (): Location => {
    const entry = window.history.state as Entry;
    return {
      ...parsePath(window.location.pathname + window.location.search + window.location.hash),
      state: entry?.usr ?? null,
      key: entry?.key ?? 'default',
    };
  };
  let location = read();
  const listeners = new Set<(location: Location) => void>();
  const notify = () => {
    location = read();
    for (const listener of listeners) listener(location);
  };
  window.addEventListener('popstate', notify);
  const write = (how: 'pushState' | 'replaceState') => (path: string, state: unknown) => {
    window.history[how]({ usr: state, key: newKey() }, '', path);
    notify();
  };
  return {
    get location() {
      return location;
    },
    push: write('pushState'),
    replace: write('replaceState'),
    go: (delta) => window.history.go(delta),
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** A history kept in memory, for tests: `entries` are the pages already visited, `index` the one shown. */
export function createMemoryHistory(entries: string[] = ['/'], index = entries.length - 1): History {
  const stack: Location[] = entries.map((path) => ({ ...parsePath(path), state: null, key: newKey() }));
  let at = index;
  const listeners = new Set<(location: Location) => void>();
  const notify = () => {
    for (const listener of listeners) listener(stack[at]!);
  };
  return {
    get location() {
      return stack[at]!;
    },
    push(path, state) {
      stack.splice(at + 1, stack.length, { ...parsePath(path), state, key: newKey() });
      at = stack.length - 1;
      notify();
    },
    replace(path, state) {
      stack[at] = { ...parsePath(path), state, key: newKey() };
      notify();
    },
    go(delta) {
      at = Math.min(stack.length - 1, Math.max(0, at + delta));
      notify();
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** One page, as the server renders it: it cannot go anywhere else. */
function createStaticHistory(url: string): History {
  const location: Location = { ...parsePath(url), state: null, key: 'default' };
  const refuse = () => {
    throw new Error('A page rendered on the server cannot navigate: navigate in an effect or an event handler.');
  };
  return { location, push: refuse, replace: refuse, go: refuse, listen: () => () => {} };
}

type RouterState = { location: Location; history: History };
const RouterContext = createContext<RouterState | null>(null);

function useRouter(): RouterState {
  const router = useContext(RouterContext);
  if (!router) throw new Error('This component must be inside a Router (BrowserRouter, StaticRouter or Router).');
  return router;
}

/** Gives its children the history's location, and a new one after each navigation. */
export function Router({ history, children }: { history: History; children?: ReactNode }) {
  // Subscribed after the first render, and read again then: a redirect in a child's effect is not lost.
  const location = useSyncExternalStore(
    history.listen,
    () => history.location,
    () => history.location,
  );
  const value = useMemo(() => ({ location, history }), [location, history]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

export function BrowserRouter({ children }: { children?: ReactNode }) {
  const [history] = useState(createBrowserHistory);
  return <Router history={history}>{children}</Router>;
}

export function StaticRouter({ location, children }: { location: string; children?: ReactNode }) {
  const history = useMemo(() => createStaticHistory(location), [location]);
  return <Router history={history}>{children}</Router>;
}

// --- Matching --------------------------------------------------------------------------------

export type Params = Record<string, string>;

const joinPaths = (...paths: string[]) => `/${paths.join('/')}`.replace(/\/{2,}/g, '/');

/**
 * The parameters `pathname` gives `pattern` ('/lacak/:code', '/admin/*'), or null if it is not that
 * page: case-insensitive, a trailing slash allowed, each `:name` one segment, `*` the rest.
 */
export function matchPath(pattern: string, pathname: string): { params: Params } | null {
  const names: string[] = [];
  let source = `^${pattern
    .replace(/\/*\*?$/, '')
    .replace(/^\/*/, '/')
    .replace(/[\\.*+^${}|()[\]]/g, '\\$&')
    .replace(/\/:([\w-]+)/g, (_, name: string) => {
      names.push(name);
      return '/([^\\/]+)';
    })}`;
  if (pattern.endsWith('*')) {
    names.push('*');
    source += pattern === '*' || pattern === '/*' ? '(.*)$' : '(?:\\/(.+)|\\/*)$';
  } else {
    source += '\\/*$';
  }
  const found = new RegExp(source, 'i').exec(pathname);
  if (!found) return null;
  const params: Params = {};
  names.forEach((name, i) => {
    const value = found[i + 1] ?? '';
    try {
      params[name] = decodeURIComponent(value);
    } catch {
      params[name] = value;
    }
  });
  return { params };
}

export type RouteProps = { path?: string; index?: boolean; element?: ReactNode; children?: ReactNode };

/** A route of <Routes>: read by Routes, never rendered itself. */
export function Route(_props: RouteProps): ReactElement | null {
  return null;
}

type RouteConfig = { path: string; index: boolean; element: ReactNode; children: RouteConfig[] };

function routesOf(children: ReactNode): RouteConfig[] {
  const routes: RouteConfig[] = [];
  for (const child of Children.toArray(children)) {
    if (!isValidElement<RouteProps>(child)) continue;
    if (child.type === Fragment) {
      routes.push(...routesOf(child.props.children));
      continue;
    }
    const { path = '', index = false, element = null, children: nested } = child.props;
    routes.push({ path, index, element, children: routesOf(nested) });
  }
  return routes;
}

type Branch = { path: string; score: number; order: number; routes: RouteConfig[] };

/** React Router's ranking: a static segment beats a parameter, which beats `*`; among equals the first written wins. */
function score(path: string, index: boolean): number {
  const segments = path.split('/');
  let total = segments.length + (segments.includes('*') ? -2 : 0) + (index ? 2 : 0);
  for (const s of segments) if (s !== '*') total += s.startsWith(':') ? 3 : s === '' ? 1 : 10;
  return total;
}

function branchesOf(routes: RouteConfig[], parents: RouteConfig[] = [], parentPath = '', out: Branch[] = []): Branch[] {
  for (const route of routes) {
    const path = joinPaths(parentPath, route.path);
    const chain = [...parents, route];
    if (route.children.length) branchesOf(route.children, chain, path, out);
    // A layout without a path only ever matches through one of its children.
    if (route.path || route.index) out.push({ path, score: score(path, route.index), order: out.length, routes: chain });
  }
  return out;
}

const rank = (branches: Branch[]) => [...branches].sort((a, b) => b.score - a.score || a.order - b.order);

type RouteState = { params: Params; outlet: ReactNode };
const RouteContext = createContext<RouteState>({ params: {}, outlet: null });

/** The page of the first route (in React Router's ranking) that the address matches, inside its layouts. */
export function Routes({ children }: { children?: ReactNode }) {
  const { pathname } = useRouter().location;
  const parent = useContext(RouteContext);
  let match: { routes: RouteConfig[]; params: Params } | null = null;
  for (const branch of rank(branchesOf(routesOf(children)))) {
    const found = matchPath(branch.path, pathname);
    if (found) {
      match = { routes: branch.routes, params: { ...parent.params, ...found.params } };
      break;
    }
  }
  // The same object while the parameters stay the same, as a page may list them in an effect's dependencies.
  const found = match?.params ?? {};
  const key = JSON.stringify(found);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` is the parameters' content.
  const params = useMemo(() => found, [key]);
  if (!match) return null;
  let outlet: ReactNode = null;
  for (let i = match.routes.length - 1; i >= 0; i--) {
    const route = match.routes[i]!;
    const value = { params, outlet };
    outlet = <RouteContext.Provider value={value}>{route.element ?? <Outlet />}</RouteContext.Provider>;
  }
  return outlet;
}

/** Where a layout shows the page below it. */
export function Outlet() {
  return useContext(RouteContext).outlet;
}

export function useParams<P extends string = string>(): Partial<Record<P, string>> {
  return useContext(RouteContext).params as Partial<Record<P, string>>;
}

export function useLocation(): Location {
  return useRouter().location;
}

/**
 * `to` as a path. A query or a fragment alone keeps the current page, as React Router resolves them;
 * a path without a leading slash goes below the current page (the portal writes none).
 */
function resolve(to: To, from: Location): string {
  if (typeof to !== 'string') return createPath({ pathname: to.pathname ?? from.pathname, search: to.search ?? '', hash: to.hash ?? '' });
  if (to.startsWith('?')) return createPath(parsePath(from.pathname + to));
  if (to.startsWith('#')) return from.pathname + from.search + to;
  return createPath(parsePath(to.startsWith('/') ? to : joinPaths(from.pathname, to)));
}

export function useNavigate(): NavigateFunction {
  const { history } = useRouter();
  // The current page is read at call time, so that the function stays the same from one page to the next.
  return useCallback(
    (to: To | number, options: NavigateOptions = {}) => {
      if (typeof to === 'number') return history.go(to);
      const path = resolve(to, history.location);
      (options.replace ? history.replace : history.push)(path, options.state ?? null);
    },
    [history],
  ) as NavigateFunction;
}

/** Goes to `to` as soon as it is shown (a redirect). */
export function Navigate({ to, replace, state }: { to: To } & NavigateOptions) {
  const navigate = useNavigate();
  useEffect(() => {
    navigate(to, { replace, state });
    // Once, as React Router does: a redirect is not repeated on a re-render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}

export type SetSearchParams = (next: URLSearchParams | Record<string, string> | string, options?: NavigateOptions) => void;

/** The query of the address, and a way to change it (the same page, a new query, no fragment). */
export function useSearchParams(): [URLSearchParams, SetSearchParams] {
  const { location } = useRouter();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const set = useCallback<SetSearchParams>(
    (next, options) => {
      const query = new URLSearchParams(next).toString();
      navigate(query ? `?${query}` : '?', options);
    },
    [navigate],
  );
  return [params, set];
}

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: To } & NavigateOptions;

const plainClick = (e: MouseEvent<HTMLAnchorElement>, target: string | undefined) =>
  !e.defaultPrevented && e.button === 0 && (!target || target === '_self') && !e.metaKey && !e.altKey && !e.ctrlKey && !e.shiftKey;

/** A link that changes the page without reloading it; a new tab, a download or a modified click stay the browser's. */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, replace, state, onClick, target, ...rest }, ref) {
  const { location, history } = useRouter();
  const href = resolve(to, location);
  return (
    // eslint-disable-next-line jsx-a11y-x/anchor-has-content -- the content is the link's children, in `rest`.
    <a
      {...rest}
      ref={ref}
      href={href}
      target={target}
      onClick={(e) => {
        onClick?.(e);
        if (!plainClick(e, target)) return;
        e.preventDefault();
        // A link to the page already shown replaces it, so "back" does not need two presses.
        const same = createPath(location) === createPath(parsePath(href));
        ((replace ?? same) ? history.replace : history.push)(href, state ?? null);
      }}
    />
  );
});

export type NavLinkProps = Omit<LinkProps, 'className'> & {
  end?: boolean;
  className?: string | ((state: { isActive: boolean }) => string);
};

/** A link that knows when its page (or, without `end`, a page below it) is shown: aria-current="page". */
export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink({ to, end = false, className, ...rest }, ref) {
  const { location } = useRouter();
  const target = parsePath(resolve(to, location))
    .pathname.toLowerCase()
    .replace(/(.)\/+$/, '$1');
  const here = location.pathname.toLowerCase().replace(/(.)\/+$/, '$1');
  const isActive = here === target || (!end && target !== '/' && here.startsWith(`${target}/`));
  return (
    <Link
      {...rest}
      ref={ref}
      to={to}
      aria-current={isActive ? 'page' : undefined}
      className={typeof className === 'function' ? className({ isActive }) : className}
    />
  );
});
