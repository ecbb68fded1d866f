import type { OpenLoginOptions } from '../lib/auth-core.ts';
import type { ToastInput } from '../components/ui/toast.tsx';

// What a page says after a page load it caused (a login, a sign-out) or asks the next page to do
// (open the login dialog): kept in sessionStorage for the next page of this tab, read once there.
const TOAST = 'portal:flash-toast';
const LOGIN = 'portal:open-login';

function put(key: string, value: unknown): boolean {
  try {
    sessionStorage.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

function take<T>(key: string): T | null {
  try {
    const raw = sessionStorage.getItem(key);
    if (raw === null) return null;
    sessionStorage.removeItem(key);
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

/** A toast for the next page of this tab (the page that says "Login berhasil" is the one after the login). */
export const flashToast = (input: ToastInput): boolean => put(TOAST, input);
export const takeFlashToast = (): ToastInput | null => take<ToastInput>(TOAST);

/**
 * Spec §2: a guard sends a signed-out visitor home "with a flag that opens the login dialog". The
 * flag never shows in the address bar or in a shared link.
 */
export const flashOpenLogin = (opts: OpenLoginOptions): boolean => put(LOGIN, opts);
export const takeFlashOpenLogin = (): OpenLoginOptions | null => take<OpenLoginOptions>(LOGIN);
