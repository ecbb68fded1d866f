import { ChevronDown, Menu, X } from 'lucide-react';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { NAV, SERVICE_MENU } from '../../../shared/strings.ts';
import { Button } from '../../components/ui/button.tsx';
import { useAuth } from '../../lib/auth-core.ts';
import { cn } from '../../lib/cn.ts';
import { importWithReload } from '../../lib/chunk-reload.ts';
import { signedInAtLoad, type CurrentUser } from '../../lib/session.ts';
import { AccountMenuButton } from './account-menu-button.tsx';
import type { PressedBefore } from './account-menu.tsx';

const loadAccountMenu = () => importWithReload(() => import('./account-menu.tsx'));
// A signed-in page asks for the menu while the app starts, not once React has taken the page over.
if (signedInAtLoad) void import('./account-menu.tsx').catch(() => {});

/** Where the "Layanan" entry sits among the links; it opens a menu instead of leading somewhere. */
const SERVICES_ENTRY = '#layanan';

const NAV_LINKS = [
  { to: '/', label: NAV.home },
  { to: '/profil', label: NAV.profile },
  { to: SERVICES_ENTRY, label: SERVICE_MENU.label },
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

/**
 * Whether a popup is open, remembered with the page it was opened on: another page (a link
 * followed, Back) finds it folded away. No state is set while rendering, so a page whose code is
 * still on its way (a pending transition) cannot hold the popup's own button hostage.
 */
function useOpenOnThisPage() {
  const { pathname } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = useCallback(
    (next: boolean | ((was: boolean) => boolean)) =>
      setOpenOn((was) => {
        const wanted = typeof next === 'function' ? next(was === pathname) : next;
        return wanted ? pathname : null;
      }),
    [pathname],
  );
  return [open, setOpen] as const;
}

/**
 * The site's header. `account`: what stands at its right instead of the app's login button or
 * account menu (a page rendered with islands puts its own there: src/web/app/public-document.tsx).
 * The two disclosures carry data-disclosure, so that on such a page, where React never takes the
 * header over, src/web/islands/disclosures.ts opens and closes them.
 */
export function SiteHeader({ account }: { account?: ReactNode } = {}) {
  const { user, openLogin, preloadLogin } = useAuth();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useOpenOnThisPage();
  const onAdminLogin = location.pathname === '/admin-login';
  const rootRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  useDismiss(menuOpen, () => setMenuOpen(false), rootRef, toggleRef);

  return (
    <header
      ref={rootRef}
      data-disclosure-root=""
      className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85"
    >
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
            <span className="block text-sm font-bold whitespace-nowrap text-brand-800">Dinas PUPR</span>
            <span className="block truncate text-xs text-slate-600">
              <span className="hidden min-[420px]:inline">Provinsi </span>Sulawesi Barat
            </span>
          </span>
        </Link>
        <nav aria-label="Navigasi utama" className="ml-auto hidden md:block">
          <ul className="flex items-center gap-1">
            {NAV_LINKS.map((l) =>
              l.to === SERVICES_ENTRY ? (
                <li key={l.to}>
                  <ServicesMenu />
                </li>
              ) : (
                <li key={l.to}>
                  <NavLink to={l.to} end={l.to === '/'} className={navClass}>
                    {l.label}
                  </NavLink>
                </li>
              ),
            )}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-1 md:ml-3">
          {account !== undefined ? (
            account
          ) : user ? (
            <AccountMenuSlot user={user} />
          ) : (
            !onAdminLogin && (
              <Button
                onClick={() => openLogin()}
                onPointerEnter={preloadLogin}
                onFocus={preloadLogin}
                className="px-3 whitespace-nowrap sm:px-4"
              >
                {NAV.login}
              </Button>
            )
          )}
          <button
            ref={toggleRef}
            type="button"
            className="group inline-flex size-11 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 md:hidden"
            aria-label={menuOpen ? NAV.closeMenu : NAV.openMenu}
            aria-expanded={menuOpen}
            aria-controls="mobile-nav"
            data-disclosure=""
            data-label-open={NAV.openMenu}
            data-label-close={NAV.closeMenu}
            onClick={() => setMenuOpen((o) => !o)}
          >
            <Menu aria-hidden className="size-6 group-aria-expanded:hidden" />
            <X aria-hidden className="hidden size-6 group-aria-expanded:block" />
          </button>
        </div>
      </div>
      <nav id="mobile-nav" aria-label="Navigasi seluler" hidden={!menuOpen} className="border-t border-slate-200 bg-white md:hidden">
        <ul className="mx-auto grid max-w-6xl gap-1 px-4 py-3">
          {NAV_LINKS.map((l) =>
            l.to === SERVICES_ENTRY ? (
              // On a phone the services are listed in the menu itself: one tap to each.
              <li key={l.to} className="border-y border-slate-100 py-2">
                <p id="mobile-layanan" className="px-3 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">
                  {SERVICE_MENU.label}
                </p>
                <ul aria-labelledby="mobile-layanan" className="grid">
                  {SERVICE_MENU.items.map((item) => (
                    <li key={item.to}>
                      <NavLink
                        to={item.to}
                        className={(s) => cn(navClass(s), 'flex items-center justify-between gap-2 py-3 text-base')}
                        onClick={() => setMenuOpen(false)}
                      >
                        {item.label}
                        {item.open && <NoAccountBadge />}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </li>
            ) : (
              <li key={l.to}>
                <NavLink
                  to={l.to}
                  end={l.to === '/'}
                  className={(s) => cn(navClass(s), 'block py-3 text-base')}
                  onClick={() => setMenuOpen(false)}
                >
                  {l.label}
                </NavLink>
              </li>
            ),
          )}
        </ul>
      </nav>
    </header>
  );
}

function NoAccountBadge() {
  return (
    <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-800 ring-1 ring-emerald-200">
      {SERVICE_MENU.noAccount}
    </span>
  );
}

/** "Layanan": a disclosure listing every service (a list of links, not an ARIA menu), closed by Escape or a press outside. */
function ServicesMenu() {
  const location = useLocation();
  const [open, setOpen] = useOpenOnThisPage();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  useDismiss(open, () => setOpen(false), rootRef, buttonRef);
  const active =
    location.pathname.startsWith('/layanan') || location.pathname.startsWith('/lacak') || location.pathname.startsWith('/verifikasi');
  return (
    <div ref={rootRef} data-disclosure-root="" className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls="layanan-menu"
        data-disclosure=""
        onClick={() => setOpen((o) => !o)}
        className={cn(navClass({ isActive: active }), 'group inline-flex items-center gap-1')}
      >
        {SERVICE_MENU.label}
        <ChevronDown aria-hidden className="size-4 transition-transform group-aria-expanded:rotate-180" />
      </button>
      <div
        id="layanan-menu"
        hidden={!open}
        className="absolute top-full left-1/2 z-50 mt-2 w-72 -translate-x-1/2 rounded-xl border border-slate-200 bg-white p-2 shadow-lg"
      >
        <ul className="grid gap-0.5">
          {SERVICE_MENU.items.map((item) => (
            <li key={item.to}>
              <Link to={item.to} className="grid gap-0.5 rounded-lg px-3 py-2.5 hover:bg-slate-50 focus-visible:bg-slate-50">
                <span className="flex items-center gap-2 text-sm font-semibold text-slate-900">
                  {item.label}
                  {item.open && <NoAccountBadge />}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

type AccountMenuComponent = (typeof import('./account-menu.tsx'))['default'];

/**
 * The account menu's code arrives in its own chunk. Until it is here (and in the server's HTML,
 * and while the browser takes the page over) the same button stands in: a press on it opens the
 * menu, the same way, once the menu arrives, and focus moves on to the menu's own button.
 */
function AccountMenuSlot({ user }: { user: CurrentUser }) {
  const [LoadedMenu, setLoadedMenu] = useState<AccountMenuComponent | null>(null);
  const [pressed, setPressed] = useState<PressedBefore>(null);
  const standInFocused = useRef(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    let live = true;
    // A chunk that cannot be had (after the one reload) leaves the stand-in.
    loadAccountMenu().then(
      (m) => live && setLoadedMenu(() => m.default),
      () => {},
    );
    return () => {
      live = false;
    };
  }, []);
  useLayoutEffect(() => {
    if (LoadedMenu && standInFocused.current) triggerRef.current?.focus();
  }, [LoadedMenu]);
  if (LoadedMenu) return <LoadedMenu user={user} pressed={pressed} triggerRef={triggerRef} />;
  return (
    <AccountMenuButton
      user={user}
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      onFocus={() => (standInFocused.current = true)}
      onBlur={() => (standInFocused.current = false)}
      // Enter and Space give a click with no pointer (detail 0).
      onClick={(e) => setPressed(e.detail === 0 ? 'keyboard' : 'pointer')}
    />
  );
}
