import type { ReactNode } from 'react';
import { cn } from '../lib/cn.ts';

export type Column<T> = { header: string; cell: (row: T) => ReactNode; className?: string };

/**
 * A table on wide screens; on a phone each row becomes a card whose cells carry their column
 * name, so nothing needs sideways scrolling at 360 px.
 */
export function DataTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  empty,
  busy,
  rowClassName,
  wrapHeaders = false,
}: {
  caption: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string;
  empty: string;
  busy?: boolean;
  rowClassName?: (row: T) => string | undefined;
  /** Long column names (the DIP's) wrap instead of widening the table past the page. */
  wrapHeaders?: boolean;
}) {
  return (
    <div className={cn('min-w-0 transition-opacity md:overflow-x-auto', busy && 'opacity-60')} aria-busy={busy || undefined}>
      <table className="block w-full text-sm md:table md:rounded-lg md:border md:border-slate-200 md:bg-white">
        <caption className="sr-only">{caption}</caption>
        <thead className="hidden md:table-header-group">
          <tr className="border-b border-slate-200 bg-slate-50 text-left">
            {columns.map((c) => (
              <th
                key={c.header}
                scope="col"
                className={cn('px-3 py-3 align-bottom font-semibold text-slate-700', !wrapHeaders && 'whitespace-nowrap')}
              >
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="grid grid-cols-1 gap-3 md:table-row-group">
          {rows.length === 0 ? (
            <tr className="block md:table-row">
              <td
                colSpan={columns.length}
                className="block rounded-lg border border-slate-200 bg-white px-4 py-10 text-center text-slate-600 md:table-cell md:rounded-none md:border-0"
              >
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr
                key={rowKey(row)}
                className={cn(
                  'block min-w-0 rounded-lg border border-slate-200 bg-white p-3 shadow-sm md:table-row md:rounded-none md:border-0 md:border-b md:p-0 md:shadow-none md:last:border-b-0',
                  rowClassName?.(row),
                )}
              >
                {columns.map((c) => (
                  <td
                    key={c.header}
                    data-label={c.header}
                    className={cn(
                      'flex gap-3 py-1 before:w-28 before:shrink-0 before:text-xs before:font-semibold before:text-slate-500 before:content-[attr(data-label)] md:table-cell md:align-middle md:px-3 md:py-3 md:before:content-none',
                      c.className,
                    )}
                  >
                    <div className="min-w-0 flex-1">{c.cell(row)}</div>
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
