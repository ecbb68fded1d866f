import { ChevronLeft, ChevronRight } from 'lucide-react';
import { fillText } from '../../shared/strings.ts';
import { LAYANAN } from '../../shared/layanan-strings.ts';
import { formatNumber } from '../lib/format.ts';
import { Button } from './ui/button.tsx';

export function Pager({
  page,
  pageSize,
  total,
  more,
  onPage,
  busy,
}: {
  page: number;
  pageSize: number;
  total: number;
  /** The count stopped at `total` (Paged.more): there are further pages, how many is not known. */
  more?: boolean;
  onPage: (page: number) => void;
  busy?: boolean;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1 && !more) return null;
  return (
    <nav aria-label={LAYANAN.pagination} className="flex items-center justify-between gap-2 pt-3">
      <Button variant="secondary" disabled={page <= 1 || busy} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden className="size-4" />
        <span className="max-sm:sr-only">{LAYANAN.previous}</span>
      </Button>
      <span className="text-sm text-slate-700" aria-live="polite">
        {fillText(more ? LAYANAN.pageOfMore : LAYANAN.pageOf, { page, pages: formatNumber(pages) })}
      </span>
      <Button variant="secondary" disabled={(page >= pages && !more) || busy} onClick={() => onPage(page + 1)}>
        <span className="max-sm:sr-only">{LAYANAN.next}</span>
        <ChevronRight aria-hidden className="size-4" />
      </Button>
    </nav>
  );
}
