import type { QueryDataEntry } from '../../../../shared/page-data.ts';
import { LAYANAN } from '../../../../shared/layanan-strings.ts';
import { LAYANAN_SIREKANAN } from '../../../../shared/layanan-sirekanan-strings.ts';
import { Card } from '../../../components/card.tsx';
import { Pager } from '../../../components/pager.tsx';
import { RequestHistory } from '../../../components/request-history.tsx';
import { defineIsland } from '../../../islands/island.tsx';
import { IslandQuery } from '../../../islands/island-query.tsx';
import { useErrorToast } from '../../../lib/use-error-toast.ts';
import { useState } from 'react';
import { HISTORY_PAGE_SIZE, useOwnSirekanan } from '../api/sirekanan-requests.ts';
import { SirekananForm } from './sirekanan-form.tsx';

const T = LAYANAN_SIREKANAN;

/**
 * A signed-in customer's Sirekanan (issue 35): the form and their own letters, one island. It keeps
 * TanStack Query (IslandQuery), seeded with the first page the server read: a letter sent refreshes
 * the history it pages through.
 */
function SirekananService({ seed }: { seed: QueryDataEntry[] }) {
  return (
    <IslandQuery seed={seed}>
      <Card title={T.formTitle}>
        <SirekananForm />
      </Card>
      <SirekananHistory />
    </IslandQuery>
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

export default defineIsland('sirekanan-service', SirekananService);
