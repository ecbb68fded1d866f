import type { ReactNode } from 'react';
import { useIslandsMode } from '../islands/mode.ts';
import { useAuth, type OpenLoginOptions } from '../lib/auth-core.ts';
import { useNav } from '../lib/nav.ts';
import { Button, buttonClass } from './ui/button.tsx';

/** The login page a login button leads to before its script is here, or without one: /masuk?kembali=… */
export function loginPageHref(opts: OpenLoginOptions, here: string): string {
  const q = new URLSearchParams();
  if (opts.tab === 'register') q.set('tab', 'daftar');
  if (opts.mode === 'admin') q.set('mode', 'admin');
  q.set('kembali', opts.returnTo ?? here);
  return `/masuk?${q.toString()}`;
}

/**
 * A button that opens the login dialog (spec §2). On a page rendered with islands it is a real link
 * to /masuk until its script is here (src/web/islands/boot.ts turns a press into the dialog), so a
 * tap is never lost; in the signed-in app it is a button.
 */
export function LoginButton({ opts = {}, className, children }: { opts?: OpenLoginOptions; className?: string; children: ReactNode }) {
  const islands = useIslandsMode();
  const nav = useNav();
  const { openLogin, preloadLogin } = useAuth();
  if (islands)
    return (
      <a
        href={loginPageHref(opts, nav.pathname + nav.search)}
        data-login={opts.tab ?? 'login'}
        data-login-mode={opts.mode}
        data-return-to={opts.returnTo}
        className={buttonClass('primary', className)}
      >
        {children}
      </a>
    );
  return (
    <Button onClick={() => openLogin(opts)} onPointerEnter={preloadLogin} onFocus={preloadLogin} className={className}>
      {children}
    </Button>
  );
}
