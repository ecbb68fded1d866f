import { AlertDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { COMMON } from '../../shared/strings.ts';
import { Button, buttonClass } from './ui/button.tsx';
import { Spinner } from './ui/spinner.tsx';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens it, when it has one (else it is opened from elsewhere, e.g. a menu). */
  trigger?: ReactNode;
  title: string;
  description: string;
  confirm: string;
  cancel?: string;
  /** The server is answering: the dialog stays, and neither button can be pressed again. */
  busy: boolean;
  onConfirm: () => void;
};

/** "Hapus artikel?", "Cabut kunci?", "Nonaktifkan akun?": asks before a step that cannot simply be taken back. */
export function ConfirmDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  confirm,
  cancel = COMMON.cancel,
  busy,
  onConfirm,
}: Props) {
  return (
    <AlertDialog.Root open={open} onOpenChange={(o) => !busy && onOpenChange(o)}>
      {trigger && <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>}
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 grid w-[calc(100vw-1.5rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 rounded-xl bg-white p-6 shadow-xl">
          <AlertDialog.Title className="text-lg font-bold text-slate-900">{title}</AlertDialog.Title>
          <AlertDialog.Description className="text-sm break-words text-slate-700">{description}</AlertDialog.Description>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonClass('secondary')} disabled={busy}>
              {cancel}
            </AlertDialog.Cancel>
            {/* Not AlertDialog.Action: that would close the dialog before the server has answered. */}
            <Button variant="danger" disabled={busy} onClick={onConfirm}>
              {busy && <Spinner className="size-4 text-white" label={COMMON.busy} />}
              {confirm}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
