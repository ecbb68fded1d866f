import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { ADMIN } from '../../../../shared/admin-strings.ts';

const T = ADMIN.requests;

/** The table's code, a link to the request's own page. */
export function RequestCodeLink({ to, code }: { to: string; code: string }) {
  return (
    <Link to={to} className="font-mono text-xs font-semibold whitespace-nowrap text-brand-700 underline-offset-2 hover:underline">
      {code}
    </Link>
  );
}

/** The table's action: "Buka", to the request's page (named by its code for a screen reader). */
export function OpenRequestLink({ to, code }: { to: string; code: string }) {
  return (
    <Link
      to={to}
      aria-label={T.openOf(code)}
      className="inline-flex min-h-11 items-center gap-1 rounded-md border border-slate-300 bg-white px-3 text-sm font-semibold whitespace-nowrap text-brand-700 hover:border-brand-600"
    >
      {T.open}
      <ArrowRight aria-hidden className="size-4" />
    </Link>
  );
}
