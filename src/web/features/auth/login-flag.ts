import type { LoginMode } from '../../lib/auth-core.ts';

/**
 * Spec §2: a guard sends a signed-out visitor home "with a flag that opens the login dialog".
 * The flag travels in the history state, so it never shows in the address bar or in a shared link.
 */
export type LoginFlagState = { login: { mode: LoginMode; returnTo?: string } };

export function loginFlag(mode: LoginMode, returnTo?: string): LoginFlagState {
  return { login: { mode, returnTo } };
}

export function readLoginFlag(state: unknown): LoginFlagState['login'] | null {
  const login = (state as Partial<LoginFlagState> | null)?.login;
  return login && (login.mode === 'public' || login.mode === 'admin') ? login : null;
}
