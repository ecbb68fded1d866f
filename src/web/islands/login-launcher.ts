import type { OpenLoginOptions } from '../lib/auth-core.ts';
import { importWithReload } from '../lib/chunk-reload.ts';

// The login dialog of a page rendered with islands: its code (React, Radix, the forms, zod) is
// fetched when a pointer or the keyboard reaches a login control, or at the press itself.
const load = () => importWithReload(() => import('./login-root.tsx'));

export function preloadLogin(): void {
  void load().catch(() => {});
}

export function openLogin(opts: OpenLoginOptions = {}): void {
  void load().then(
    (m) => m.openLoginDialog(opts),
    // The dialog cannot be had (offline, twice missing): the login page can.
    () => location.assign(`/masuk?kembali=${encodeURIComponent(opts.returnTo ?? location.pathname + location.search)}`),
  );
}
