import {
  Activity,
  Send,
  Bell,
  Building2,
  ClipboardCheck,
  ClipboardList,
  ExternalLink,
  FileSearch,
  FileText,
  FolderOpen,
  FlaskConical,
  Inbox,
  KeyRound,
  Landmark,
  ListOrdered,
  LayoutDashboard,
  LogOut,
  Menu,
  Route,
  Scale,
  TriangleAlert,
  Users,
  X,
  Coins,
  type LucideIcon,
} from 'lucide-react';
import { Dialog, Popover } from 'radix-ui';
import { Suspense, useId, useState } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { can, ROLE_LABELS, type Capability } from '../../../shared/roles.ts';
import { NAV } from '../../../shared/strings.ts';
import { ADMIN } from '../../../shared/admin-strings.ts';
import { RouteErrorBoundary } from '../../components/error-boundary.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useAdminNotifications } from '../../features/admin-dashboard/api/admin-dashboard.ts';
import { useLogout } from '../../features/auth/use-logout.ts';
import { useAuth } from '../../lib/auth-core.ts';
import { cn } from '../../lib/cn.ts';
import { formatNumber } from '../../lib/format.ts';

/** `except`: a page under `to` that has its own item, so that one item is highlighted. */
type MenuItem = { to: string; label: string; icon: LucideIcon; capability: Capability; end?: boolean; except?: RegExp };

// DECISIONS.md rule 4: the sidebar shows exactly what the role may open.
const MENU: MenuItem[] = [
  { to: '/admin', label: ADMIN.menu.dashboard, icon: LayoutDashboard, capability: 'admin.dashboard', end: true },
  { to: '/admin/sirekanan', label: ADMIN.menu.sirekanan, icon: ClipboardList, capability: 'sirekanan.manage' },
  { to: '/admin/ujilab', label: ADMIN.menu.ujilab, icon: FlaskConical, capability: 'ujilab.manage', except: /^\/admin\/ujilab\/tarif/ },
  { to: '/admin/ujilab/tarif', label: ADMIN.menu.labTariff, icon: Coins, capability: 'ujilab.tariff' },
  { to: '/admin/jembatantif', label: ADMIN.menu.jembatantif, icon: Building2, capability: 'bridges.view_admin' },
  { to: '/admin/laporan', label: ADMIN.menu.laporan, icon: TriangleAlert, capability: 'damage-reports.manage' },
  { to: '/admin/ruas', label: ADMIN.menu.ruas, icon: Route, capability: 'roads.manage' },
  { to: '/admin/prioritas-ruas', label: ADMIN.menu.roadPriorities, icon: ListOrdered, capability: 'roads.manage' },
  { to: '/admin/instansi', label: ADMIN.menu.instansi, icon: Landmark, capability: 'roads.manage' },
  { to: '/admin/cms', label: ADMIN.menu.cms, icon: FileText, capability: 'cms.manage' },
  { to: '/admin/users', label: ADMIN.menu.users, icon: Users, capability: 'users.manage' },
  { to: '/admin/pesan', label: ADMIN.menu.inbox, icon: Inbox, capability: 'contact-inbox.manage' },
  { to: '/admin/surel', label: ADMIN.menu.outbox, icon: Send, capability: 'outbox.manage' },
  { to: '/admin/skm', label: ADMIN.menu.skm, icon: ClipboardCheck, capability: 'skm.manage' },
  { to: '/admin/open311', label: ADMIN.menu.open311, icon: KeyRound, capability: 'open311.keys' },
  { to: '/admin/ppid', label: ADMIN.menu.ppid, icon: FileSearch, capability: 'ppid.manage', end: true },
  { to: '/admin/ppid/dip', label: ADMIN.menu.ppidDip, icon: FolderOpen, capability: 'ppid.manage' },
  { to: '/admin/ppid/keberatan', label: ADMIN.menu.ppidObjections, icon: Scale, capability: 'ppid.objections' },
  { to: '/admin/sistem', label: ADMIN.menu.system, icon: Activity, capability: 'system.view' },
];

