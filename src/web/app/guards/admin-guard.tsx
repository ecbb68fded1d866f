import { ShieldCheck } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { canonicalRole, ROLE_LABELS, ROLES, roleAllowed } from '../../../shared/roles.ts';
import { COMMON, ERROR_SCREEN, ERRORS, OFFICE, SITE } from '../../../shared/strings.ts';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { useAuth } from '../../lib/auth-core.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** Spec §2 'Admin area': the roles each admin page allows, spelled as the spec's route guard spells them. */
export const ADMIN_PAGE_ROLES = {
  dashboard: ['superadmin', 'sirekanan', 'ujilab', 'jembatantif', 'jalan', 'ppid'],
  sirekanan: ['superadmin', 'sirekanan'],
  ujilab: ['superadmin', 'ujilab'],
  jembatantif: ['superadmin', 'sirekanan', 'ujilab', 'jembatantif', 'jalan'],
  // Changing bridges (the bulk import): bridges.write.
  jembatantifWrite: ['superadmin', 'jembatantif'],
  laporan: ['superadmin', 'jembatantif', 'jalan'],
  // Issue 39: the road-section register and its engineers' pages (roads.manage).
  ruas: ['superadmin', 'jalan'],
  ppid: ['superadmin', 'ppid'],
  superadminOnly: ['superadmin'],
} as const satisfies Record<string, readonly string[]>;

type GuardProps = {
  /** Who may pass, spelled as the spec's route guard spells roles. */
  roles: readonly string[];
  /** The roles of the page actually asked for, when this guard stands in front of several (the admin layout's). */
  pageRoles?: (pathname: string) => readonly string[];
  children: ReactNode;
};

/**
 * Spec §2 'Redirect rules': signed out → the admin login dialog; no profile, not an admin, or a
 * customer → /dashboard; an admin whose role the page does not list → /admin. A redirect is never
 * silent: the spec's 'Akses Ditolak' toast says which roles the page is for.
 */
export function AdminGuard({ roles, pageRoles, children }: GuardProps) {
  const { user } = useAuth();
  const { pathname } = useLocation();
  const verdict = !user
    ? 'signed-out'
    : !user.isAdmin || user.role === 'customer'
      ? 'not-admin'
      : !roleAllowed(user.role, roles)
        ? 'other-role'
        : 'allowed';
  // The page this guard last let through. Refused on that same page means the role changed while it
  // was open (a super admin stepping down): that person is told by the page, not by 'Akses Ditolak'.
  const [allowedPath, setAllowedPath] = useState<string | null>(null);
  if (verdict === 'allowed' && allowedPath !== pathname) setAllowedPath(pathname);
  const silent = allowedPath === pathname;
  if (verdict === 'signed-out') return <AdminLoginGate />;
  if (verdict === 'not-admin') return <ForbiddenRedirect to="/dashboard" roles={pageRoles?.(pathname) ?? roles} silent={silent} />;
  if (verdict === 'other-role') return <ForbiddenRedirect to="/admin" roles={roles} silent={silent} />;
  return children;
}

/** 'Halaman ini hanya untuk Admin Uji Lab atau Super Admin.': human role names, in the roles' own order. */
export function forbiddenDescription(roles: readonly string[]): string {
  const allowed = ROLES.filter((r) => roles.some((name) => canonicalRole(name) === r));
  if (ROLES.every((r) => r === 'customer' || allowed.includes(r))) return ERROR_SCREEN.onlyForAdmins;
  const names = allowed.map((r) => ROLE_LABELS[r]);
  return ERROR_SCREEN.onlyFor(new Intl.ListFormat('id-ID', { type: 'disjunction' }).format(names));
}

function ForbiddenRedirect({ to, roles, silent }: { to: string; roles: readonly string[]; silent: boolean }) {
  useEffect(() => {
    if (!silent) toast({ title: ERRORS.forbiddenTitle, description: forbiddenDescription(roles), variant: 'destructive' });
  }, [roles, silent]);
  return <Navigate to={to} replace />;
}

/** What a signed-out person sees in the admin area: the admin login dialog over a quiet page. */
function AdminLoginGate() {
  const { openLogin, preloadLogin } = useAuth();
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
            <Button onClick={() => openLogin({ mode: 'admin', returnTo })} onPointerEnter={preloadLogin}>
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
