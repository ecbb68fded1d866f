import type { ComponentProps } from 'react';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { Button } from '../ui/button.tsx';

/**
 * The submit button of a form that needs the page's script (it sends JSON, not a plain POST): in
 * the server's HTML it is disabled, so that without JavaScript it never sends the form as a GET
 * with what was typed in the address. The page's script enables it as soon as it runs
 * (islands/boot.ts: `data-enable-early`) and holds a press until React has the form, which then
 * sends it: a tap is never lost, and nothing leaks.
 */
export function SendButton({ disabled, ...props }: Omit<ComponentProps<typeof Button>, 'type'>) {
  const hydrated = useHydrated();
  return <Button {...props} type="submit" disabled={disabled || !hydrated} data-enable-early="" />;
}
