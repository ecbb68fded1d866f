import { LayoutDashboard, LogOut, ShieldCheck, Users, type LucideIcon } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useRef, type Ref } from 'react';
import { can } from '../../../shared/roles.ts';
import { NAV } from '../../../shared/strings.ts';
import { useLogout } from '../../features/auth/use-logout.ts';
import { useNav } from '../../lib/nav.ts';
import type { CurrentUser } from '../../lib/session.ts';
import { AccountMenuButton } from './account-menu-button.tsx';

const itemClass =
  'flex w-full cursor-pointer items-center gap-2 rounded-md px-3 py-2.5 text-left text-sm text-slate-800 select-none data-[highlighted]:bg-slate-100 focus-visible:outline-offset-0';

/** How the stand-in button (site-header.tsx) was pressed before this chunk arrived, if it was. */
export type PressedBefore = 'pointer' | 'keyboard' | null;

type Props = { user: CurrentUser; pressed: PressedBefore; triggerRef: Ref<HTMLButtonElement> };

/**
 * The signed-in menu, a Radix DropdownMenu (WAI-ARIA menu button: arrow keys, Home/End, typing a
 * letter, Escape and a press outside close it). Its own chunk: Radix's menu and positioning are not
 * part of a visitor's first load (site-header.tsx shows the same button until it arrives).
 */
export default function AccountMenu({ user, pressed, triggerRef }: Props) {
  const logout = useLogout();
  const nav = useNav();
  const { pathname } = nav;
  // Following a link to another page: that page's layout puts focus on its content, and Radix
  // must not take it back to the menu button.
  const leaving = useRef(false);
  // Opened from the keyboard, the menu starts on its first item (WAI-ARIA menu button). Radix sees
  // the keyboard itself, except for an Enter on the stand-in before this chunk was here or one
  // pressed before Radix's own listener was in place.
  const byKeyboard = useRef(pressed === 'keyboard');
  const link = (to: string, label: string, Icon: LucideIcon) => (
    <DropdownMenu.Item asChild className={itemClass} onSelect={() => (leaving.current = to !== pathname)}>
      <a
        href={to}
        onClick={(e) => {
          // In the app, a move within it; on a page rendered with islands, nav.go is the page load.
          if (e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
          e.preventDefault();
          nav.go(to);
        }}
      >
        <Icon aria-hidden className="size-4 text-slate-600" />
        {label}
      </a>
    </DropdownMenu.Item>
  );

  return (
    // Not modal: the rest of the page stays readable and usable, as it was with the disclosure.
    <DropdownMenu.Root modal={false} defaultOpen={pressed != null}>
      <DropdownMenu.Trigger asChild>
        <AccountMenuButton
          ref={triggerRef}
          user={user}
          // Radix learns that the keyboard is in use from a listener it adds once mounted: a key
          // pressed as the menu is taken over would open it without its first item. Noted here too.
          onKeyDown={(e) => (byKeyboard.current = ['Enter', ' ', 'ArrowDown'].includes(e.key))}
          onPointerDown={() => (byKeyboard.current = false)}
        />
      </DropdownMenu.Trigger>
      {/* Not in a portal: the menu stays in the header (the banner landmark), after its button. */}
      <DropdownMenu.Content
        align="end"
        sideOffset={8}
        onFocus={(e) => {
          // Radix focuses the menu itself when it opens on arrival; from the keyboard, on to its first item.
          if (e.target !== e.currentTarget || !byKeyboard.current) return;
          byKeyboard.current = false;
          e.currentTarget.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
        }}
        onCloseAutoFocus={(e) => {
          if (!leaving.current) return;
          leaving.current = false;
          e.preventDefault();
        }}
        className="z-50 w-60 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
      >
        <DropdownMenu.Label className="truncate px-3 pt-2 pb-1 text-sm font-semibold text-slate-900">
          {user.fullName || user.email}
        </DropdownMenu.Label>
        <DropdownMenu.Label className="truncate px-3 pb-2 text-xs text-slate-600">{user.email}</DropdownMenu.Label>
        <div className="grid gap-0.5 border-t border-slate-100 pt-1">
          {!user.isAdmin && link('/dashboard', NAV.dashboard, LayoutDashboard)}
          {user.isAdmin && link('/admin', NAV.admin, ShieldCheck)}
          {can(user.role, 'users.manage') && link('/superadmin/users', NAV.users, Users)}
          <div className="mt-0.5 border-t border-slate-100 pt-0.5">
            <DropdownMenu.Item className={itemClass} onSelect={() => void logout()}>
              <LogOut aria-hidden className="size-4 text-slate-600" />
              {NAV.logout}
            </DropdownMenu.Item>
          </div>
        </div>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
