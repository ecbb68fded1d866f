import { X } from 'lucide-react';
import { Toast as T } from 'radix-ui';
import { TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD } from '../../../shared/constants.ts';
import { COMMON, TOAST_REGION_LABEL } from '../../../shared/strings.ts';
import { cn } from '../../lib/cn.ts';
import { dismissToast, useCurrentToast, type ToastVariant } from './toast.tsx';

const VARIANT: Record<ToastVariant, string> = {
  default: 'border-slate-200 bg-white text-slate-900',
  success: 'border-emerald-300 bg-emerald-50 text-emerald-950',
  destructive: 'border-red-300 bg-red-50 text-red-950',
  info: 'border-sky-300 bg-sky-50 text-sky-950',
};

/** Radix Toast: 5 s, swipe right 50 px to dismiss, F8 focuses the region (spec §9). */
export default function ToastView() {
  const item = useCurrentToast();
  return (
    <T.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={TOAST_SWIPE_THRESHOLD} label={COMMON.close}>
      {item && (
        <T.Root
          key={item.id}
          open={item.open}
          onOpenChange={(open) => !open && dismissToast(item.id)}
          type={item.variant === 'destructive' ? 'foreground' : 'background'}
          data-variant={item.variant ?? 'default'}
          className={cn(
            'pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg',
            'transition data-[state=closed]:opacity-0 data-[swipe=end]:translate-x-full data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)]',
            VARIANT[item.variant ?? 'default'],
          )}
        >
          <div className="grid gap-1">
            <T.Title className="text-sm font-semibold">{item.title}</T.Title>
            {item.description && <T.Description className="text-sm opacity-90">{item.description}</T.Description>}
          </div>
          <T.Close aria-label={COMMON.close} className="absolute top-2 right-2 rounded p-1 opacity-70 hover:opacity-100">
            <X aria-hidden className="size-4" />
          </T.Close>
        </T.Root>
      )}
      <T.Viewport
        label={TOAST_REGION_LABEL}
        className="fixed right-0 bottom-0 z-[100] m-0 flex w-full max-w-sm list-none flex-col gap-2 p-4 outline-none"
      />
    </T.Provider>
  );
}
