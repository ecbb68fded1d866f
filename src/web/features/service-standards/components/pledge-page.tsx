import { META } from '../../../../shared/page-meta-strings.ts';
import { BadgeCheck } from 'lucide-react';
import { Link } from 'react-router';
import { SERVICE_BY_SEGMENT } from '../../../../shared/strings.ts';
import { STANDARD_KEYS } from '../../../../shared/service-standard-keys.ts';
import { STANDARD_TEXT as T } from '../../../../shared/service-standard-strings.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatLongDate } from '../../../lib/format.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { usePledge } from '../api/standards.ts';
import { ExampleNotice } from './example-notice.tsx';

/** /maklumat-pelayanan (issue 16, item 4): the office's service pledge, with links to each standard. */
export default function PledgePage() {
  useDocumentTitle(META.pledgeTitle);
  const pledge = usePledge();
  return (
    <>
      <PageHeader icon={<BadgeCheck aria-hidden className="size-7" />} title={T.pledgeTitle} />
      <div className="mx-auto grid max-w-3xl gap-6 px-4 py-8 sm:py-10">
        {!pledge.data ? (
          <Spinner className="text-brand-700" />
        ) : (
          <>
            {pledge.data.updatedAt ? (
              <p className="text-sm text-slate-600">{T.updatedOn(formatLongDate(pledge.data.updatedAt))}</p>
            ) : (
              <ExampleNotice />
            )}
            {/* Sanitised by the server with the article allowlist. */}
            <div
              className="article-content rounded-xl border border-slate-200 bg-white p-5 sm:p-8"
              dangerouslySetInnerHTML={{ __html: pledge.data.content }}
            />
          </>
        )}
        <nav aria-labelledby="standar-layanan" className="rounded-xl border border-slate-200 bg-white p-5">
          <h2 id="standar-layanan" className="font-bold text-brand-900">
            {T.link}
          </h2>
          <ul className="mt-2 grid gap-1">
            {STANDARD_KEYS.map((key) => (
              <li key={key}>
                <Link to={`/layanan/${key}/standar`} className="text-brand-700 underline underline-offset-4">
                  {META.standardTitle(SERVICE_BY_SEGMENT[key]!)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </>
  );
}
