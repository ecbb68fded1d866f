import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { COMMON } from '../../../../shared/strings.ts';
import { buttonClass } from '../../../components/ui/button.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

type Props = { title?: string; text?: string; backTo?: string; backLabel?: string };

/** Said plainly, with one way back: used for an article that does not exist (the server answers 404). */
export default function NotFoundPage({
  title = COMMON.notFoundTitle,
  text = COMMON.notFoundText,
  backTo = '/',
  backLabel = COMMON.backHome,
}: Props) {
  useDocumentTitle(title);
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <p aria-hidden className="text-6xl font-bold tracking-tight text-brand-600">
        404
      </p>
      <h1 className="mt-4 text-2xl font-bold text-brand-900 sm:text-3xl">{title}</h1>
      <p className="mt-3 text-slate-700">{text}</p>
      <Link to={backTo} className={buttonClass('primary', 'mt-8')}>
        <ArrowLeft aria-hidden className="size-4" />
        {backLabel}
      </Link>
    </section>
  );
}
