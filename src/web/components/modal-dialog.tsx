import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { COMMON } from '../../shared/strings.ts';
import { cn } from '../lib/cn.ts';
import { Button } from './ui/button.tsx';

const WIDTH = { md: 'max-w-md', lg: 'max-w-lg', xl: 'max-w-xl' } as const;

type Props = {
  /** Left out, the dialog opens and closes itself (from its trigger). */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The button that opens it, when it has one. */
  trigger?: ReactNode;
  title: ReactNode;
  description: ReactNode;
  /** The ✕ beside the title, with its name; a dialog without one closes by its own buttons and Escape. */
  close?: { label?: string; disabled?: boolean };
  width?: keyof typeof WIDTH;
  children: ReactNode;
};

/** An admin dialog (edit a role, invite staff, insert an image): title and description, the ✕, then its content, scrolling on a short screen. */
export function ModalDialog({ open, onOpenChange, trigger, title, description, close, width = 'md', children }: Props) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger && <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>}
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content
          className={cn(
            'fixed top-1/2 left-1/2 z-50 grid max-h-[90dvh] w-[calc(100vw-1.5rem)] -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-xl bg-white p-5 shadow-xl sm:p-6',
            WIDTH[width],
          )}
        >
          <div className="flex items-start justify-between gap-3">
            <div>
              <Dialog.Title className="text-lg font-bold text-brand-800">{title}</Dialog.Title>
              <Dialog.Description className="mt-1 text-sm break-words text-slate-600">{description}</Dialog.Description>
            </div>
            {close && (
              <Dialog.Close asChild>
                <Button variant="ghost" className="px-2" aria-label={close.label ?? COMMON.close} disabled={close.disabled}>
                  <X aria-hidden className="size-5" />
                </Button>
              </Dialog.Close>
            )}
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
