import { useEffect, useRef, useState } from 'react';
import { defineIsland } from '../../islands/island.tsx';
import type { CurrentUser } from '../../lib/session.ts';
import AccountMenu, { type PressedBefore } from './account-menu.tsx';

/**
 * The account menu on a page rendered with islands, taken over at the first pointer or focus on its
 * button (boot.ts). A press that came before (boot.ts notes it as data-pressed) opens it on arrival.
 */
function AccountMenuIsland({ user }: { user: CurrentUser }) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [pressed, setPressed] = useState<PressedBefore>(null);
  useEffect(() => {
    const before = triggerRef.current?.closest<HTMLElement>('[data-island]')?.dataset.pressed;
    if (before === 'pointer' || before === 'keyboard') setPressed(before);
  }, []);
  return <AccountMenu key={pressed ?? 'idle'} user={user} pressed={pressed} triggerRef={triggerRef} />;
}

export default defineIsland('account-menu', AccountMenuIsland);
