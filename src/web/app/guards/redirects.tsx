import { useEffect, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useAuth } from '../../lib/auth-context.tsx';

/** Spec §2: any other path leads to /admin for admins and to / for everyone else. */
export function FallbackRedirect() {
  const { user } = useAuth();
  return <Navigate to={user?.isAdmin ? '/admin' : '/'} replace />;
}

/** /admin-login: the home page with the admin login dialog open; a signed-in admin goes to /admin. */
export function AdminLoginRoute({ children }: { children: ReactNode }) {
  const { user, openLogin } = useAuth();
  const isAdmin = !!user?.isAdmin;
  useEffect(() => {
    if (!isAdmin) openLogin({ mode: 'admin', returnTo: '/admin' });
  }, [isAdmin, openLogin]);
  if (isAdmin) return <Navigate to="/admin" replace />;
  return children;
}
