import { Download, MessageSquareWarning, Search } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import type { QueryDataEntry } from '../../../../shared/page-data.ts';
import { dayLabel, type PpidRequestItem } from '../../../../shared/ppid.ts';
import { PPID, PPID_STATUS_LABELS } from '../../../../shared/ppid-strings.ts';
import { Card } from '../../../components/card.tsx';
import { StatusBadge } from '../../../components/status-badge.tsx';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { defineIsland } from '../../../islands/island.tsx';
import { IslandQuery } from '../../../islands/island-query.tsx';
import { AppLink } from '../../../lib/app-link.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useOwnPpidRequests } from '../api/ppid.ts';
import { ObjectionDialog } from './objection-dialog.tsx';
import { ObjectionView, PpidAnswerView } from './ppid-answer-view.tsx';
import { RequestForm } from './request-form.tsx';

// Only after a submission: its code is not part of the page's first load.
const SubmissionConfirmation = lazy(() =>
  import('../../../components/submission-confirmation.tsx').then((m) => ({ default: m.SubmissionConfirmation })),
);

const F = PPID.form;
const M = PPID.mine;

/**
 * A signed-in customer's /ppid/permohonan (issue 35): the request form, their requests with the
 * answers, and the objection dialog, one island with TanStack Query (IslandQuery): a request or an
 * objection sent refreshes the list.
 */
function PpidRequests({ seed }: { seed: QueryDataEntry[] }) {
  return (
    <IslandQuery seed={seed}>
      <Signed />
    </IslandQuery>
  );
}

function Signed() {
  const [sent, setSent] = useState<PpidRequestItem | null>(null);
  const [objecting, setObjecting] = useState<PpidRequestItem | null>(null);
  const mine = useOwnPpidRequests();
  return (
    <>
      {sent && (
        <Suspense fallback={null}>
          <SubmissionConfirmation
            title={F.successTitle}
            code={sent.trackingCode}
            service="ppid"
            receiptUrl={`/api/receipts/${sent.trackingCode}`}
          />
        </Suspense>
      )}
      <Card title={F.formTitle}>
        <RequestForm onSent={setSent} />
      </Card>
      <Card title={M.title}>
        {mine.isPending ? (
          <Spinner className="text-brand-700" />
        ) : !mine.data?.length ? (
          <p className="text-slate-600">{M.empty}</p>
        ) : (
          <ul className="grid gap-4">
            {mine.data.map((r) => (
              <li key={r.id}>
                <RequestCard item={r} onObject={() => setObjecting(r)} />
              </li>
            ))}
          </ul>
        )}
      </Card>
      {objecting && <ObjectionDialog item={objecting} onClose={() => setObjecting(null)} />}
    </>
  );
}

function RequestCard({ item: r, onObject }: { item: PpidRequestItem; onObject: () => void }) {
  const finished = r.status === 'Selesai' || r.status === 'Ditolak';
  return (
    <article aria-labelledby={`ppid-${r.trackingCode}`} className="grid gap-3 rounded-lg border border-slate-200 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`ppid-${r.trackingCode}`} className="font-mono text-base font-bold text-slate-900">
          {r.trackingCode}
        </h3>
        <StatusBadge status={r.status} />
      </div>
      <p className="line-clamp-3 text-sm text-slate-800">{r.information}</p>
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        <div className="flex gap-2">
          <dt className="text-slate-600">{M.sentAt}:</dt>
          <dd className="text-slate-900">{formatDateTime(r.createdAt)}</dd>
        </div>
        <div className="flex gap-2">
          <dt className="text-slate-600">{finished ? PPID_STATUS_LABELS[r.status] : M.dueOn}:</dt>
          <dd className="text-slate-900">{finished && r.answeredAt ? formatDateTime(r.answeredAt) : dayLabel(r.dueOn)}</dd>
        </div>
      </dl>
      {r.extendedReason && !finished && (
        <p className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
          <strong>{M.extended}:</strong> {r.extendedReason}
        </p>
      )}
      <PpidAnswerView item={r} />
      {r.objection && <ObjectionView objection={r.objection} />}
      <div className="flex flex-wrap items-center gap-2">
        <a href={`/api/receipts/${r.trackingCode}`} download className={buttonClass('secondary')}>
          <Download aria-hidden className="size-4" />
          {M.receipt}
        </a>
        <AppLink to={`/lacak/${r.trackingCode}`} className={buttonClass('secondary')}>
          <Search aria-hidden className="size-4" />
          {M.track}
        </AppLink>
        {r.objectionUntil && (
          <Button variant="danger" onClick={onObject}>
            <MessageSquareWarning aria-hidden className="size-4" />
            {M.objectionButton}
          </Button>
        )}
      </div>
      {r.objectionUntil && <p className="text-xs text-slate-600">{M.objectionOpen(dayLabel(r.objectionUntil))}</p>}
    </article>
  );
}

export default defineIsland('ppid-requests', PpidRequests);
