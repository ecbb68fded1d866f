import { Landmark } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { LAYANAN_BRIDGES } from '../../../../shared/layanan-bridges-strings.ts';
import { bridgeListSearch } from '../../../../shared/public-pages.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { Charts, KeyFigures } from './bridge-figures.tsx';
import { BridgeList } from './bridge-list.tsx';
import OpenDataLinks from './open-data-links.tsx';

const T = LAYANAN_BRIDGES;

/**
 * Public, read-only for visitors and customers (managers work in /admin/jembatantif). HTML from the
 * server (issue 35): the figures, the list (a GET form, links) and the charts; the map is an island.
 */
export default function BridgesPage() {
  useDocumentTitle(T.heading);
  const [search] = useSearchParams();
  const { filters, cursor, view } = bridgeListSearch(search);
  return (
    <>
      <PageHeader icon={<Landmark aria-hidden className="size-7" />} title={T.heading} standard="jembatantif" subtitle={T.subheading}>
        <p>{T.description}</p>
      </PageHeader>
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-8">
        <KeyFigures />
        <BridgeList filters={filters} cursor={cursor} view={view} />
        <Charts />
        <OpenDataLinks />
      </div>
    </>
  );
}
