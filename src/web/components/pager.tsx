import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { fillText } from '../../shared/strings.ts';
import { LAYANAN } from '../../shared/layanan-strings.ts';
import { formatNumber } from '../lib/format.ts';
import { Button } from './ui/button.tsx';

type PagerProps = {
  page: number;
  pageSize: number;
  total: number;
  /** The count stopped at `total` (Paged.more): there are further pages, how many is not known. */
  more?: boolean | undefined;
};

/**
 * "Sebelumnya", "Halaman x dari y", "Berikutnya": the frame both pagers share. `control` makes the
 * button or link to `target` (`enabled` false where there is no such page) around its content.
 */
export function PagerFrame({
  page,
  pageSize,
  total,
  more,
  live,
  control,
}: PagerProps & {
  /** The page changes in place (buttons): a screen reader hears the new number. */
  live?: boolean;
  control: (to: { target: number; enabled: boolean; rel: 'prev' | 'next' }, content: ReactNode) => ReactNode;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  // Past the last page (the list shrank) the pager stays, so there is a way back.
  if (pages <= 1 && !more && page <= 1) return null;
  return (
    <nav aria-label={LAYANAN.pagination} className="flex items-center justify-between gap-2 pt-3">
      {control(
        { target: page - 1, enabled: page > 1, rel: 'prev' },
        <>
          <ChevronLeft aria-hidden className="size-4" />
          <span className="max-sm:sr-only">{LAYANAN.previous}</span>
        </>,
      )}
      <span className="text-sm text-slate-700" aria-live={live ? 'polite' : undefined}>
        {fillText(more ? LAYANAN.pageOfMore : LAYANAN.pageOf, { page, pages: formatNumber(pages) })}
      </span>
      {control(
        { target: page + 1, enabled: page < pages || more === true, rel: 'next' },
        <>
          <span className="max-sm:sr-only">{LAYANAN.next}</span>
          <ChevronRight aria-hidden className="size-4" />
        </>,
      )}
    </nav>
  );
}

/** The pager of a list that changes in place: buttons. */
export function Pager({ onPage, busy, ...props }: PagerProps & { onPage: (page: number) => void; busy?: boolean }) {
  return (
    <PagerFrame
      {...props}
      live
      control={({ target, enabled }, content) => (
        <Button variant="secondary" disabled={!enabled || busy} onClick={() => onPage(target)}>
          {content}
        </Button>
      )}
    />
  );
}
