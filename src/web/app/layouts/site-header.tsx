import { ChevronDown, LayoutDashboard, LogOut, Menu, ShieldCheck, UserCircle, Users, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent as ReactKeyboardEvent, type RefObject } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { can } from '../../../shared/roles.ts';
import { NAV } from '../../../shared/strings.ts';
import { Button } from '../../components/ui/button.tsx';
import type { CurrentUser } from '../../features/auth/api/session.ts';
import { useAuth } from '../../features/auth/auth-context.tsx';
import { preloadLoginDialog } from '../../features/auth/components/login-dialog-host.tsx';
import { useLogout } from '../../features/auth/use-logout.ts';
import { cn } from '../../lib/cn.ts';

const NAV_LINKS = [
  { to: '/', label: NAV.home },
  { to: '/profil', label: NAV.profile },
  { to: '/berita', label: NAV.news },
  { to: '/galeri', label: NAV.gallery },
  { to: '/kontak', label: NAV.contact },
] as const;

const navClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-md px-3 py-2 text-sm font-medium transition-colors',
    isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
  );

/** Closes a popup on Escape (focus back on its button) and on a press outside it. */
function useDismiss(open: boolean, close: () => void, root: RefObject<HTMLElement | null>, button: RefObject<HTMLButtonElement | null>) {
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      close();
      button.current?.focus();
    };
    const onPointer = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) close();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, close, root, button]);
}

export function SiteHeader() {
  const { user, openLogin } = useAuth();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuPath, setMenuPath] = useState(location.pathname);
  // A link in the mobile menu was followed: fold the menu away.
  if (menuPath !== location.pathname) {
    setMenuPath(location.pathname);
    setMenuOpen(false);
  }
  const onAdminLogin = location.pathname === '/admin-login';
  const rootRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  useDismiss(menuOpen, () => setMenuOpen(false), rootRef, toggleRef);

  return (
    <header ref={rootRef} className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:shadow"
      >
        {NAV.skipToContent}
      </a>
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4">
        <Link to="/" className="flex min-w-0 items-center gap-2 rounded-md">
          <img src="/images/logo.svg" alt="" width={36} height={36} className="size-9 shrink-0" />
          <span className="min-w-0 leading-tight">
            <span className="block text-sm font-bold text-brand-800">Dinas PUPR</span>
            <span className="block truncate text-xs text-slate-600">
              <span className="hidden min-[420px]:inline">Provinsi </span>Sulawesi Barat
            </span>
          </span>
        </Link>
        <nav aria-label="Navigasi utama" className="ml-auto hidden md:block">
          <ul className="flex items-center gap-1">
            {NAV_LINKS.map((l) => (
              <li key={l.to}>
                <NavLink to={l.to} end={l.to === '/'} className={navClass}>
                  {l.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-1 md:ml-3">
          {user ? (
            <AccountMenu user={user} />
          ) : (
            !onAdminLogin && (
              <Button onClick={() => openLogin()} onPointerEnter={preloadLoginDialog} onFocus={preloadLoginDialog} className="px-3 whitespace-nowrap sm:px-4">
                {NAV.login}
              </Button>
            )
          )}
          <button
            ref={toggleRef}
            type="button"
            className="inline-flex size-11 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 md:hidden"
            aria-label={menuOpen ? NAV.closeMenu : NAV.openMenu}
            aria-expanded={menuOpen}
            aria-controls="mobile-nav"
            onClick={() => setMenuOpen((o) => !o)}
          >
            {menuOpen ? <X aria-hidden className="size-6" /> : <Menu aria-hidden className="size-6" />}
          </button>
        </div>
      </div>
      <nav id="mobile-nav" aria-label="Navigasi seluler" hidden={!menuOpen} className="border-t border-slate-200 bg-white md:hidden">
        <ul className="mx-auto grid max-w-6xl gap-1 px-4 py-3">
          {NAV_LINKS.map((l) => (
            <li key={l.to}>
              <NavLink to={l.to} end={l.to === '/'} className={(s) => cn(navClass(s), 'block py-3 text-base')} onClick={() => setMenuOpen(false)}>
                {l.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}

const itemClass =
  'flex w-full items-center gap-2 rounded-md px-3 py-2.5 text-left text-sm text-slate-800 hover:bg-slate-100 focus-visible:bg-slate-100 focus-visible:outline-offset-0';

/**
 * The signed-in menu: a disclosure button and a short list of links (WAI-ARIA disclosure
 * pattern). Arrow keys move between its entries; Escape and a press outside close it.
 */
function AccountMenu({ user }: { user: CurrentUser }) {
  const logout = useLogout();
  const [open, setOpen] = useState(false);
  const id = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = () => setOpen(false);
  useDismiss(open, close, rootRef, buttonRef);

  const onKeyDown = (e: ReactKeyboardEvent) => {
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
    const items = [...(rootRef.current?.querySelectorAll<HTMLElement>('[data-menu-item]') ?? [])];
    if (!items.length) return;
    e.preventDefault();
    const at = items.indexOf(document.activeElement as HTMLElement);
    const next = e.key === 'ArrowDown' ? (at + 1) % items.length : (at <= 0 ? items.length : at) - 1;
    items[next]?.focus();
  };

  return (
    <div
      ref={rootRef}
      className="relative"
      onKeyDown={onKeyDown}
      onBlur={(e) => {
        if (open && !e.currentTarget.contains(e.relatedTarget as Node | null)) close();
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
        className="inline-flex min-h-11 max-w-52 items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-slate-900 hover:bg-slate-50"
      >
        <UserCircle aria-hidden className="size-5 shrink-0 text-brand-700" />
        <span className="sr-only">{NAV.accountMenu}: </span>
        <span className="hidden truncate sm:inline">{user.fullName || user.email}</span>
        <ChevronDown aria-hidden className={cn('size-4 shrink-0 transition-transform', open && 'rotate-180')} />
      </button>
      <div id={id} hidden={!open} className="absolute right-0 z-50 mt-2 w-60 rounded-lg border border-slate-200 bg-white p-1 shadow-lg">
        <p className="truncate px-3 pt-2 pb-1 text-sm font-semibold text-slate-900">{user.fullName || user.email}</p>
        <p className="truncate px-3 pb-2 text-xs text-slate-600">{user.email}</p>
        <ul className="grid gap-0.5 border-t border-slate-100 pt-1">
          {!user.isAdmin && (
            <li>
              <Link data-menu-item to="/dashboard" className={itemClass} onClick={close}>
                <LayoutDashboard aria-hidden className="size-4 text-slate-600" />
                {NAV.dashboard}
              </Link>
            </li>
          )}
          {user.isAdmin && (
            <li>
              <Link data-menu-item to="/admin" className={itemClass} onClick={close}>
                <ShieldCheck aria-hidden className="size-4 text-slate-600" />
                {NAV.admin}
              </Link>
            </li>
          )}
          {can(user.role, 'users.manage') && (
            <li>
              <Link data-menu-item to="/superadmin/users" className={itemClass} onClick={close}>
                <Users aria-hidden className="size-4 text-slate-600" />
                {NAV.users}
              </Link>
            </li>
          )}
          <li className="mt-0.5 border-t border-slate-100 pt-0.5">
            <button
              data-menu-item
              type="button"
              className={itemClass}
              onClick={() => {
                close();
                void logout();
              }}
            >
              <LogOut aria-hidden className="size-4 text-slate-600" />
              {NAV.logout}
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
