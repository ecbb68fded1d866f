import { FlaskConical } from 'lucide-react';
import { LAYANAN_UJILAB } from '../../../../shared/layanan-ujilab-strings.ts';
import { Card } from '../../../components/card.tsx';
import { LoginPrompt } from '../../../components/login-prompt.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { Island } from '../../../islands/island.tsx';
import { useAuth } from '../../../lib/auth-core.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import UjilabServiceIsland from './ujilab-service.island.tsx';

const T = LAYANAN_UJILAB;

/** A visitor sees the login prompt (no script of its own); a signed-in customer the history and the request dialog, an island. */
export default function UjilabPage() {
  useDocumentTitle(T.heading);
  const { user } = useAuth();
  return (
    <>
      <PageHeader icon={<FlaskConical aria-hidden className="size-7" />} title={T.heading} standard="ujilab" subtitle={T.subheading}>
        <p>{T.description}</p>
      </PageHeader>
      <div className="mx-auto max-w-4xl px-4 py-8">
        {user ? (
          <Island of={UjilabServiceIsland} props={{}} load="load" />
        ) : (
          <Card title={T.dialogTitle}>
            <LoginPrompt hint={T.loginHint} />
          </Card>
        )}
      </div>
    </>
  );
}
