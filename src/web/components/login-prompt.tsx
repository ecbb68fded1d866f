import { LogIn } from 'lucide-react';
import { LAYANAN } from '../../shared/layanan-strings.ts';
import { LoginButton } from './login-button.tsx';

/**
 * Signed-out state of the customer services: the hint and the button that opens the login dialog
 * (on a page rendered as HTML, a link to /masuk until the page's script turns it into the dialog).
 */
export function LoginPrompt({ hint }: { hint: string }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-brand-600/40 bg-brand-50 px-5 py-8 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-white text-brand-700 shadow-sm">
        <LogIn aria-hidden className="size-6" />
      </span>
      <h3 className="text-lg font-semibold text-brand-900">{LAYANAN.loginRequired}</h3>
      <p className="max-w-sm text-sm text-slate-700">{hint}</p>
      <LoginButton>{LAYANAN.loginButton}</LoginButton>
    </div>
  );
}
