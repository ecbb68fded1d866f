import type { ReactNode } from 'react';

/** One column heading: a plain text, or a label with its own classes (which replace the row's default) and tooltip. */
export type HeadCell = string | { label: ReactNode; key?: string; className?: string; title?: string };

/**
 * A table's `<thead>` with one row of `scope="col"` headings. The portal's small tables (a standard's tariffs, the
 * IKM per service, an import's refused rows, the bridges) each style their heading row their own way; this keeps
 * the markup in one place and leaves the classes to them.
 */
export function TableHead({
  cells,
  className,
  cellClassName,
}: {
  cells: HeadCell[];
  className?: string;
  /** The classes of every heading that does not bring its own. */
  cellClassName?: string;
}) {
  return (
    <thead className={className}>
      <tr>
        {cells.map((cell) => {
          const c = typeof cell === 'string' ? { label: cell } : cell;
          return (
            <th
              key={c.key ?? (typeof c.label === 'string' ? c.label : undefined)}
              scope="col"
              className={c.className ?? cellClassName}
              title={c.title}
            >
              {c.label}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}
