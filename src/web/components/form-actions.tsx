import type { ReactNode } from 'react';
import { COMMON } from '../../shared/strings.ts';
import { cn } from '../lib/cn.ts';
import { Button } from './ui/button.tsx';

/**
 * A form's buttons at its foot: "Batal", then the form's own (submit, or more), side by side at the
 * right, stacked with the action on top on a phone. Both are held while the form is being sent.
 */
export function FormActions({
  cancel = COMMON.cancel,
  onCancel,
  busy,
  className,
  children,
}: {
  cancel?: string;
  onCancel: () => void;
  busy?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)}>
      <Button variant="secondary" disabled={busy} onClick={onCancel}>
        {cancel}
      </Button>
      {children}
    </div>
  );
}
