import { useEffect, useRef, useState } from 'react';
import { defineIsland } from '../../islands/island.tsx';
import type { CurrentUser } from '../../lib/session.ts';
import AccountMenu, { type PressedBefore } from './account-menu.tsx';

/**
 * The account menu on a page rendered with islands, taken over at the first pointer or focus on its
 * button (boot.ts). A press that came before (boot.ts notes it as data-pressed) opens it on arrival,
 * and so does one that began before and ends after: its pointerdown (where Radix opens the menu)
 * went by before React had the button, and only its click comes to React.
 */
function AccountMenuIsland({ user }: { user: CurrentUser }) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [pressed, setPressed] = useState<PressedBefore>(null);
  useEffect(() => {
    const before = triggerRef.current?.closest<HTMLElement>('[data-island]')?.dataset.pressed;
    if (before === 'pointer' || before === 'keyboard') return setPressed(before);
    const trigger = triggerRef.current;
    if (!trigger) return;
    let began = false;
    const begin = () => (began = true);
    const end = (e: MouseEvent) => {
      stop();
      if (!began) setPressed(e.detail === 0 ? 'keyboard' : 'pointer');
    };
    const stop = () => {
      trigger.removeEventListener('pointerdown', begin);
      trigger.removeEventListener('keydown', begin);
      trigger.removeEventListener('click', end);
    };
    trigger.addEventListener('pointerdown', begin);
    trigger.addEventListener('keydown', begin);
    trigger.addEventListener('click', end);
    return stop;
  }, []);
  return <AccountMenu key={pressed ?? 'idle'} user={user} pressed={pressed} triggerRef={triggerRef} />;
}

export default defineIsland('account-menu', AccountMenuIsland);
