import { OFFICE } from '../../../../shared/strings.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

export default function HomePage() {
  useDocumentTitle('Beranda');
  return (
    <section className="mx-auto max-w-6xl px-4 py-16">
      <h1 className="text-3xl font-bold text-brand-800">{OFFICE.name}</h1>
    </section>
  );
}
