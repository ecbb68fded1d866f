import { ShieldCheck } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { roleAllowed } from '../../../shared/roles.ts';
import { COMMON, OFFICE, SITE } from '../../../shared/strings.ts';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { useAuth } from '../../features/auth/auth-context.tsx';
import { preloadLoginDialog } from '../../features/auth/components/login-dialog-host.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** Spec §2 'Admin area': the roles each admin page allows, spelled as the spec's route guard spells them. */
export const ADMIN_PAGE_ROLES = {
  dashboard: ['superadmin', 'sirekanan', 'ujilab', 'jembatantif'],
  sirekanan: ['superadmin', 'sirekanan'],
  ujilab: ['superadmin', 'ujilab'],
  jembatantif: ['superadmin', 'sirekanan', 'ujilab', 'jembatantif'],
  laporan: ['superadmin', 'jembatantif'],
  superadminOnly: ['superadmin'],
} as const satisfies Record<string, readonly string[]>;

/**
 * Spec §2 'Redirect rules': signed out → the admin login dialog; no profile, not an admin, or a
 * customer → /dashboard; an admin whose role the page does not list → /admin.
 */
export function AdminGuard({ roles, children }: { roles: readonly string[]; children: ReactNode }) {
  const { user } = useAuth();
  if (!user) return <AdminLoginGate />;
  if (!user.isAdmin || user.role === 'customer') return <Navigate to="/dashboard" replace />;
  if (!roleAllowed(user.role, roles)) return <Navigate to="/admin" replace />;
  return children;
}

/** What a signed-out person sees in the admin area: the admin login dialog over a quiet page. */
function AdminLoginGate() {
  const { openLogin } = useAuth();
  const location = useLocation();
  const returnTo = location.pathname + location.search;
  useDocumentTitle(SITE.auth.adminGateTitle);
  useEffect(() => {
    openLogin({ mode: 'admin', returnTo });
  }, [openLogin, returnTo]);

  return (
    <div className="flex min-h-dvh flex-col bg-slate-100">
      <main id="main" tabIndex={-1} className="flex flex-1 items-center justify-center px-4 py-16 outline-none">
        <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
          <img src="/images/logo.svg" alt="" width={56} height={56} className="mx-auto size-14" />
          <p className="mt-3 text-sm font-medium text-slate-600">{OFFICE.name}</p>
          <h1 className="mt-4 flex items-center justify-center gap-2 text-2xl font-bold text-brand-800">
            <ShieldCheck aria-hidden className="size-6" />
            {SITE.auth.adminGateTitle}
          </h1>
          <p className="mt-2 text-slate-700">{SITE.auth.adminGateText}</p>
          <div className="mt-6 grid gap-3 sm:grid-cols-2">
            <Button onClick={() => openLogin({ mode: 'admin', returnTo })} onPointerEnter={preloadLoginDialog}>
              {SITE.auth.adminGateButton}
            </Button>
            <Link to="/" className={buttonClass('secondary')}>
              {COMMON.backHome}
            </Link>
          </div>
        </div>
      </main>
    </div>
  );
}
