import { DropdownMenu } from 'radix-ui';
import { ChevronDown, LayoutDashboard, LogOut, Menu, ShieldCheck, UserCircle, Users, X } from 'lucide-react';
import { useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { can } from '../../../shared/roles.ts';
import { NAV, OFFICE } from '../../../shared/strings.ts';
import { Button } from '../../components/ui/button.tsx';
import { useAuth } from '../../features/auth/auth-context.tsx';
import { useLogout } from '../../features/auth/use-logout.ts';
import { cn } from '../../lib/cn.ts';

export const NAV_LINKS = [
  { to: '/', label: NAV.home },
  { to: '/profil', label: NAV.profile },
  { to: '/berita', label: NAV.news },
  { to: '/galeri', label: NAV.gallery },
  { to: '/kontak', label: NAV.contact },
] as const;

const navClass = ({ isActive }: { isActive: boolean }) =>
  cn('rounded-md px-3 py-2 text-sm font-medium transition-colors', isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100');

export function SiteHeader() {
  const { user, openLogin } = useAuth();
  const logout = useLogout();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const onAdminLogin = location.pathname === '/admin-login';
  const itemClass = 'flex cursor-pointer items-center gap-2 rounded px-3 py-2 text-sm text-slate-800 outline-none data-[highlighted]:bg-slate-100';

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2">
        {NAV.skipToContent}
      </a>
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4">
        <Link to="/" className="flex min-w-0 items-center gap-2">
          <img src="/images/logo.svg" alt="" width={36} height={36} className="size-9 shrink-0" />
          <span className="min-w-0 leading-tight">
            <span className="block text-sm font-bold text-brand-800">Dinas PUPR</span>
            <span className="block truncate text-xs text-slate-600">Provinsi Sulawesi Barat</span>
          </span>
        </Link>
        <nav aria-label="Navigasi utama" className="ml-auto hidden md:block">
          <ul className="flex items-center gap-1">
            {NAV_LINKS.map((l) => (
              <li key={l.to}>
                <NavLink to={l.to} end={l.to === '/'} className={navClass}>{l.label}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-2 md:ml-2">
          {user ? (
            <DropdownMenu.Root>
              <DropdownMenu.Trigger asChild>
                <Button variant="secondary" aria-label={NAV.accountMenu} className="max-w-48">
                  <UserCircle aria-hidden className="size-5 shrink-0" />
                  <span className="hidden truncate sm:inline">{user.fullName || user.email}</span>
                  <ChevronDown aria-hidden className="size-4 shrink-0" />
                </Button>
              </DropdownMenu.Trigger>
              <DropdownMenu.Portal>
                <DropdownMenu.Content align="end" sideOffset={6} className="z-50 min-w-52 rounded-md border border-slate-200 bg-white p-1 shadow-lg">
                  <DropdownMenu.Label className="px-3 py-2 text-xs text-slate-600">{user.email}</DropdownMenu.Label>
                  {!user.isAdmin && (
                    <DropdownMenu.Item asChild className={itemClass}>
                      <Link to="/dashboard"><LayoutDashboard aria-hidden className="size-4" />{NAV.dashboard}</Link>
                    </DropdownMenu.Item>
                  )}
                  {user.isAdmin && (
                    <DropdownMenu.Item asChild className={itemClass}>
                      <Link to="/admin"><ShieldCheck aria-hidden className="size-4" />{NAV.admin}</Link>
                    </DropdownMenu.Item>
                  )}
                  {can(user.role, 'users.manage') && (
                    <DropdownMenu.Item asChild className={itemClass}>
                      <Link to="/superadmin/users"><Users aria-hidden className="size-4" />{NAV.users}</Link>
                    </DropdownMenu.Item>
                  )}
                  <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
                  <DropdownMenu.Item className={itemClass} onSelect={() => void logout()}>
                    <LogOut aria-hidden className="size-4" />{NAV.logout}
                  </DropdownMenu.Item>
                </DropdownMenu.Content>
              </DropdownMenu.Portal>
            </DropdownMenu.Root>
          ) : (
            !onAdminLogin && <Button onClick={() => openLogin()}>{NAV.login}</Button>
          )}
          <Button
            variant="ghost"
            className="px-2 md:hidden"
            aria-label={menuOpen ? NAV.closeMenu : NAV.openMenu}
            aria-expanded={menuOpen}
            aria-controls="mobile-nav"
            onClick={() => setMenuOpen((o) => !o)}
          >
            {menuOpen ? <X aria-hidden className="size-6" /> : <Menu aria-hidden className="size-6" />}
          </Button>
        </div>
      </div>
      {menuOpen && (
        <nav id="mobile-nav" aria-label="Navigasi seluler" className="border-t border-slate-200 bg-white md:hidden">
          <ul className="mx-auto grid max-w-6xl gap-1 px-4 py-3">
            {NAV_LINKS.map((l) => (
              <li key={l.to}>
                <NavLink to={l.to} end={l.to === '/'} className={(s) => cn(navClass(s), 'block')} onClick={() => setMenuOpen(false)}>
                  {l.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <span className="sr-only">{OFFICE.name}</span>
    </header>
  );
}
