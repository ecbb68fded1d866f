import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';

const LOOK = {
  /** Above a public detail page: an article, an album, a citizen's report, a bridge. */
  public: 'inline-flex w-fit items-center gap-1.5 rounded text-sm font-semibold text-brand-700 underline-offset-4 hover:underline',
  /** Above an admin page, back to its list (the CMS's, the bridges'). */
  admin: 'inline-flex items-center gap-1 justify-self-start text-sm font-medium text-brand-700 hover:underline',
};

/** "← Kembali ke …": the link back to the list a page was opened from. */
export function BackLink({ to, label, look = 'public' }: { to: string; label: string; look?: keyof typeof LOOK }) {
  return (
    <Link to={to} className={LOOK[look]}>
      <ArrowLeft aria-hidden className="size-4" />
      {label}
    </Link>
  );
}
