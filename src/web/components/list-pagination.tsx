import { ChevronLeft, ChevronRight } from 'lucide-react';
import { ADMIN } from '../../shared/admin-strings.ts';
import { formatNumber } from '../lib/format.ts';
import { Button } from './ui/button.tsx';

export function ListPagination({
  page,
  pageSize,
  total,
  more = false,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  /** The server stopped counting at `total` (a capped count, docs/decisions/036): there are more pages. */
  more?: boolean | undefined;
  onPage: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (total === 0) return null;
  const from = (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <nav aria-label={ADMIN.common.pagination} className="flex flex-wrap items-center justify-between gap-3 pt-4 text-sm text-slate-700">
      <p>{(more ? ADMIN.common.rangeMore : ADMIN.common.range)(formatNumber(from), formatNumber(to), formatNumber(total))}</p>
      <div className="flex items-center gap-2">
        <Button
          variant="secondary"
          disabled={page <= 1}
          onClick={() => onPage(page - 1)}
          className="px-3"
          aria-label={ADMIN.common.previous}
        >
          <ChevronLeft aria-hidden className="size-4" />
          <span className="hidden sm:inline">{ADMIN.common.previous}</span>
        </Button>
        <span aria-current="page" className="px-1 whitespace-nowrap">
          {(more ? ADMIN.common.pageOfMore : ADMIN.common.pageOf)(page, pages)}
        </span>
        <Button
          variant="secondary"
          disabled={page >= pages && !more}
          onClick={() => onPage(page + 1)}
          className="px-3"
          aria-label={ADMIN.common.next}
        >
          <span className="hidden sm:inline">{ADMIN.common.next}</span>
          <ChevronRight aria-hidden className="size-4" />
        </Button>
      </div>
    </nav>
  );
}
