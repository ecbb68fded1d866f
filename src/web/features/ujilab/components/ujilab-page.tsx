import { FlaskConical } from 'lucide-react';
import { LAYANAN_UJILAB } from '../../../../shared/layanan-ujilab-strings.ts';
import { Card } from '../../../components/card.tsx';
import { LoginPrompt } from '../../../components/login-prompt.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { Island } from '../../../islands/island.tsx';
import { useAuth } from '../../../lib/auth-core.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { ownUjilabQuery } from '../../../../shared/public-pages.ts';
import { useOwnUjilabRequests } from '../api/ujilab-requests.ts';
import UjilabServiceIsland from './ujilab-service.island.tsx';

const T = LAYANAN_UJILAB;

/**
 * A visitor sees the login prompt (no script of its own); a signed-in customer their requests and the
 * request dialog, an island the server renders with the first page of them and React takes over at
 * the first touch (a press before is held and made then: islands/boot.ts).
 */
export default function UjilabPage() {
  useDocumentTitle(T.heading);
  const { user } = useAuth();
  // The server read it with the page (public-pages.ts): no request from the browser.
  const own = useOwnUjilabRequests(1, !!user);
  return (
    <>
      <PageHeader icon={<FlaskConical aria-hidden className="size-7" />} title={T.heading} standard="ujilab" subtitle={T.subheading}>
        <p>{T.description}</p>
      </PageHeader>
      <div className="mx-auto max-w-4xl px-4 py-8">
        {user ? (
          <Island of={UjilabServiceIsland} props={{ seed: [[ownUjilabQuery(1).queryKey, own.data]] }} load="interaction" />
        ) : (
          <Card title={T.dialogTitle}>
            <LoginPrompt hint={T.loginHint} />
          </Card>
        )}
      </div>
    </>
  );
}
