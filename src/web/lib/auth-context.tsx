import { startTransition, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  AuthContext,
  rememberFocusBeforeLogin,
  type AuthContextValue,
  type LoginDialogState,
  type LoginTab,
  type OpenLoginOptions,
} from './auth-core.ts';
import { FullPageSpinner } from '../components/ui/spinner.tsx';
import { useSession } from './session.ts';

/**
 * Spec §2: nothing renders until the session is known. The login dialog itself belongs to
 * features/auth: the app renders its host among `children` and passes its preloader here, so this
 * module, which every feature reads, imports no feature.
 */
export function AuthProvider({ preloadLogin, children }: { preloadLogin: () => void; children: ReactNode }) {
  const session = useSession();
  const [loginDialog, setLoginDialog] = useState<LoginDialogState>({ open: false, tab: 'login', mode: 'public' });
  const openLogin = useCallback((opts?: OpenLoginOptions) => {
    rememberFocusBeforeLogin();
    setLoginDialog({ open: true, tab: opts?.tab ?? 'login', mode: opts?.mode ?? 'public', returnTo: opts?.returnTo });
  }, []);
  const closeLogin = useCallback(() => setLoginDialog((s) => ({ ...s, open: false })), []);
  const setLoginTab = useCallback((tab: LoginTab) => setLoginDialog((s) => ({ ...s, tab })), []);
  const value = useMemo<AuthContextValue>(
    () => ({ user: session.data ?? null, loginDialog, openLogin, closeLogin, setLoginTab, preloadLogin }),
    [session.data, loginDialog, openLogin, closeLogin, setLoginTab, preloadLogin],
  );
  // The first full render of the app happens in a transition, which React splits into short
  // slices: a cheap phone stays responsive while the page is built (Lighthouse: blocking time).
  const known = !session.isPending;
  const [revealed, setRevealed] = useState(false);
  useEffect(() => {
    if (known) startTransition(() => setRevealed(true));
  }, [known]);
  if (!known || !revealed) return <FullPageSpinner />;
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
