import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { loginPageHref } from '../../components/login-button.tsx';
import { flashOpenLogin } from '../../islands/flash.ts';
import { useAuth } from '../../lib/auth-core.ts';

/**
 * DECISIONS.md rule 6: /dashboard and /layanan/* belong to customers, so a signed-in admin goes
 * to /admin. `signedIn`: a visitor is sent home with the login dialog open (spec §2), and comes
 * back here after logging in.
 */
export function CustomerGuard({ signedIn = false, children }: { signedIn?: boolean; children: ReactNode }) {
  const { user } = useAuth();
  const location = useLocation();
  if (user?.isAdmin) return <Navigate to="/admin" replace />;
  if (signedIn && !user) {
    // Home is a page the server renders: the flag that opens its login dialog travels in
    // sessionStorage (islands/flash.ts), or, where that cannot be had, as the login page's address.
    const opts = { mode: 'public', returnTo: location.pathname + location.search } as const;
    return <Navigate to={flashOpenLogin(opts) ? '/' : loginPageHref(opts, '/')} replace />;
  }
  return children;
}
