import { useEffect, type ReactNode } from 'react';
import { AuthContext, type AuthContextValue } from '../lib/auth-core.ts';
import type { CurrentUser } from '../lib/session.ts';
import { openLogin, preloadLogin } from './login-launcher.ts';
import { IslandsMode } from './mode.ts';

const closed = { open: false, tab: 'login', mode: 'public' } as const;
const noop = () => {};

/** What `useAuth` gives an island: the session the page was rendered for, and the login dialog's launcher. */
export function islandAuth(user: CurrentUser | null): AuthContextValue {
  return { user, loginDialog: closed, openLogin, closeLogin: noop, setLoginTab: noop, preloadLogin };
}

/**
 * Around every island, the same on the server (entry-server.tsx) and in the browser (island-runtime.tsx),
 * so that the browser's first render is the server's HTML.
 */
export function IslandShell({ auth, onHydrated, children }: { auth: AuthContextValue; onHydrated?: () => void; children: ReactNode }) {
  return (
    <IslandsMode.Provider value={true}>
      <AuthContext.Provider value={auth}>
        {children}
        <HydrationMark onHydrated={onHydrated} />
      </AuthContext.Provider>
    </IslandsMode.Provider>
  );
}

/** Nothing on the page; in the browser it says when React has taken the island over (after its first commit). */
function HydrationMark({ onHydrated }: { onHydrated?: (() => void) | undefined }) {
  useEffect(() => onHydrated?.(), [onHydrated]);
  return null;
}
