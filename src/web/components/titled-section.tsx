import type { ReactNode } from 'react';

const HEADING = {
  lg: 'text-lg font-bold text-brand-900',
  xl: 'text-xl font-bold text-brand-900',
  '2xl': 'text-2xl font-bold text-brand-900',
};

/**
 * A `<section>` named by its own `<h2>` (`aria-labelledby`), as the public pages' parts are: a screen reader lists
 * it as a region with that name. The id is the caller's, because links and tests point at it.
 */
export function TitledSection({
  id,
  title,
  size,
  className,
  children,
}: {
  id: string;
  title: ReactNode;
  size: keyof typeof HEADING;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className={HEADING[size]}>
        {title}
      </h2>
      {children}
    </section>
  );
}
