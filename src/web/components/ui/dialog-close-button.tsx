import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { COMMON } from '../../../shared/strings.ts';

/** The round ✕ in a dialog's top-right corner, named 'Tutup' for screen readers. */
export function DialogCloseButton() {
  return (
    <Dialog.Close
      aria-label={COMMON.close}
      className="absolute top-4 right-4 inline-flex size-10 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 hover:text-slate-900"
    >
      <X aria-hidden className="size-5" />
    </Dialog.Close>
  );
}
