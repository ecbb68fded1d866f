import { FileUp, Info } from 'lucide-react';
import { Link } from 'react-router';
import { BRIDGE_IMPORT } from '../../../../shared/bridge-import-strings.ts';
import { can } from '../../../../shared/roles.ts';
import { LAYANAN_BRIDGES } from '../../../../shared/layanan-bridges-strings.ts';
import { ExportLinks } from '../../../components/export-links.tsx';
import { buttonClass } from '../../../components/ui/button.tsx';
import { useAuth } from '../../../lib/auth-core.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { BridgesView } from './bridges-view.tsx';

const T = LAYANAN_BRIDGES;

/** /admin/jembatantif: every admin may look; super_admin and admin_jembatantif may change. */
export default function AdminBridgesPage() {
  useDocumentTitle(T.adminHeading);
  const { user } = useAuth();
  const canWrite = can(user?.role, 'bridges.write');
  return (
    <div className="mx-auto grid max-w-6xl gap-4 px-4 py-6 sm:px-6">
      <div>
        <h1 className="text-2xl font-bold text-brand-800">{T.adminHeading}</h1>
        <p className="mt-1 text-sm text-slate-600">{T.subheading}</p>
      </div>
      {!canWrite && (
        <p className="flex items-start gap-2 rounded-md border border-sky-200 bg-sky-50 p-3 text-sm text-sky-950">
          <Info aria-hidden className="mt-0.5 size-4 shrink-0" />
          {T.readOnlyNote}
        </p>
      )}
      <BridgesView
        canWrite={canWrite}
        actions={(q) => (
          <>
            <ExportLinks path="/bridges" filters={{ q }} />
            {canWrite && (
              <Link to="/admin/jembatantif/impor" className={buttonClass('secondary')}>
                <FileUp aria-hidden className="size-4" />
                {BRIDGE_IMPORT.openButton}
              </Link>
            )}
          </>
        )}
        manageHref={(b) => `/admin/jembatantif/${b.id}`}
      />
    </div>
  );
}
