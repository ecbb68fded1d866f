import { FileText } from 'lucide-react';
import { Link } from 'react-router';
import { PPID } from '../../../../shared/ppid-strings.ts';
import { Card } from '../../../components/card.tsx';
import { LoginPrompt } from '../../../components/login-prompt.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { Island } from '../../../islands/island.tsx';
import { useAuth } from '../../../lib/auth-core.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { ownPpidQuery } from '../../../../shared/public-pages.ts';
import { useOwnPpidRequests } from '../api/ppid.ts';
import PpidRequestsIsland from './ppid-requests.island.tsx';

const F = PPID.form;
const grid = 'mx-auto grid max-w-4xl gap-6 px-4 py-8';

/** /ppid/permohonan (issue 16, items 6–7): the request form and the customer's own requests with their answers and objections. */
export default function RequestPage() {
  useDocumentTitle(F.title);
  const { user } = useAuth();
  // The server read it with the page (public-pages.ts): no request from the browser.
  const mine = useOwnPpidRequests(!!user);
  return (
    <>
      <PageHeader icon={<FileText aria-hidden className="size-7" />} title={F.title}>
        <p>{F.intro}</p>
        <Link to="/ppid" className="mt-3 inline-block text-sm font-semibold text-white underline underline-offset-4">
          {PPID.page.title}
        </Link>
      </PageHeader>
      {/* A visitor sees the login prompt (no script of its own); a signed-in customer the island, with
          their requests as the server read them; React takes it over at the first touch. */}
      {user ? (
        <Island of={PpidRequestsIsland} props={{ seed: [[ownPpidQuery().queryKey, mine.data]] }} load="interaction" className={grid} />
      ) : (
        <div className={grid}>
          <Card title={F.title}>
            <LoginPrompt hint={F.loginPrompt} />
          </Card>
        </div>
      )}
    </>
  );
}
