import type { ReactNode } from 'react';
import { COMMON } from '../../shared/strings.ts';
import { Button } from './ui/button.tsx';

/**
 * A form's buttons at its foot: "Batal", then the form's own (submit, or more), side by side at the
 * right, stacked with the action on top on a phone. Both are held while the form is being sent.
 */
export function FormActions({
  cancel = COMMON.cancel,
  onCancel,
  busy,
  children,
}: {
  cancel?: string;
  onCancel: () => void;
  busy?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Button variant="secondary" disabled={busy} onClick={onCancel}>
        {cancel}
      </Button>
      {children}
    </div>
  );
}
