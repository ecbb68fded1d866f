import { COMMON } from '../../../shared/strings.ts';
import { cn } from '../../lib/cn.ts';

export function Spinner({ className, label = COMMON.loading }: { className?: string; label?: string }) {
  return (
    <span role="status" className={cn('inline-flex items-center gap-2 text-slate-600', className)}>
      <span aria-hidden className="size-5 animate-spin rounded-full border-2 border-current border-t-transparent" />
      <span className="sr-only">{label}</span>
    </span>
  );
}

export function FullPageSpinner() {
  return (
    <div className="flex min-h-dvh items-center justify-center">
      <Spinner className="text-brand-700" />
    </div>
  );
}
