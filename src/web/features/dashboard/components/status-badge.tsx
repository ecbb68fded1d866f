import { cn } from '../../../lib/cn.ts';

// Spec §4: Selesai green, Diproses yellow, Ditolak red, any other value grey.
const STYLE: Record<string, string> = {
  Selesai: 'bg-emerald-100 text-emerald-900 ring-emerald-700/25',
  Diproses: 'bg-yellow-100 text-yellow-900 ring-yellow-700/30',
  Ditolak: 'bg-red-100 text-red-900 ring-red-700/25',
};

export function StatusBadge({ status, className }: { status: string; className?: string }) {
  return (
    <span
      data-status={status}
      className={cn('inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset', STYLE[status] ?? 'bg-slate-100 text-slate-700 ring-slate-500/25', className)}
    >
      {status}
    </span>
  );
}
