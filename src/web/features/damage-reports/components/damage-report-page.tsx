import { TriangleAlert } from 'lucide-react';
import { useState, lazy, Suspense } from 'react';
import type { DamageReportReceipt } from '../../../../shared/damage-report-schemas.ts';
import { LAYANAN_DAMAGE } from '../../../../shared/layanan-damage-strings.ts';
import { Card } from '../../../components/card.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { lazyWithReload } from '../../../lib/lazy-with-reload.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { DamageReportForm } from './damage-report-form.tsx';

// Only after a submission: its code is not part of the page's first load.
const SubmissionConfirmation = lazy(() =>
  import('../../../components/submission-confirmation.tsx').then((m) => ({ default: m.SubmissionConfirmation })),
);

// The lookup is the page's second card: rendered in the server's HTML like the rest, its code
// arrives after the form's (the page's first load stays within its budget).
const ReportStatusLookup = lazyWithReload(() => import('./report-status-lookup.tsx').then((m) => ({ default: m.ReportStatusLookup })));

const T = LAYANAN_DAMAGE;

export default function DamageReportPage() {
  useDocumentTitle(LAYANAN_DAMAGE.heading);
  const [receipt, setReceipt] = useState<DamageReportReceipt | null>(null);
  return (
    <>
      <PageHeader icon={<TriangleAlert aria-hidden className="size-7" />} title={T.heading} standard="lapor-kerusakan">
        <p>{T.description}</p>
      </PageHeader>
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Card title={T.formTitle}>
          {receipt && (
            <Suspense fallback={null}>
              <SubmissionConfirmation
                title={T.successTitle}
                code={receipt.trackingCode}
                service="damage"
                receiptUrl={receipt.receiptUrl}
                emailNote={false}
              />
            </Suspense>
          )}
          <DamageReportForm onSent={setReceipt} />
        </Card>
        <Card title={T.statusTitle} className="self-start">
          {/* A new receipt starts the lookup afresh, filled with its code. */}
          <Suspense fallback={null}>
            <ReportStatusLookup key={receipt?.trackingCode ?? ''} initialCode={receipt?.trackingCode} />
          </Suspense>
        </Card>
      </div>
    </>
  );
}
