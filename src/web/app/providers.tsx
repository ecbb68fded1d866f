import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { LinkComponent } from '../lib/app-link.tsx';
import { ErrorBoundary, ErrorScreen } from '../components/error-boundary.tsx';
import { Toaster } from '../components/ui/toaster.tsx';
import { LoginDialogHost, preloadLoginDialog } from '../features/auth/components/login-dialog-host.tsx';
import { AuthProvider } from '../lib/auth-context.tsx';
import { NavContext, type Nav } from '../lib/nav.ts';

/**
 * Everything inside the router: the same tree in the browser (BrowserRouter, main.tsx) and on the
 * server (StaticRouter, entry-server.tsx), so that the browser can take over the server's HTML.
 */
export function Providers({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      {/* The last line of defence (the login dialog, say): a page with a way out, never a white one. */}
      <ErrorBoundary fallback={<ErrorScreen home="/" fullPage />}>
        <RouterNav>
          <AuthProvider preloadLogin={preloadLoginDialog}>
            {children}
            <LoginDialogHost />
          </AuthProvider>
        </RouterNav>
      </ErrorBoundary>
      <Toaster />
    </QueryClientProvider>
  );
}

/** In the app, components shared with the islands (lib/nav.ts) move with React Router. */
function RouterNav({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const nav = useMemo<Nav>(
    () => ({ pathname, search, go: (to, opts) => void navigate(to, { replace: opts?.replace, state: opts?.state }) }),
    [navigate, pathname, search],
  );
  return (
    <NavContext.Provider value={nav}>
      <LinkComponent.Provider value={Link}>{children}</LinkComponent.Provider>
    </NavContext.Provider>
  );
}
