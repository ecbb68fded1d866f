import { ClipboardCheck } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { SKM_TEXT } from '../../../../shared/skm-strings.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { Island } from '../../../islands/island.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useSkmInvitation } from '../api/skm.ts';
import SkmSurveyIsland from './skm-survey.island.tsx';

/** /skm (issue 16, item 1): the survey for a finished request (?kode=&t= from the e-mail or dashboard) or the open one. */
export default function SurveyPage() {
  useDocumentTitle(SKM_TEXT.title);
  const [params] = useSearchParams();
  const kode = params.get('kode');
  const t = params.get('t');
  const link = kode && t ? { kode, t } : null;
  // Read with the page (public-pages.ts): the island shows the form or the notice at once.
  const invitation = useSkmInvitation(link);
  return (
    <>
      <PageHeader icon={<ClipboardCheck aria-hidden className="size-7" />} title={SKM_TEXT.title}>
        <p>{SKM_TEXT.intro}</p>
        <Link to="/skm/hasil" className="mt-3 inline-block font-semibold text-white underline underline-offset-4">
          {SKM_TEXT.resultsLink}
        </Link>
      </PageHeader>
      <Island
        of={SkmSurveyIsland}
        props={{ link, answer: invitation.data ?? null }}
        load="interaction"
        className="mx-auto max-w-3xl px-4 py-8 sm:py-10"
      />
    </>
  );
}
