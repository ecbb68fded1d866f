import { Landmark } from 'lucide-react';
import { can } from '../../../../shared/roles.ts';
import { LAYANAN_BRIDGES } from '../../../../shared/layanan-bridges-strings.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { useAuth } from '../../../lib/auth-context.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { BridgesView } from './bridges-view.tsx';

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
      <div className="mx-auto max-w-6xl px-4 py-8">
        <BridgesView canWrite={can(user?.role, 'bridges.write')} />
      </div>
    </>
  );
}
