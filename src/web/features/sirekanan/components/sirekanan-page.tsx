import { Mail } from 'lucide-react';
import { LAYANAN_SIREKANAN } from '../../../../shared/layanan-sirekanan-strings.ts';
import { Card } from '../../../components/card.tsx';
import { LoginPrompt } from '../../../components/login-prompt.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { Island } from '../../../islands/island.tsx';
import { useAuth } from '../../../lib/auth-core.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { ownSirekananQuery } from '../../../../shared/public-pages.ts';
import { useOwnSirekanan } from '../api/sirekanan-requests.ts';
import SirekananServiceIsland from './sirekanan-service.island.tsx';

const T = LAYANAN_SIREKANAN;
const grid = 'mx-auto grid max-w-6xl gap-6 px-4 py-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]';

/**
 * A visitor sees the login prompt (no script of its own); a signed-in customer the form and their
 * letters, an island the server renders with the first page of them and React takes over at the
 * first touch (a letter sent before is held and sent then: islands/boot.ts).
 */
export default function SirekananPage() {
  useDocumentTitle(T.heading);
  const { user } = useAuth();
  // The server read it with the page (public-pages.ts): no request from the browser.
  const own = useOwnSirekanan(1, !!user);
  return (
    <>
      <PageHeader icon={<Mail aria-hidden className="size-7" />} title={T.heading} standard="sirekanan" subtitle={T.subheading}>
        <p>{T.description}</p>
      </PageHeader>
      {user ? (
        <Island
          of={SirekananServiceIsland}
          props={{ seed: [[ownSirekananQuery(1).queryKey, own.data]] }}
          load="interaction"
          className={grid}
        />
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
