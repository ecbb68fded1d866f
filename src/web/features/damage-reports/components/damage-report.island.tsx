import { lazy, Suspense, useState } from 'react';
import type { DamageFormState } from '../../../../shared/damage-report-form-state.ts';
import { LAYANAN_DAMAGE } from '../../../../shared/layanan-damage-strings.ts';
import { Card } from '../../../components/card.tsx';
import { defineIsland } from '../../../islands/island.tsx';
import { IslandQuery } from '../../../islands/island-query.tsx';
import { ReportStatusLookup } from './report-status-lookup.tsx';
import { DamageReportForm } from './damage-report-form.tsx';

const SubmissionConfirmation = lazy(() =>
  import('../../../components/submission-confirmation.tsx').then((m) => ({ default: m.SubmissionConfirmation })),
);

const T = LAYANAN_DAMAGE;

type Receipt = { trackingCode: string; receiptUrl: string };

/**
 * /layanan/lapor-kerusakan's form and its status lookup, an island taken over at once (issue 35).
 * Without JavaScript the same HTML is a real form the server answers (`state`: its answer to a
 * plain POST, the messages or the confirmation). TanStack Query for the form's sending, the
 * "saya juga" offer and the bridge list.
 */
function DamageReportArea({ state, idempotencyKey }: { state: DamageFormState | null; idempotencyKey: string }) {
  const [receipt, setReceipt] = useState<Receipt | null>(state?.receipt ?? null);
  return (
    <IslandQuery>
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
        <DamageReportForm onSent={setReceipt} state={state} idempotencyKey={state?.idempotencyKey ?? idempotencyKey} />
      </Card>
      <Card title={T.statusTitle} className="self-start">
        {/* A new receipt starts the lookup afresh, filled with its code. Not a lazy part: one hydrated
            after the rest would lose what was typed in it meanwhile. */}
        <ReportStatusLookup key={receipt?.trackingCode ?? ''} initialCode={receipt?.trackingCode} />
      </Card>
    </IslandQuery>
  );
}

export default defineIsland('damage-report', DamageReportArea);
