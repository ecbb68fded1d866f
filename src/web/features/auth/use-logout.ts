import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { AUTH } from '../../../shared/strings.ts';
import { flashToast } from '../../islands/flash.ts';
import { useNav } from '../../lib/nav.ts';
import { toast } from '../../components/ui/toast.tsx';
import { call, client, errorMessage } from '../../lib/api-client.ts';
import { sessionQuery } from '../../lib/session.ts';

type SignedOutState = { signedOut: true };
const isSignedOutState = (state: unknown): state is SignedOutState => (state as Partial<SignedOutState> | null)?.signedOut === true;

/**
 * Ends the session on the server, then goes home. The session is forgotten in the browser only
 * once home is shown (useFinishSignOut): forgotten while still on a guarded page, the guard would
 * take the user for a signed-out visitor and open the login dialog.
 */
export function useLogout() {
  const nav = useNav();
  return async () => {
    try {
      await call(client.account.logout.$post());
    } catch (err) {
      toast({ title: AUTH.logoutFailed, description: errorMessage(err), variant: 'destructive' });
      return;
    }
    // Home is a page rendered as HTML (issue 35), loaded anew from the app too (routes.tsx's
    // DocumentLoad), where a router's state is lost: it says "Berhasil Keluar" from the flash.
    if (flashToast({ title: AUTH.logoutSuccess, variant: 'success' })) return nav.go('/');
    nav.go('/', { state: { signedOut: true } satisfies SignedOutState });
  };
}

export function useFinishSignOut() {
  const qc = useQueryClient();
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (!isSignedOutState(location.state)) return;
    qc.setQueryData(sessionQuery.queryKey, null);
    qc.removeQueries({ predicate: (q) => q.queryKey[0] !== sessionQuery.queryKey[0] });
    toast({ title: AUTH.logoutSuccess, variant: 'success' });
    void navigate({ pathname: location.pathname, search: location.search, hash: location.hash }, { replace: true, state: null });
  }, [location, navigate, qc]);
}
