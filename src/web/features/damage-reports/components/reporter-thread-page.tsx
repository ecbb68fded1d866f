import { useQuery } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router';
import { REQUEST_THREAD as T } from '../../../../shared/request-thread-strings.ts';
import { COMMON } from '../../../../shared/strings.ts';
import { RequestThread } from '../../../components/request-thread.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { loadReporterThread } from '../api/feedback.ts';

/**
 * /laporan/{code}/pesan?t=…, opened from a staff message's e-mail (issue 38, item 2): a damage
 * report's thread for its reporter, who has no account; the signed link is the key. Staff's internal
 * notes never reach it.
 */
export default function ReporterThreadPage() {
  const code = (useParams().code ?? '').toUpperCase();
  const [search] = useSearchParams();
  const token = search.get('t') ?? '';
  useDocumentTitle(T.reporterPageTitle(code));
  const queryKey = ['laporan', 'pesan', code, token] as const;
  const load = loadReporterThread(code, token);
  // The first reading tells a wrong link apart before the thread is drawn.
  const first = useQuery({ queryKey, queryFn: ({ signal }) => load(signal), retry: false, staleTime: 0 });

  return (
    <div className="mx-auto grid max-w-2xl gap-6 px-4 py-8 sm:py-12">
      <div className="grid gap-2">
        <h1 className="text-2xl font-bold tracking-tight break-words text-brand-900 sm:text-3xl">{T.reporterPageTitle(code)}</h1>
        <p className="text-slate-700">{T.reporterIntro}</p>
      </div>
      {first.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner label={COMMON.loading} />
        </div>
      ) : first.isError ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-900">
          {first.error instanceof ApiError && first.error.status === 404 ? T.invalidLink : errorMessage(first.error)}{' '}
          <Link to={`/lacak/${code}`} className="font-semibold underline underline-offset-2">
            {`/lacak/${code}`}
          </Link>
        </p>
      ) : (
        <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
          <RequestThread
            kind="damage-reports"
            audience="requester"
            queryKey={queryKey}
            load={load}
            postUrl={`/api/laporan/${code}/pesan?t=${encodeURIComponent(token)}`}
          />
        </div>
      )}
    </div>
  );
}
