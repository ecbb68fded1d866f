import { Mail } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { LAYANAN } from '../../../../shared/layanan-strings.ts';
import { LAYANAN_SIREKANAN } from '../../../../shared/layanan-sirekanan-strings.ts';
import { Card } from '../../../components/card.tsx';
import { LoginPrompt } from '../../../components/login-prompt.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { Pager } from '../../../components/pager.tsx';
import { RequestHistory } from '../../../components/request-history.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useAuth } from '../../../lib/auth-core.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useErrorToast } from '../../../lib/use-error-toast.ts';
import { HISTORY_PAGE_SIZE, useOwnSirekanan } from '../api/sirekanan-requests.ts';

const T = LAYANAN_SIREKANAN;
// Its own chunk: a visitor, who sees the login prompt, does not download the form and its validation.
const SirekananForm = lazy(() => import('./sirekanan-form.tsx').then((m) => ({ default: m.SirekananForm })));

export default function SirekananPage() {
  useDocumentTitle(T.heading);
  const { user } = useAuth();
  return (
    <>
      <PageHeader icon={<Mail aria-hidden className="size-7" />} title={T.heading} standard="sirekanan" subtitle={T.subheading}>
        <p>{T.description}</p>
      </PageHeader>
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Card title={T.formTitle}>
          {user ? (
            <Suspense
              fallback={
                <div className="flex justify-center py-8">
                  <Spinner className="text-brand-700" />
                </div>
              }
            >
              <SirekananForm />
            </Suspense>
          ) : (
            <LoginPrompt hint={T.loginHint} />
          )}
        </Card>
        {user && <SirekananHistory />}
      </div>
    </>
  );
}

function SirekananHistory() {
  const [page, setPage] = useState(1);
  const history = useOwnSirekanan(page);
  useErrorToast(history.error, LAYANAN.historyLoadFailedTitle, LAYANAN.historyLoadFailed, true);
  const entries = history.data?.items.map((r) => ({
    id: r.id,
    title: r.subject,
    trackingCode: r.trackingCode,
    status: r.status,
    createdAt: r.createdAt,
    files: r.attachmentUrl ? [{ label: LAYANAN.attachment, url: r.attachmentUrl }] : [],
  }));
  return (
    <Card title={T.historyTitle} className="self-start">
      <RequestHistory
        label={T.historyTitle}
        entries={entries}
        loading={history.isPending}
        error={history.error}
        onRetry={() => void history.refetch()}
        footer={
          <Pager page={page} pageSize={HISTORY_PAGE_SIZE} total={history.data?.total ?? 0} onPage={setPage} busy={history.isFetching} />
        }
      />
    </Card>
  );
}
