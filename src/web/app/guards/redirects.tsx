import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { ErrorScreen } from '../../components/error-boundary.tsx';
import { FullPageSpinner } from '../../components/ui/spinner.tsx';
import { leavingForDocument } from '../document-paths.ts';
import { useAuth } from '../../lib/auth-core.ts';

/** Spec §2: any other path leads to /admin for admins and to / for everyone else. */
export function FallbackRedirect() {
  const { user } = useAuth();
  return <Navigate to={user?.isAdmin ? '/admin' : '/'} replace />;
}

/** The SPA's own address when it started: a public page served as the app means its rendering failed. */
const startedAt = typeof location === 'undefined' ? '' : location.href;

/**
 * A public page reached from the app (a link, a guard's redirect, Back): the server renders it, so
 * it is loaded as a page. Were the app itself what the server sent for it, that would loop: the
 * error screen says so instead.
 */
export function DocumentLoad() {
  const { pathname, search, hash } = useLocation();
  const target = pathname + search + hash;
  const loop = new URL(target, location.href).href === startedAt;
  useEffect(() => {
    if (loop) return;
    leavingForDocument();
    location.replace(target);
  }, [loop, target]);
  return loop ? <ErrorScreen home="/" fullPage /> : <FullPageSpinner />;
}
