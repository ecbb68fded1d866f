import { COMMON, OFFICE } from '../../../shared/strings.ts';
import { cn } from '../../lib/cn.ts';

export function Spinner({ className, label = COMMON.loading }: { className?: string; label?: string }) {
  return (
    <span role="status" className={cn('inline-flex items-center gap-2 text-slate-600', className)}>
      <span aria-hidden className="size-5 animate-spin rounded-full border-2 border-current border-t-transparent" />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** While the session is read: the same picture index.html shows before any script runs. */
export function FullPageSpinner() {
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-4 px-4 text-center">
      <img src="/images/logo.svg" alt="" width={56} height={56} className="size-14" />
      <p className="text-base font-semibold text-brand-800">{OFFICE.name}</p>
      <Spinner className="text-brand-700" />
    </div>
  );
}
