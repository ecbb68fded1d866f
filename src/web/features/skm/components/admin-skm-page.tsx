import { Eye, EyeOff, FileDown } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { TitledSection } from '../../../components/titled-section.tsx';
import { TableHead } from '../../../components/table-head.tsx';
import type { SkmSuggestionItem } from '../../../../shared/skm.ts';
import { SKM_ELEMENTS, SKM_GRADE_LABELS, SKM_SERVICE_LABELS, SKM_TEXT } from '../../../../shared/skm-strings.ts';
import { SKM_ADMIN } from '../../../../shared/skm-admin-strings.ts';
import { AdminPageHeader } from '../../../components/admin-page-header.tsx';
import { ListPagination } from '../../../components/list-pagination.tsx';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { SkmPeriodField } from './skm-period-field.tsx';
import { usePublishSuggestion, useSkmResults, useSkmSuggestions } from '../api/skm.ts';

const A = SKM_ADMIN;
const R = SKM_TEXT.results;
/** A column of figures: numbers line up on the right. */
const NUMBER = 'px-3 py-2 text-right';
const two = new Intl.NumberFormat('id-ID', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** /admin/skm (super admin): the IKM's workings per service and period, the answers as CSV, and which suggestions are public. */
export default function AdminSkmPage() {
  useDocumentTitle(A.title);
  const [params, setParams] = useSearchParams();
  const results = useSkmResults(params.get('periode') ?? undefined);
  const data = results.data;
  return (
    <div className="grid gap-6">
      <AdminPageHeader
        title={A.title}
        intro={A.description}
        actions={
          <Link to="/skm/hasil" className={buttonClass('secondary')}>
            {SKM_TEXT.resultsLink}
          </Link>
        }
      />
      {!data ? (
        <Spinner className="text-brand-700" />
      ) : (
        <>
          <div className="flex flex-wrap items-end justify-between gap-3">
            <SkmPeriodField
              id="admin-skm-periode"
              years={data.years}
              value={data.period.key}
              onChange={(e) => setParams({ periode: e.target.value })}
            />
            <div className="flex flex-wrap gap-2">
              <a href={`/api/admin/skm/jawaban?periode=${data.period.key}`} className={buttonClass('secondary')}>
                <FileDown aria-hidden className="size-4" />
                {A.csv}
              </a>
              <a href={`/api/skm/laporan.pdf?periode=${data.period.key}`} className={buttonClass('secondary')}>
                <FileDown aria-hidden className="size-4" />
                {R.pdf}
              </a>
            </div>
          </div>
          <section aria-labelledby="admin-skm-ikm" className="rounded-xl border border-slate-200 bg-white">
            <h2 id="admin-skm-ikm" className="px-4 pt-4 text-lg font-bold text-brand-900">
              {data.period.label}
            </h2>
            <p className="px-4 pt-1 text-sm text-slate-600">{A.weightNote}</p>
            <div className="mt-3 overflow-x-auto">
              <table className="w-full min-w-[56rem] text-left text-sm">
                <TableHead
                  className="bg-slate-50 text-slate-700"
                  cellClassName="px-3 py-2"
                  cells={[
                    A.service,
                    { label: R.respondents, className: NUMBER },
                    ...SKM_ELEMENTS.map((e, i) => ({
                      key: e.name,
                      title: e.name,
                      className: 'px-2 py-2 text-right',
                      label: <abbr title={e.name} className="no-underline">{`U${i + 1}`}</abbr>,
                    })),
                    { label: A.ikmExact, className: NUMBER },
                    { label: A.ikm0111, className: NUMBER },
                    R.grade,
                  ]}
                />
                <tbody>
                  {data.services.map((s) => (
                    <tr key={s.service} className="border-t border-slate-100">
                      <th scope="row" className="px-3 py-2 font-medium">
                        {SKM_SERVICE_LABELS[s.service]}
                      </th>
                      <td className="px-3 py-2 text-right tabular-nums">{s.respondents}</td>
                      {s.nrr.map((v, i) => (
                        <td key={i} className="px-2 py-2 text-right tabular-nums">
                          {s.respondents ? two.format(v) : '–'}
                        </td>
                      ))}
                      <td className="px-3 py-2 text-right font-bold tabular-nums">{s.ikm === null ? '–' : two.format(s.ikm)}</td>
                      <td className="px-3 py-2 text-right tabular-nums">{s.ikmWeight0111 === null ? '–' : two.format(s.ikmWeight0111)}</td>
                      <td className="px-3 py-2">{s.grade ? `${s.grade} (${SKM_GRADE_LABELS[s.grade]})` : '–'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        </>
      )}
      <Suggestions />
    </div>
  );
}

function Suggestions() {
  const [page, setPage] = useState(1);
  const list = useSkmSuggestions(page);
  return (
    <TitledSection id="admin-skm-saran" title={A.suggestionsTitle} size="lg" className="grid gap-3">
      {!list.data ? (
        <Spinner className="text-brand-700" />
      ) : list.data.items.length === 0 ? (
        <p className="text-slate-600">{A.empty}</p>
      ) : (
        <>
          <ul className="grid gap-2">
            {list.data.items.map((item) => (
              <SuggestionRow key={item.id} item={item} />
            ))}
          </ul>
          <ListPagination page={page} pageSize={list.data.pageSize} total={list.data.total} onPage={setPage} />
        </>
      )}
    </TitledSection>
  );
}

function SuggestionRow({ item }: { item: SkmSuggestionItem }) {
  const publish = usePublishSuggestion();
  const toggle = () =>
    publish.mutate(
      { id: item.id, published: !item.published },
      {
        onSuccess: () => toast({ title: item.published ? A.unpublishedToast : A.publishedToast, variant: 'success' }),
        onError: (err) => toast({ title: A.title, description: errorMessage(err), variant: 'destructive' }),
      },
    );
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">
        <p className="text-sm break-words text-slate-900">{item.text}</p>
        <p className="mt-1 text-xs text-slate-500">
          {SKM_SERVICE_LABELS[item.service]} · {formatDateTime(item.createdAt)} ·{' '}
          <span className={item.published ? 'font-semibold text-green-800' : ''}>{item.published ? A.published : A.hidden}</span>
        </p>
      </div>
      <Button type="button" variant="secondary" disabled={publish.isPending} onClick={toggle} className="shrink-0">
        {item.published ? <EyeOff aria-hidden className="size-4" /> : <Eye aria-hidden className="size-4" />}
        {item.published ? A.unpublish : A.publish}
      </Button>
    </li>
  );
}
