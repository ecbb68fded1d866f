import { Plus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import type { QueryDataEntry } from '../../../../shared/page-data.ts';
import { LAYANAN_UJILAB } from '../../../../shared/layanan-ujilab-strings.ts';
import type { UjilabItem } from '../../../../shared/ujilab-schemas.ts';
import { OwnRequestHistory } from '../../../components/own-request-history.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { defineIsland } from '../../../islands/island.tsx';
import { IslandQuery } from '../../../islands/island-query.tsx';
import { useOwnUjilabRequests } from '../api/ujilab-requests.ts';
import { UjilabRequestDialog } from './ujilab-request-dialog.tsx';

// Only after a submission: its code is not part of the page's first load.
const SubmissionConfirmation = lazy(() =>
  import('../../../components/submission-confirmation.tsx').then((m) => ({ default: m.SubmissionConfirmation })),
);

const T = LAYANAN_UJILAB;

const entry = (r: UjilabItem) => ({
  title: r.jenisUji,
  files: [
    { label: T.suratPermohonan, url: r.dokumenPermohonanUrl },
    { label: T.ktpKind, url: r.dokumenKtpUrl },
  ],
});

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
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  return (
    <>
      {sent && (
        <Suspense fallback={null}>
          <SubmissionConfirmation title={T.successTitle} code={sent} service="ujilab" receiptUrl={`/api/receipts/${sent}`} />
        </Suspense>
      )}
      <OwnRequestHistory
        title={T.historyTitle}
        useHistory={useOwnUjilabRequests}
        entry={entry}
        action={
          <Button onClick={() => setOpen(true)}>
            <Plus aria-hidden className="size-4" />
            {T.newRequest}
          </Button>
        }
      >
        <UjilabRequestDialog open={open} onOpenChange={setOpen} onSent={setSent} />
      </OwnRequestHistory>
    </>
  );
}

export default defineIsland('ujilab-service', UjilabService);
