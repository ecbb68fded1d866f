import { ExternalLink, Pencil } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';

type Props = {
  title: string;
  /** Where it stands and when it was last changed. */
  meta: string;
  /** Its public address, when it has one, with the link's text. */
  view?: { href: string; label: string };
  edit: { to: string; label: string; ariaLabel: string };
};

/** One of the office's own texts in a CMS list (a site page, a service standard): title, where and when, "Lihat" and "Ubah". */
export function DocumentRow({ title, meta, view, edit }: Props) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="grid gap-0.5">
        <span className="font-semibold text-slate-900">{title}</span>
        <span className="text-sm text-slate-600">{meta}</span>
      </div>
      <div className="flex gap-2">
        {view && (
          <a href={view.href} target="_blank" rel="noreferrer" className={buttonClass('ghost', 'min-h-10 px-3')}>
            <ExternalLink aria-hidden className="size-4" />
            {view.label}
          </a>
        )}
        <Link to={edit.to} className={buttonClass('secondary', 'min-h-10 px-3')} aria-label={edit.ariaLabel}>
          <Pencil aria-hidden className="size-4" />
          {edit.label}
        </Link>
      </div>
    </li>
  );
}
