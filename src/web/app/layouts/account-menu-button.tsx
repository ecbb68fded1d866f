import { ChevronDown, UserCircle } from 'lucide-react';
import type { ComponentProps } from 'react';
import { NAV } from '../../../shared/strings.ts';
import { cn } from '../../lib/cn.ts';
import type { CurrentUser } from '../../lib/session.ts';

/**
 * The signed-in header's account button: the trigger of the Radix menu (account-menu.tsx) and,
 * while that chunk is on its way, the same button standing in for it. Radix adds aria-expanded,
 * aria-haspopup and data-state, which turns the chevron.
 */
export function AccountMenuButton({ user, className, ...props }: ComponentProps<'button'> & { user: CurrentUser }) {
  return (
    <button
      type="button"
      {...props}
      className={cn(
        'group inline-flex min-h-11 max-w-52 items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-slate-900 hover:bg-slate-50',
        className,
      )}
    >
      <UserCircle aria-hidden className="size-5 shrink-0 text-brand-700" />
      <span className="sr-only">{NAV.accountMenu}: </span>
      <span className="hidden truncate sm:inline">{user.fullName || user.email}</span>
      <ChevronDown aria-hidden className="size-4 shrink-0 transition-transform group-data-[state=open]:rotate-180" />
    </button>
  );
}
