import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ADMIN } from '../../shared/admin-strings.ts';
import { LAYANAN } from '../../shared/layanan-strings.ts';
import { cn } from '../lib/cn.ts';
import { formatNumber } from '../lib/format.ts';
import { Button, buttonClass } from './ui/button.tsx';

// The pager of a keyset list (issue 41, docs/decisions/075): "Sebelumnya" and "Berikutnya" lead to
// the pages beside this one by their cursors (src/shared/keyset.ts), and the text between them says
// where the page lies, e.g. "21–40 dari lebih dari 1.000" (a capped count, docs/decisions/036).

/** Where a page lies in its list: "21–40 dari 1.234", or "… dari lebih dari 1.000" when the count stopped there. */
export function keysetRangeText({
  page,
  pageSize,
  shown,
  total,
  more,
}: {
  page: number;
  pageSize: number;
  /** How many items the page holds. */
  shown: number;
  total: number;
  more?: boolean | undefined;
}): string {
  const from = (page - 1) * pageSize + 1;
  const to = from + shown - 1;
  // A page past the counted window (or rows added meanwhile): the count is at least what was seen.
  const counted = Math.max(total, to);
  return (more ? ADMIN.common.rangeMore : ADMIN.common.range)(formatNumber(from), formatNumber(to), formatNumber(counted));
}

type Frame = {
  /** Between the two: where the page lies (keysetRangeText), or nothing. */
  status?: ReactNode;
  /** The page changes in place (buttons): a screen reader hears the new status. */
  live?: boolean;
};

function PagerFrame({ status, live, prev, next }: Frame & { prev: ReactNode; next: ReactNode }) {
  return (
    <nav aria-label={LAYANAN.pagination} className="flex flex-wrap items-center justify-between gap-2 pt-3">
      {prev}
      <span className="text-sm text-slate-700" aria-live={live ? 'polite' : undefined}>
        {status}
      </span>
      {next}
    </nav>
  );
}

const previousContent = (
  <>
    <ChevronLeft aria-hidden className="size-4" />
    <span className="max-sm:sr-only">{LAYANAN.previous}</span>
  </>
);
const nextContent = (
  <>
    <span className="max-sm:sr-only">{LAYANAN.next}</span>
    <ChevronRight aria-hidden className="size-4" />
  </>
);

/** A way that is not there (the first or the last page): its words, dimmed, not a link to nowhere. */
function NoWay({ children }: { children: ReactNode }) {
  return (
    <span aria-disabled="true" className={cn(buttonClass('secondary'), 'pointer-events-none opacity-60')}>
      {children}
    </span>
  );
}

/**
 * The pager of a server-rendered list: real links (they work before, and without, any script).
 * A null href: there is no such page. Nothing is shown when there is neither.
 */
export function KeysetPagerLinks({ prevHref, nextHref, status }: Frame & { prevHref: string | null; nextHref: string | null }) {
  if (prevHref === null && nextHref === null) return null;
  return (
    <PagerFrame
      status={status}
      prev={
        prevHref === null ? (
          <NoWay>{previousContent}</NoWay>
        ) : (
          <Link to={prevHref} rel="prev" className={buttonClass('secondary')}>
            {previousContent}
          </Link>
        )
      }
      next={
        nextHref === null ? (
          <NoWay>{nextContent}</NoWay>
        ) : (
          <Link to={nextHref} rel="next" className={buttonClass('secondary')}>
            {nextContent}
          </Link>
        )
      }
    />
  );
}

/**
 * The pager of a list that changes in place (the admin tables): buttons that ask for the page by its
 * cursor. A null cursor: there is no such page (the button is disabled).
 */
export function KeysetPagerButtons({
  prev,
  next,
  onCursor,
  busy,
  status,
}: Frame & { prev: string | null; next: string | null; onCursor: (cursor: string) => void; busy?: boolean }) {
  if (prev === null && next === null && !status) return null;
  return (
    <PagerFrame
      live
      status={status}
      prev={
        <Button variant="secondary" disabled={prev === null || busy} onClick={() => prev !== null && onCursor(prev)}>
          {previousContent}
        </Button>
      }
      next={
        <Button variant="secondary" disabled={next === null || busy} onClick={() => next !== null && onCursor(next)}>
          {nextContent}
        </Button>
      }
    />
  );
}
