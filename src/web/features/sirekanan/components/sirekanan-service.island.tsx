import type { QueryDataEntry } from '../../../../shared/page-data.ts';
import { LAYANAN } from '../../../../shared/layanan-strings.ts';
import { LAYANAN_SIREKANAN } from '../../../../shared/layanan-sirekanan-strings.ts';
import type { SirekananItem } from '../../../../shared/sirekanan-schemas.ts';
import { Card } from '../../../components/card.tsx';
import { OwnRequestHistory } from '../../../components/own-request-history.tsx';
import { defineIsland } from '../../../islands/island.tsx';
import { IslandQuery } from '../../../islands/island-query.tsx';
import { useOwnSirekanan } from '../api/sirekanan-requests.ts';
import { SirekananForm } from './sirekanan-form.tsx';

const T = LAYANAN_SIREKANAN;

const entry = (r: SirekananItem) => ({
  title: r.subject,
  files: r.attachmentUrl ? [{ label: LAYANAN.attachment, url: r.attachmentUrl }] : [],
});

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
      <OwnRequestHistory title={T.historyTitle} className="self-start" useHistory={useOwnSirekanan} entry={entry} />
    </IslandQuery>
  );
}

export default defineIsland('sirekanan-service', SirekananService);
