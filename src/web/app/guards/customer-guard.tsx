import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { loginFlag } from '../../features/auth/login-flag.ts';
import { useAuth } from '../../lib/auth-context.tsx';

/**
 * DECISIONS.md rule 6: /dashboard and /layanan/* belong to customers, so a signed-in admin goes
 * to /admin. `signedIn`: a visitor is sent home with the login dialog open (spec §2), and comes
 * back here after logging in.
 */
export function CustomerGuard({ signedIn = false, children }: { signedIn?: boolean; children: ReactNode }) {
  const { user } = useAuth();
  const location = useLocation();
  if (user?.isAdmin) return <Navigate to="/admin" replace />;
  if (signedIn && !user) return <Navigate to="/" replace state={loginFlag('public', location.pathname + location.search)} />;
  return children;
}
