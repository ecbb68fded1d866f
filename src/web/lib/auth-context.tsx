import { createContext, startTransition, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { FullPageSpinner } from '../components/ui/spinner.tsx';
import { renderedOnServer } from './rendered-on-server.ts';
import { useSession, type CurrentUser } from './session.ts';

export type LoginTab = 'login' | 'register';
export type LoginMode = 'public' | 'admin';
/** `returnTo`: where to go after a successful login (the guarded page that sent the visitor here). */
export type LoginDialogState = { open: boolean; tab: LoginTab; mode: LoginMode; returnTo?: string };
export type OpenLoginOptions = { tab?: LoginTab; mode?: LoginMode; returnTo?: string };

type AuthContextValue = {
  user: CurrentUser | null;
  loginDialog: LoginDialogState;
  openLogin: (opts?: OpenLoginOptions) => void;
  closeLogin: () => void;
  setLoginTab: (tab: LoginTab) => void;
  /** Fetches the login dialog's code ahead of a click (on hover or focus of a login button). */
  preloadLogin: () => void;
};

const AuthContext = createContext<AuthContextValue | null>(null);

// The element to give focus back to when the dialog closes (it is opened from code, not by a
// Radix trigger, so Radix does not know it).
let focusBeforeLogin: HTMLElement | null = null;
export function restoreFocusAfterLogin(): void {
  const target = focusBeforeLogin?.isConnected ? focusBeforeLogin : document.getElementById('main');
  focusBeforeLogin = null;
  target?.focus();
}

/**
 * Spec §2: nothing renders until the session is known. The login dialog itself belongs to
 * features/auth: the app renders its host among `children` and passes its preloader here, so this
 * module, which every feature reads, imports no feature.
 */
export function AuthProvider({ preloadLogin, children }: { preloadLogin: () => void; children: ReactNode }) {
  const session = useSession();
  const [loginDialog, setLoginDialog] = useState<LoginDialogState>({ open: false, tab: 'login', mode: 'public' });
  const openLogin = useCallback((opts?: OpenLoginOptions) => {
    const active = document.activeElement;
    focusBeforeLogin = active instanceof HTMLElement && active !== document.body ? active : null;
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
  // A page the server rendered is already there: it is taken over as it is, without a spinner.
  const known = !session.isPending;
  const [revealed, setRevealed] = useState(() => known && renderedOnServer);
  useEffect(() => {
    if (known) startTransition(() => setRevealed(true));
  }, [known]);
  if (!known || !revealed) return <FullPageSpinner />;
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const ctx = useContext(AuthContext);
  if (!ctx) throw new Error('useAuth outside AuthProvider');
  return ctx;
}
