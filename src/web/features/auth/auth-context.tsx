import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { FullPageSpinner } from '../../components/ui/spinner.tsx';
import { useSession, type CurrentUser } from './api/session.ts';

export type LoginDialogState = { open: boolean; tab: 'login' | 'register'; mode: 'public' | 'admin' };

type AuthContextValue = {
  user: CurrentUser | null;
  loginDialog: LoginDialogState;
  openLogin: (opts?: { tab?: 'login' | 'register'; mode?: 'public' | 'admin' }) => void;
  closeLogin: () => void;
  setLoginTab: (tab: 'login' | 'register') => void;
};

const AuthContext = createContext<AuthContextValue | null>(null);

/** Spec §2: nothing renders until the session is known. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const session = useSession();
  const [loginDialog, setLoginDialog] = useState<LoginDialogState>({ open: false, tab: 'login', mode: 'public' });
  const value = useMemo<AuthContextValue>(
    () => ({
      user: session.data ?? null,
      loginDialog,
      openLogin: (opts) => setLoginDialog({ open: true, tab: opts?.tab ?? 'login', mode: opts?.mode ?? 'public' }),
      closeLogin: () => setLoginDialog((s) => ({ ...s, open: false })),
      setLoginTab: (tab) => setLoginDialog((s) => ({ ...s, tab })),
    }),
    [session.data, loginDialog],
  );
  if (session.isPending) return <FullPageSpinner />;
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const ctx = useContext(AuthContext);
  if (!ctx) throw new Error('useAuth outside AuthProvider');
  return ctx;
}
