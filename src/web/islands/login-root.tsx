import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, useMemo, useSyncExternalStore } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import LoginDialog from '../features/auth/components/login-dialog.tsx';
import {
  AuthContext,
  rememberFocusBeforeLogin,
  type AuthContextValue,
  type LoginDialogState,
  type OpenLoginOptions,
} from '../lib/auth-core.ts';
import { sessionInPage } from './page-session.ts';
// Its toasts (a refusal, say) mount the page's toaster.
import './toaster-on-demand.ts';
import { IslandsMode } from './mode.ts';

// The login dialog of a page rendered with islands (login-launcher.ts loads this): a React root of
// its own at the end of <body>, created at the first opening.

let state: LoginDialogState = { open: false, tab: 'login', mode: 'public' };
const listeners = new Set<() => void>();
const set = (next: LoginDialogState) => {
  state = next;
  listeners.forEach((l) => l());
};
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

const open = (opts: OpenLoginOptions = {}) => {
  rememberFocusBeforeLogin();
  set({ open: true, tab: opts.tab ?? 'login', mode: opts.mode ?? 'public', returnTo: opts.returnTo });
};

function LoginHost({ client }: { client: QueryClient }) {
  const loginDialog = useSyncExternalStore(subscribe, () => state);
  const value = useMemo<AuthContextValue>(
    () => ({
      user: sessionInPage() ?? null,
      loginDialog,
      openLogin: open,
      closeLogin: () => set({ ...state, open: false }),
      setLoginTab: (tab) => set({ ...state, tab }),
      preloadLogin: () => {},
    }),
    [loginDialog],
  );
  return (
    <QueryClientProvider client={client}>
      <IslandsMode.Provider value={true}>
        <AuthContext.Provider value={value}>
          <LoginDialog />
        </AuthContext.Provider>
      </IslandsMode.Provider>
    </QueryClientProvider>
  );
}

let root: Root | null = null;

export function openLoginDialog(opts: OpenLoginOptions): void {
  open(opts);
  if (root) return;
  const el = document.createElement('div');
  el.id = 'login-dialog';
  document.body.append(el);
  root = createRoot(el);
  root.render(
    <StrictMode>
      <LoginHost client={new QueryClient()} />
    </StrictMode>,
  );
}
