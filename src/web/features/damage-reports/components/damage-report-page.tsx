import { CircleCheck, Copy, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import type { DamageReportReceipt } from '../../../../shared/damage-report-schemas.ts';
import { LAYANAN } from '../../../../shared/strings.ts';
import { Card } from '../../../components/card.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { DamageReportForm } from './damage-report-form.tsx';
import { ReportStatusLookup } from './report-status-lookup.tsx';

const T = LAYANAN.damage;

export default function DamageReportPage() {
  useDocumentTitle(LAYANAN.damage.heading);
  const [receipt, setReceipt] = useState<DamageReportReceipt | null>(null);
  return (
    <>
      <PageHeader icon={<TriangleAlert aria-hidden className="size-7" />} title={T.heading}>
        <p>{T.description}</p>
      </PageHeader>
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Card title={T.formTitle}>
          {receipt && <Receipt receipt={receipt} />}
          <DamageReportForm onSent={setReceipt} />
        </Card>
        <Card title={T.statusTitle} className="self-start">
          {/* A new receipt starts the lookup afresh, filled with its code. */}
          <ReportStatusLookup key={receipt?.trackingCode ?? ''} initialCode={receipt?.trackingCode} />
        </Card>
      </div>
    </>
  );
}

/** The tracking code stays on screen after the toast has gone, so it can be written down. */
function Receipt({ receipt }: { receipt: DamageReportReceipt }) {
  const [copied, setCopied] = useState(false);
  return (
    <div
      role="status"
      className="mb-5 flex flex-wrap items-center gap-3 rounded-lg border border-emerald-300 bg-emerald-50 p-4 text-emerald-950"
    >
      <CircleCheck aria-hidden className="size-6 shrink-0 text-emerald-700" />
      <div className="grid min-w-0 flex-1 gap-1">
        <p className="font-semibold">{T.successTitle}</p>
        <p className="text-sm">
          {LAYANAN.trackingCode}: <code className="font-mono text-base font-bold tracking-wide">{receipt.trackingCode}</code>
        </p>
      </div>
      {typeof navigator !== 'undefined' && navigator.clipboard && (
        <Button
          variant="secondary"
          onClick={() => {
            void navigator.clipboard.writeText(receipt.trackingCode).then(() => setCopied(true));
          }}
        >
          <Copy aria-hidden className="size-4" />
          {copied ? T.copied : T.copyCode}
        </Button>
      )}
    </div>
  );
}
