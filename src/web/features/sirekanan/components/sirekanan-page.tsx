import { Mail } from 'lucide-react';
import { LAYANAN_SIREKANAN } from '../../../../shared/layanan-sirekanan-strings.ts';
import { Card } from '../../../components/card.tsx';
import { LoginPrompt } from '../../../components/login-prompt.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { Island } from '../../../islands/island.tsx';
import { useAuth } from '../../../lib/auth-core.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import SirekananServiceIsland from './sirekanan-service.island.tsx';

const T = LAYANAN_SIREKANAN;
const grid = 'mx-auto grid max-w-6xl gap-6 px-4 py-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]';

/** A visitor sees the login prompt (no script of its own); a signed-in customer the form and history, an island. */
export default function SirekananPage() {
  useDocumentTitle(T.heading);
  const { user } = useAuth();
  return (
    <>
      <PageHeader icon={<Mail aria-hidden className="size-7" />} title={T.heading} standard="sirekanan" subtitle={T.subheading}>
        <p>{T.description}</p>
      </PageHeader>
      {user ? (
        <Island of={SirekananServiceIsland} props={{}} load="load" className={grid} />
      ) : (
        <div className={grid}>
          <Card title={T.formTitle}>
            <LoginPrompt hint={T.loginHint} />
          </Card>
        </div>
      )}
    </>
  );
}
