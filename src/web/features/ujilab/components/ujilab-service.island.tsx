import { Plus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import type { QueryDataEntry } from '../../../../shared/page-data.ts';
import { LAYANAN } from '../../../../shared/layanan-strings.ts';
import { LAYANAN_UJILAB } from '../../../../shared/layanan-ujilab-strings.ts';
import { Card } from '../../../components/card.tsx';
import { Pager } from '../../../components/pager.tsx';
import { RequestHistory } from '../../../components/request-history.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { defineIsland } from '../../../islands/island.tsx';
import { IslandQuery } from '../../../islands/island-query.tsx';
import { useErrorToast } from '../../../lib/use-error-toast.ts';
import { HISTORY_PAGE_SIZE, useOwnUjilabRequests } from '../api/ujilab-requests.ts';
import { UjilabRequestDialog } from './ujilab-request-dialog.tsx';

// Only after a submission: its code is not part of the page's first load.
const SubmissionConfirmation = lazy(() =>
  import('../../../components/submission-confirmation.tsx').then((m) => ({ default: m.SubmissionConfirmation })),
);

const T = LAYANAN_UJILAB;

/**
 * A signed-in customer's Uji Lab (issue 35): their requests and the dialog that files one, one
 * island with TanStack Query (IslandQuery): a request sent refreshes the history it pages through.
 */
function UjilabService({ seed }: { seed: QueryDataEntry[] }) {
  return (
    <IslandQuery seed={seed}>
      <LabHistory />
    </IslandQuery>
  );
}

function LabHistory() {
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
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
          <Button onClick={() => setOpen(true)}>
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
        <UjilabRequestDialog open={open} onOpenChange={setOpen} onSent={setSent} />
      </Card>
    </>
  );
}

export default defineIsland('ujilab-service', UjilabService);
