import { BarChart3, ClipboardCheck, FileDown } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { TableHead } from '../../../components/table-head.tsx';
import type { SkmServiceResult } from '../../../../shared/skm.ts';
import { SKM_ELEMENTS, SKM_GRADE_LABELS, SKM_SERVICE_LABELS, SKM_TEXT } from '../../../../shared/skm-strings.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { buttonClass } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatLongDate } from '../../../lib/format.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useSkmResults } from '../api/skm.ts';
import { ElementChart } from './element-chart.tsx';
import { SkmPeriodField } from './skm-period-field.tsx';

const R = SKM_TEXT.results;
const two = new Intl.NumberFormat('id-ID', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

const GRADE_STYLE = {
  A: 'bg-green-100 text-green-900 ring-green-300',
  B: 'bg-brand-50 text-brand-900 ring-brand-100',
  C: 'bg-amber-100 text-amber-900 ring-amber-300',
  D: 'bg-red-100 text-red-900 ring-red-300',
} as const;

/** /skm/hasil (issue 16, item 3): IKM and grade per service for the period, rendered on the server. */
export default function ResultsPage() {
  useDocumentTitle(R.title);
  const [params] = useSearchParams();
  const results = useSkmResults(params.get('periode') ?? undefined);
  const data = results.data;
  return (
    <>
      <PageHeader icon={<BarChart3 aria-hidden className="size-7" />} title={R.title}>
        <p>{R.intro}</p>
        <Link to="/skm" className={buttonClass('accent', 'mt-4 inline-flex')}>
          <ClipboardCheck aria-hidden className="size-4" />
          {R.takeSurvey}
        </Link>
      </PageHeader>
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:py-10">
        {!data ? (
          <Spinner className="text-brand-700" />
        ) : (
          <>
            <div className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-end sm:justify-between">
              {/* A plain GET form: the period changes without scripts, and the address can be shared. */}
              <form method="get" action="/skm/hasil" className="flex flex-wrap items-end gap-3">
                <SkmPeriodField id="skm-periode" years={data.years} name="periode" defaultValue={data.period.key} />
                <button type="submit" className={buttonClass('secondary', 'min-h-11')}>
                  {SKM_TEXT.period.show}
                </button>
              </form>
              <a href={`/api/skm/laporan.pdf?periode=${data.period.key}`} className={buttonClass('secondary', 'min-h-11 justify-center')}>
                <FileDown aria-hidden className="size-4" />
                {R.pdf}
              </a>
            </div>
            <h2 className="text-xl font-bold text-brand-900">{data.period.label}</h2>
            <div className="grid items-start gap-6 lg:grid-cols-2">
              {data.services.map((s) => (
                <ServiceResult key={s.service} result={s} />
              ))}
            </div>
            <p className="text-sm text-slate-600">{R.method}</p>
          </>
        )}
      </div>
    </>
  );
}

function ServiceResult({ result }: { result: SkmServiceResult }) {
  const name = SKM_SERVICE_LABELS[result.service];
  const headingId = `skm-${result.service}`;
  return (
    <section aria-labelledby={headingId} className="grid content-start gap-4 rounded-xl border border-slate-200 bg-white p-5 sm:p-6">
      <h3 id={headingId} className="text-lg font-bold text-brand-900">
        {name}
      </h3>
      {result.ikm === null || result.grade === null ? (
        <p className="text-slate-600">{R.noData}</p>
      ) : (
        <>
          <dl className="grid grid-cols-3 gap-3">
            <div className="grid gap-1">
              <dt className="text-xs font-medium text-slate-600">{R.ikm}</dt>
              <dd className="text-3xl font-bold text-slate-900 tabular-nums">{two.format(result.ikm)}</dd>
            </div>
            <div className="grid gap-1">
              <dt className="text-xs font-medium text-slate-600">{R.grade}</dt>
              <dd>
                <span
                  className={cn(
                    'inline-flex items-center gap-1.5 rounded-md px-2 py-1 text-sm font-bold ring-1',
                    GRADE_STYLE[result.grade],
                  )}
                >
                  <span className="text-lg">{result.grade}</span> {SKM_GRADE_LABELS[result.grade]}
                </span>
              </dd>
            </div>
            <div className="grid gap-1">
              <dt className="text-xs font-medium text-slate-600">{R.respondents}</dt>
              <dd className="text-3xl font-bold text-slate-900 tabular-nums">{result.respondents}</dd>
            </div>
          </dl>
          {result.population && result.minimumSample ? (
            <p className="text-sm text-slate-700">
              {R.sampleNote(result.respondents, result.population, result.minimumSample)}{' '}
              {result.respondents < result.minimumSample ? R.sampleShort : R.sampleEnough}
            </p>
          ) : null}
          <ElementChart id={`grafik-${result.service}`} title={R.chartTitle(name)} nrr={result.nrr} />
          <details className="rounded-lg border border-slate-200">
            <summary className="cursor-pointer px-3 py-2 text-sm font-semibold text-brand-700">{R.showTable}</summary>
            <div className="overflow-x-auto">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">{R.chartTitle(name)}</caption>
                <TableHead
                  className="bg-slate-50 text-slate-700"
                  cellClassName="px-3 py-2"
                  cells={[R.element, { label: R.nrr, className: 'px-3 py-2 text-right' }]}
                />
                <tbody>
                  {SKM_ELEMENTS.map((e, i) => (
                    <tr key={e.name} className="border-t border-slate-100">
                      <th scope="row" className="px-3 py-2 font-normal">
                        U{i + 1}. {e.name}
                      </th>
                      <td className="px-3 py-2 text-right tabular-nums">{two.format(result.nrr[i]!)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </details>
        </>
      )}
      <div>
        <h4 className="text-sm font-bold text-slate-900">{R.suggestions}</h4>
        {result.suggestions.length ? (
          <ul className="mt-2 grid gap-2">
            {result.suggestions.map((s) => (
              <li key={`${s.at}-${s.text}`} className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-800">
                <q>{s.text}</q> <span className="text-xs text-slate-500">({formatLongDate(s.at)})</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-1 text-sm text-slate-600">{R.noSuggestions}</p>
        )}
      </div>
    </section>
  );
}
