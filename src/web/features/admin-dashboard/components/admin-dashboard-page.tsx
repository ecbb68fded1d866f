import { useDocumentTitle } from '../../../lib/use-document-title.ts';

// Placeholder: replaced by the issue that builds this screen.
export default function Page() {
  useDocumentTitle('Dashboard Admin');
  return (
    <section className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-2xl font-bold text-brand-800">Dashboard Admin</h1>
    </section>
  );
}
