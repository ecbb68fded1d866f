import { lazy, Suspense, useState } from 'react';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useAuth } from '../../../lib/auth-core.ts';

// The dialog, its forms and zod stay out of the first load; they arrive on first open
// (or a moment earlier, when a pointer or the keyboard reaches a login button).
const importDialog = () => import('./login-dialog.tsx');
const LoginDialog = lazy(importDialog);

export function preloadLoginDialog(): void {
  void importDialog();
}

/** The app's login dialog (the admin area's gate, an account page), loaded on first use. */
export function LoginDialogHost() {
  const { loginDialog } = useAuth();
  const [wanted, setWanted] = useState(false);
  if (loginDialog.open && !wanted) setWanted(true);

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
