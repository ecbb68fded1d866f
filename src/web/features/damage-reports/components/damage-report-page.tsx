import { useQueryClient } from '@tanstack/react-query';
import { TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { DAMAGE_FORM_STATE_KEY, type DamageFormState } from '../../../../shared/damage-report-form-state.ts';
import { LAYANAN_DAMAGE } from '../../../../shared/layanan-damage-strings.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { Island } from '../../../islands/island.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import DamageReportIsland from './damage-report.island.tsx';

const T = LAYANAN_DAMAGE;

export default function DamageReportPage() {
  useDocumentTitle(LAYANAN_DAMAGE.heading);
  // The server's answer to the form sent without JavaScript (its messages or its confirmation), if any.
  const state = useQueryClient().getQueryData<DamageFormState>(DAMAGE_FORM_STATE_KEY) ?? null;
  // A key for this one filling-in of the form, sent by a plain POST (without JavaScript) in a hidden
  // box: sent twice, it makes one report. The page runs only on the server, and is made for each
  // visit (public-pages.ts: `fresh`), so that no two visitors share a key.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  return (
    <>
      <PageHeader icon={<TriangleAlert aria-hidden className="size-7" />} title={T.heading} standard="lapor-kerusakan">
        <p>{T.description}</p>
      </PageHeader>
      <Island
        of={DamageReportIsland}
        props={{ state, idempotencyKey }}
        // The form works as HTML (a multipart POST the server answers): its script (the map, the
        // photos' progress, no reload) comes when the citizen reaches for it, not before the page
        // paints on a weak signal (issue 35, items 5 and 7).
        load="interaction"
        className="mx-auto grid max-w-6xl gap-6 px-4 py-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]"
      />
    </>
  );
}
