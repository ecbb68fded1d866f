import { FlaskConical, Plus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { LAYANAN } from '../../../../shared/layanan-strings.ts';
import { LAYANAN_UJILAB } from '../../../../shared/layanan-ujilab-strings.ts';
import { Card } from '../../../components/card.tsx';
import { LoginPrompt } from '../../../components/login-prompt.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { Pager } from '../../../components/pager.tsx';
import { RequestHistory } from '../../../components/request-history.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useAuth } from '../../../lib/auth-core.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useErrorToast } from '../../../lib/use-error-toast.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { HISTORY_PAGE_SIZE, useOwnUjilabRequests } from '../api/ujilab-requests.ts';

// Only after a submission: its code is not part of the page's first load.
const SubmissionConfirmation = lazy(() =>
  import('../../../components/submission-confirmation.tsx').then((m) => ({ default: m.SubmissionConfirmation })),
);

const T = LAYANAN_UJILAB;
// Its own chunk: a visitor, who sees the login prompt, does not download the form and its validation.
const UjilabRequestDialog = lazy(() => import('./ujilab-request-dialog.tsx').then((m) => ({ default: m.UjilabRequestDialog })));

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
          <LabHistory />
        ) : (
          <Card title={T.dialogTitle}>
            <LoginPrompt hint={T.loginHint} />
          </Card>
        )}
      </div>
    </>
  );
}

function LabHistory() {
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  // In the server's HTML the button would do nothing until the scripts have run: it waits, visibly.
  const hydrated = useHydrated();
  const history = useOwnUjilabRequests(page);
  useErrorToast(history.error, LAYANAN.historyLoadFailedTitle, LAYANAN.historyLoadFailed, true);
  const entries = history.data?.items.map((r) => ({
    id: r.id,
    title: r.jenisUji,
    trackingCode: r.trackingCode,
    status: r.status,
    createdAt: r.createdAt,
    files: [
      { label: T.suratPermohonan, url: r.dokumenPermohonanUrl },
      { label: T.ktpKind, url: r.dokumenKtpUrl },
    ],
  }));
  return (
    <>
      {sent && (
        <Suspense fallback={null}>
          <SubmissionConfirmation title={T.successTitle} code={sent} service="ujilab" receiptUrl={`/api/receipts/${sent}`} />
        </Suspense>
      )}
      <Card
        title={T.historyTitle}
        action={
          <Button onClick={() => setOpen(true)} disabled={!hydrated}>
            <Plus aria-hidden className="size-4" />
            {T.newRequest}
          </Button>
        }
      >
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
        <Suspense fallback={null}>
          <UjilabRequestDialog open={open} onOpenChange={setOpen} onSent={setSent} />
        </Suspense>
      </Card>
    </>
  );
}
