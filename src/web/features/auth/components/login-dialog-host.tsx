import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useAuth } from '../../../lib/auth-core.ts';
import { readLoginFlag } from '../login-flag.ts';
import { useFinishSignOut } from '../use-logout.ts';

// The dialog, its forms and zod stay out of the first load; they arrive on first open
// (or a moment earlier, when a pointer or the keyboard reaches a login button).
const importDialog = () => import('./login-dialog.tsx');
const LoginDialog = lazy(importDialog);

export function preloadLoginDialog(): void {
  void importDialog();
}

/** The login dialog, loaded on first use, and the history-state flags that open it or finish a sign-out. */
export function LoginDialogHost() {
  const { loginDialog, openLogin } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const [wanted, setWanted] = useState(false);
  if (loginDialog.open && !wanted) setWanted(true);
  useFinishSignOut();

  useEffect(() => {
    const flag = readLoginFlag(location.state);
    if (!flag) return;
    openLogin({ mode: flag.mode, returnTo: flag.returnTo });
    // Drop the flag so that reload or Back does not open the dialog again.
    void navigate({ pathname: location.pathname, search: location.search, hash: location.hash }, { replace: true, state: null });
  }, [location, navigate, openLogin]);

  if (!wanted) return null;
  return (
    <Suspense
      fallback={
        <div className="fixed inset-0 z-50 flex items-center justify-center bg-slate-950/40">
          <Spinner className="rounded-full bg-white p-3 text-brand-700 shadow" />
        </div>
      }
    >
      <LoginDialog />
    </Suspense>
  );
}
