import { createContext, useContext } from 'react';
import type { CurrentUser } from './session.ts';

export type LoginTab = 'login' | 'register';
type LoginMode = 'public' | 'admin';
/** `returnTo`: where to go after a successful login (the guarded page that sent the visitor here). */
export type LoginDialogState = { open: boolean; tab: LoginTab; mode: LoginMode; returnTo?: string };
export type OpenLoginOptions = { tab?: LoginTab; mode?: LoginMode; returnTo?: string };

export type AuthContextValue = {
  user: CurrentUser | null;
  loginDialog: LoginDialogState;
  openLogin: (opts?: OpenLoginOptions) => void;
  closeLogin: () => void;
  setLoginTab: (tab: LoginTab) => void;
  /** Fetches the login dialog's code ahead of a click (on hover or focus of a login button). */
  preloadLogin: () => void;
};

/**
 * Who is signed in and the login dialog. The app provides it from its session query
 * (auth-context.tsx); a page rendered as HTML with islands provides it from the session the server
 * wrote into the page (src/web/islands/shell.tsx). This module imports no data library, so an
 * island that only needs `useAuth` stays small.
 */
export const AuthContext = createContext<AuthContextValue | null>(null);

// The element to give focus back to when the dialog closes (it is opened from code, not by a
// Radix trigger, so Radix does not know it).
let focusBeforeLogin: HTMLElement | null = null;
export function rememberFocusBeforeLogin(): void {
  const active = document.activeElement;
  focusBeforeLogin = active instanceof HTMLElement && active !== document.body ? active : null;
}
export function restoreFocusAfterLogin(): void {
  const target = focusBeforeLogin?.isConnected ? focusBeforeLogin : document.getElementById('main');
  focusBeforeLogin = null;
  target?.focus();
}

export function useAuth(): AuthContextValue {
  const ctx = useContext(AuthContext);
  if (!ctx) throw new Error('useAuth outside AuthProvider');
  return ctx;
}
