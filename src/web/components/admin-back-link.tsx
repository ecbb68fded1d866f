import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** "← CMS", "← Kembali ke daftar": the link above an admin page's title back to where it was opened from. */
export function AdminBackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="inline-flex items-center gap-1 justify-self-start text-sm font-medium text-brand-700 hover:underline">
      <ArrowLeft aria-hidden className="size-4" />
      {children}
    </Link>
  );
}
