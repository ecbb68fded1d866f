import { Landmark } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { can } from '../../../../shared/roles.ts';
import { LAYANAN_BRIDGES } from '../../../../shared/layanan-bridges-strings.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { useAuth } from '../../../lib/auth-core.ts';
import { lazyWhenVisible } from '../../../lib/lazy-when-visible.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { BridgesView } from './bridges-view.tsx';

// Rendered on the server with the page; in the browser their code arrives after the table's, and React
// keeps the server's HTML of them until then (no shift; their links work as plain links meanwhile).
const KeyFigures = lazy(() => import('./bridge-figures.tsx').then((m) => ({ default: m.KeyFigures })));
// The charts and the open data links, below the table, come when a visitor scrolls near them.
const Charts = lazyWhenVisible(() => import('./bridge-figures.tsx').then((m) => ({ default: m.Charts })));
const OpenDataLinks = lazyWhenVisible(() => import('./open-data-links.tsx'));

const T = LAYANAN_BRIDGES;

/** Public, read-only for visitors and customers (managers work in /admin/jembatantif). */
export default function BridgesPage() {
  useDocumentTitle(T.heading);
  const { user } = useAuth();
  return (
    <>
      <PageHeader icon={<Landmark aria-hidden className="size-7" />} title={T.heading} standard="jembatantif" subtitle={T.subheading}>
        <p>{T.description}</p>
      </PageHeader>
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-8">
        <Suspense fallback={<div className="min-h-48" />}>
          <KeyFigures />
        </Suspense>
        <BridgesView canWrite={can(user?.role, 'bridges.write')} withMap />
        <Charts fallback={<div className="min-h-[38rem] lg:min-h-[20rem]" />} />
        <OpenDataLinks fallback={<div className="min-h-40" />} />
      </div>
    </>
  );
}
