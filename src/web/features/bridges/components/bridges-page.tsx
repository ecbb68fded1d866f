import { Landmark } from 'lucide-react';
import { can } from '../../../../shared/roles.ts';
import { LAYANAN_BRIDGES } from '../../../../shared/layanan-bridges-strings.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { useAuth } from '../../../lib/auth-context.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useBridgeFigures } from '../api/bridges.ts';
import { BridgeFiguresSection, OpenDataLinks } from './bridge-figures.tsx';
import { BridgesView } from './bridges-view.tsx';

const T = LAYANAN_BRIDGES;

/** Public, read-only for visitors and customers (managers work in /admin/jembatantif). */
export default function BridgesPage() {
  useDocumentTitle(T.heading);
  const { user } = useAuth();
  const figures = useBridgeFigures();
  return (
    <>
      <PageHeader icon={<Landmark aria-hidden className="size-7" />} title={T.heading} standard="jembatantif" subtitle={T.subheading}>
        <p>{T.description}</p>
      </PageHeader>
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-8">
        {figures.data && <BridgeFiguresSection figures={figures.data} />}
        <BridgesView canWrite={can(user?.role, 'bridges.write')} withMap />
        <OpenDataLinks />
      </div>
    </>
  );
}
