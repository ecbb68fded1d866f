import type { Kondisi } from '../../../../shared/constants.ts';
import { cn } from '../../../lib/cn.ts';

// One colour per kondisi, from good to critical; the word is always shown, never the colour alone.
const STYLE: Record<Kondisi, { badge: string; dot: string }> = {
  Baik: { badge: 'bg-emerald-100 text-emerald-900 ring-emerald-700/25', dot: 'bg-emerald-600' },
  'Perlu Perhatian': { badge: 'bg-yellow-100 text-yellow-900 ring-yellow-700/30', dot: 'bg-yellow-500' },
  'Rusak Ringan': { badge: 'bg-orange-100 text-orange-900 ring-orange-700/30', dot: 'bg-orange-500' },
  'Rusak Berat': { badge: 'bg-red-100 text-red-900 ring-red-700/30', dot: 'bg-red-600' },
  Kritis: { badge: 'bg-purple-900 text-white ring-purple-950', dot: 'bg-white' },
};

export function KondisiBadge({ kondisi }: { kondisi: Kondisi }) {
  const s = STYLE[kondisi] ?? STYLE.Baik;
  return (
    <span
      data-kondisi={kondisi}
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        s.badge,
      )}
    >
      <span aria-hidden className={cn('size-1.5 rounded-full', s.dot)} />
      {kondisi}
    </span>
  );
}
