import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { NAV } from '../../shared/strings.ts';

/** The band at the top of each service page: heading, subheading and a short description. */
export function PageHeader({
  icon,
  title,
  subtitle,
  children,
  standard,
}: {
  icon?: ReactNode;
  title: string;
  subtitle?: string;
  children?: ReactNode;
  /** A service's page links to its published standard (issue 16): `/layanan/{standard}/standar`. */
  standard?: string;
}) {
  return (
    <header className="border-b border-brand-800 bg-gradient-to-br from-brand-800 to-brand-700 text-white">
      <div className="mx-auto flex max-w-6xl items-start gap-4 px-4 py-8 sm:py-10">
        {icon && (
          <span className="hidden size-14 shrink-0 items-center justify-center rounded-xl bg-white/10 text-accent-400 sm:flex">{icon}</span>
        )}
        <div className="grid gap-2">
          <h1 className="text-2xl font-bold sm:text-3xl">{title}</h1>
          {subtitle && <p className="text-base font-medium text-brand-100 sm:text-lg">{subtitle}</p>}
          {children && <div className="max-w-3xl text-sm text-brand-50/90 sm:text-base">{children}</div>}
          {standard && (
            <Link
              to={`/layanan/${standard}/standar`}
              className="justify-self-start text-sm font-semibold text-white underline underline-offset-4"
            >
              {NAV.serviceStandard}
            </Link>
          )}
        </div>
      </div>
    </header>
  );
}