const TITLES: [RegExp, string][] = [
  [/^\/admin\/?$/, ADMIN.titles.dashboard],
  [/^\/admin\/sirekanan/, ADMIN.titles.sirekanan],
  [/^\/admin\/ujilab\/tarif/, ADMIN.titles.labTariff],
  [/^\/admin\/ujilab/, ADMIN.titles.ujilab],
  [/^\/admin\/jembatantif/, ADMIN.titles.jembatantif],
  [/^\/admin\/laporan/, ADMIN.titles.laporan],
  [/^\/admin\/prioritas-ruas/, ADMIN.titles.roadPriorities],
  [/^\/admin\/ruas/, ADMIN.titles.ruas],
  [/^\/admin\/instansi/, ADMIN.titles.instansi],
  [/^\/admin\/users/, ADMIN.titles.users],
  [/^\/admin\/cms\/articles\/new/, ADMIN.titles.articleNew],
  [/^\/admin\/cms\/articles\/edit\//, ADMIN.titles.articleEdit],
  [/^\/admin\/cms\/articles/, ADMIN.titles.articles],
  [/^\/admin\/cms/, ADMIN.titles.cms],
  [/^\/admin\/pesan/, ADMIN.titles.inbox],
  [/^\/admin\/surel/, ADMIN.titles.outbox],
  [/^\/admin\/skm/, ADMIN.titles.skm],
  [/^\/admin\/open311/, ADMIN.titles.open311],
  [/^\/admin\/ppid\/dip/, ADMIN.titles.ppidDip],
  [/^\/admin\/ppid\/keberatan/, ADMIN.titles.ppidObjections],
  [/^\/admin\/ppid/, ADMIN.titles.ppid],
  [/^\/admin\/sistem/, ADMIN.titles.system],
];

/** Spec §2: the top bar's title is taken from the URL. */
function adminTitleFor(pathname: string): string {
  return TITLES.find(([re]) => re.test(pathname))?.[1] ?? ADMIN.titles.fallback;
}

function SidebarNav({ onNavigate }: { onNavigate?: () => void }) {
  const { user } = useAuth();
  const items = MENU.filter((m) => can(user?.role, m.capability));
  const { pathname } = useLocation();
  return (
    <nav aria-label={ADMIN.layout.sidebarLabel} className="flex-1 overflow-y-auto px-3 py-4">
      <ul className="grid gap-1">
        {items.map((m) => (
          <li key={m.to}>
            <NavLink
              to={m.to}
              end={m.end}
              onClick={onNavigate}
              {...(m.except?.test(pathname) ? { 'aria-current': 'false' as const } : {})}
              className={({ isActive }) =>
                cn(
                  'flex min-h-11 items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors',
                  isActive && !m.except?.test(pathname) ? 'bg-white/15 text-white' : 'text-brand-100 hover:bg-white/10 hover:text-white',
                )
              }
            >
              <m.icon aria-hidden className="size-5 shrink-0" />
              {m.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Brand() {
  return (
    <Link to="/admin" className="flex items-center gap-3 px-5 py-4">
      <img src="/images/logo.svg" alt="" width={36} height={36} className="size-9 shrink-0 rounded bg-white p-0.5" />
      <span className="min-w-0 leading-tight">
        <span className="block text-sm font-bold whitespace-nowrap text-white">{ADMIN.layout.brand}</span>
        <span className="block truncate text-xs text-brand-100">{ADMIN.layout.brandSub}</span>
      </span>
    </Link>
  );
}

function SidebarFooter() {
  return (
    <div className="border-t border-white/15 px-3 py-3">
      <Link
        to="/"
        className="flex min-h-11 items-center gap-3 rounded-md px-3 py-2 text-sm text-brand-100 hover:bg-white/10 hover:text-white"
      >
        <ExternalLink aria-hidden className="size-5 shrink-0" />
        {ADMIN.layout.publicSite}
      </Link>
    </div>
  );
}

function NotificationBell() {
  const notifications = useAdminNotifications();
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const data = notifications.data;
  const count = data?.total ?? 0;
  const rows = [
    { key: 'sirekanan', label: ADMIN.menu.sirekanan, value: data?.sirekanan, to: '/admin/sirekanan?status=Diajukan' },
    { key: 'ujilab', label: ADMIN.menu.ujilab, value: data?.ujilab, to: '/admin/ujilab?status=Diajukan' },
    { key: 'damage', label: ADMIN.menu.laporan, value: data?.damageReports, to: '/admin/laporan?status=Diajukan' },
  ].filter((r) => r.value != null);
  // A non-modal popover kept inside the header: a short list of links, not a menu.
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>
        <Button variant="ghost" className="relative px-2.5" aria-label={ADMIN.layout.notificationsLabel(count)}>
          <Bell aria-hidden className="size-5" />
          {count > 0 && (
            <span
              aria-hidden
              data-testid="notification-badge"
              className="absolute top-1 right-0.5 min-w-5 rounded-full bg-red-600 px-1 text-center text-[11px] leading-5 font-bold text-white"
            >
              {count > 99 ? '99+' : formatNumber(count)}
            </span>
          )}
        </Button>
      </Popover.Trigger>
      <Popover.Content
        align="end"
        sideOffset={6}
        aria-labelledby={titleId}
        className="z-50 w-72 max-w-[calc(100vw-1rem)] rounded-md border border-slate-200 bg-white p-1 shadow-lg"
      >
        <p id={titleId} className="px-3 py-2 text-xs font-semibold text-slate-600">
          {ADMIN.layout.notificationsTitle}
        </p>
        {rows.length === 0 || count === 0 ? (
          <p className="px-3 py-2 text-sm text-slate-600">{ADMIN.layout.noNotifications}</p>
        ) : (
          <ul className="grid gap-0.5">
            {rows.map((r) => (
              <li key={r.key}>
                <Link
                  to={r.to}
                  onClick={() => setOpen(false)}
                  className="flex min-h-10 items-center justify-between gap-3 rounded px-3 py-2 text-sm text-slate-800 hover:bg-slate-100 focus-visible:bg-slate-100"
                >
                  <span>{r.label}</span>
                  <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold tabular-nums">
                    {formatNumber(r.value ?? 0)}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Popover.Content>
    </Popover.Root>
  );
}

export function AdminLayout() {
  const { user } = useAuth();
  const logout = useLogout();
  const location = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const title = adminTitleFor(location.pathname);

  return (
    <div className="flex min-h-dvh bg-slate-50">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        {NAV.skipToContent}
      </a>
      {/* Wide screens: a fixed sidebar. */}
      <aside className="hidden w-64 shrink-0 bg-brand-800 lg:block">
        <div className="sticky top-0 flex h-dvh flex-col">
          <Brand />
          <SidebarNav />
          <SidebarFooter />
        </div>
      </aside>
      {/* Narrow screens: the same menu in a drawer. */}
      <Dialog.Root open={drawerOpen} onOpenChange={setDrawerOpen}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50 lg:hidden" />
          <Dialog.Content className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col bg-brand-800 shadow-xl outline-none lg:hidden">
            <Dialog.Title className="sr-only">{ADMIN.layout.sidebarLabel}</Dialog.Title>
            <Dialog.Description className="sr-only">{ADMIN.layout.brand}</Dialog.Description>
            <div className="flex items-center justify-between pr-3">
              <Brand />
              <Dialog.Close asChild>
                <Button variant="ghost" className="px-2 text-white hover:bg-white/10" aria-label={ADMIN.layout.closeSidebar}>
                  <X aria-hidden className="size-6" />
                </Button>
              </Dialog.Close>
            </div>
            <SidebarNav onNavigate={() => setDrawerOpen(false)} />
            <SidebarFooter />
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>

      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-40 flex h-16 items-center gap-2 border-b border-slate-200 bg-white/95 px-3 backdrop-blur sm:px-6">
          <Button
            variant="ghost"
            className="px-2 lg:hidden"
            aria-label={ADMIN.layout.openSidebar}
            aria-expanded={drawerOpen}
            onClick={() => setDrawerOpen(true)}
          >
            <Menu aria-hidden className="size-6" />
          </Button>
          <p className="min-w-0 flex-1 truncate text-lg font-semibold text-slate-900" data-testid="admin-title">
            {title}
          </p>
          <NotificationBell />
          {user && (
            <div className="hidden min-w-0 text-right leading-tight md:block">
              <p className="max-w-48 truncate text-sm font-medium text-slate-900">{user.fullName || user.email}</p>
              <p className="text-xs text-slate-600">{ROLE_LABELS[user.role]}</p>
            </div>
          )}
          <Button variant="secondary" className="px-3" onClick={() => void logout()} aria-label={ADMIN.layout.logout}>
            <LogOut aria-hidden className="size-4" />
            <span className="hidden sm:inline">{ADMIN.layout.logout}</span>
          </Button>
        </header>
        <main id="main" tabIndex={-1} className="flex-1 px-3 py-6 outline-none sm:px-6">
          <div className="mx-auto max-w-7xl">
            {/* A page that fails shows the error screen; the sidebar stays, so the other pages are a click away. */}
            <RouteErrorBoundary home="/admin">
              {/* One boundary per address (as in public-layout.tsx): a screen still loading is dropped on leaving it. */}
              <Suspense
                key={location.pathname}
                fallback={
                  <div className="flex justify-center py-24">
                    <Spinner className="text-brand-700" />
                  </div>
                }
              >
                <Outlet />
              </Suspense>
            </RouteErrorBoundary>
          </div>
        </main>
      </div>
    </div>
  );
}
