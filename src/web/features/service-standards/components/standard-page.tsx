import { TableHead } from '../../../components/table-head.tsx';
import { META } from '../../../../shared/page-meta-strings.ts';
import { ClipboardList } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { STANDARD_SECTIONS } from '../../../../shared/service-standard-keys.ts';
import { STANDARD_SECTION_LABELS, STANDARD_TEXT as T } from '../../../../shared/service-standard-strings.ts';
import { SERVICE_BY_SEGMENT } from '../../../../shared/strings.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatLongDate } from '../../../lib/format.ts';
import { formatRupiah, TARIFF_TEXT as L, type LabTariffLine } from '../../../../shared/ujilab-tariff-strings.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useStandard } from '../api/standards.ts';
import { ExampleNotice } from './example-notice.tsx';

/** /layanan/{service}/standar (issue 16, item 4): the standard a super admin wrote in the CMS, rendered on the server. */
export default function StandardPage() {
  const key = useParams().layanan ?? '';
  const name = SERVICE_BY_SEGMENT[key] ?? '';
  const standard = useStandard(key);
  useDocumentTitle(name ? META.standardTitle(name) : T.notFound);
  const data = standard.data;
  return (
    <>
      <PageHeader icon={<ClipboardList aria-hidden className="size-7" />} title={name ? T.title(name) : T.notFound}>
        <p>{T.intro}</p>
        {name && (
          <Link to={`/layanan/${key}`} className="mt-3 inline-block font-semibold text-white underline underline-offset-4">
            {name}
          </Link>
        )}
      </PageHeader>
      {/* minmax(0, 1fr): a long word in a section wraps instead of widening the page. */}
      <div className="mx-auto grid max-w-3xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-8 sm:py-10">
        {standard.isPending ? (
          <Spinner className="text-brand-700" />
        ) : !data ? (
          <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-red-900">
            {errorMessage(standard.error)}
          </p>
        ) : (
          <>
            {data.updatedAt ? <p className="text-sm text-slate-600">{T.updatedOn(formatLongDate(data.updatedAt))}</p> : <ExampleNotice />}
            <ol className="grid grid-cols-[minmax(0,1fr)] gap-4">
              {STANDARD_SECTIONS.map((section, i) => (
                <li key={section} className="rounded-xl border border-slate-200 bg-white p-5 sm:p-6">
                  <h2 className="text-lg font-bold text-brand-900">
                    {i + 1}. {STANDARD_SECTION_LABELS[section]}
                  </h2>
                  {/* Sanitised by the server with the article allowlist. */}
                  <div className="article-content mt-3" dangerouslySetInnerHTML={{ __html: data.sections[section] }} />
                  {section === 'biaya' && key === 'ujilab' && <Tariffs tariffs={data.labTariff} />}
                </li>
              ))}
            </ol>
            <Link to="/skm" className="font-semibold text-brand-700 underline underline-offset-4">
              {T.surveyLink}
            </Link>
          </>
        )}
      </div>
    </>
  );
}

/** The tariff as the lab keeps it (issue 40, item 1): each active test with its method, unit, price today and duration. */
function Tariffs({ tariffs }: { tariffs: LabTariffLine[] }) {
  if (!tariffs.length) return <p className="mt-3 text-sm text-slate-600">{T.noTariffs}</p>;
  return (
    <>
      {/* On a phone (issue 38): one card per test, the tariff beside its name, nothing to scroll sideways. */}
      <section className="mt-4 sm:hidden" aria-label={T.tariffCaption}>
        <h3 className="mb-2 font-semibold text-slate-900">{T.tariffCaption}</h3>
        <ul className="grid gap-2">
          {tariffs.map((t) => (
            <li key={t.id} className="rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm">
              <p className="flex items-baseline justify-between gap-3">
                <span className="font-semibold break-words text-slate-900">{t.name}</span>
                <span className="shrink-0 font-semibold tabular-nums text-slate-900">
                  <span className="sr-only">{L.price}: </span>
                  {formatRupiah(t.price)}
                </span>
              </p>
              <dl className="mt-1 flex flex-wrap gap-x-4 text-slate-600">
                <div className="flex gap-1">
                  <dt>{T.jenisUji}:</dt>
                  <dd>{t.jenisUji}</dd>
                </div>
                {t.method && (
                  <div className="flex gap-1">
                    <dt>{L.method}:</dt>
                    <dd>{t.method}</dd>
                  </div>
                )}
                <div className="flex gap-1">
                  <dt>{T.satuan}:</dt>
                  <dd>{t.unit}</dd>
                </div>
                <div className="flex gap-1">
                  <dt>{L.durationShort}:</dt>
                  <dd>{L.days(t.durationDays)}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      </section>
      <table className="mt-4 hidden w-full text-left text-sm sm:table">
        <caption className="mb-2 text-left font-semibold text-slate-900">{T.tariffCaption}</caption>
        <TableHead
          className="bg-slate-50 text-slate-700"
          cellClassName="px-3 py-2"
          cells={[T.jenisUji, T.pengujian, L.method, T.satuan, { label: L.price, className: 'px-3 py-2 text-right' }, L.durationShort]}
        />
        <tbody>
          {tariffs.map((t) => (
            <tr key={t.id} className="border-t border-slate-100">
              <td className="px-3 py-2">{t.jenisUji}</td>
              <th scope="row" className="px-3 py-2 font-normal break-words">
                {t.name}
              </th>
              <td className="px-3 py-2">{t.method}</td>
              <td className="px-3 py-2">{t.unit}</td>
              <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">{formatRupiah(t.price)}</td>
              <td className="px-3 py-2 whitespace-nowrap">{L.days(t.durationDays)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
