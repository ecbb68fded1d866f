import { useQuery } from '@tanstack/react-query';
import { formatRupiah, TARIFF_TEXT as T } from '../../shared/ujilab-tariff-strings.ts';
import { call, callOptions, client, errorMessage } from '../lib/api-client.ts';
import { Spinner } from './ui/spinner.tsx';
import { TableHead } from './table-head.tsx';

const labItemsQueryKey = (code: string) => ['ujilab-tariff', 'requests', code];

/** A lab request's tests as they were priced when it was made, and the total (issue 40, item 2). */
export function LabRequestItems({ code }: { code: string }) {
  const q = useQuery({
    queryKey: labItemsQueryKey(code),
    queryFn: ({ signal }) => call(client['ujilab-tariff'].requests[':code'].$get({ param: { code } }, callOptions({ signal }))),
  });
  if (q.isPending) return <Spinner className="text-brand-700" />;
  if (!q.data) return <p role="alert">{errorMessage(q.error)}</p>;
  const { items, total } = q.data;
  if (!items.length) return <p className="text-sm text-slate-700">{T.notPricedYet}</p>;
  return (
    <div className="grid gap-2">
      {/* A phone: one block per line. */}
      <ul className="grid gap-2 sm:hidden">
        {items.map((l, i) => (
          <li key={i} className="rounded-lg border border-slate-200 p-3 text-sm">
            <p className="font-semibold break-words text-slate-900">{l.name}</p>
            <p className="text-slate-600">
              {[l.method, `${formatRupiah(l.unitPrice)} ${l.unit}`, T.days(l.durationDays)].filter(Boolean).join(' · ')}
            </p>
            <p className="flex justify-between tabular-nums">
              <span>
                {T.quantity}: {l.quantity}
              </span>
              <span className="font-semibold">{formatRupiah(l.amount)}</span>
            </p>
          </li>
        ))}
      </ul>
      <table className="hidden w-full text-left text-sm sm:table">
        <TableHead
          className="bg-slate-50 text-slate-700"
          cellClassName="px-3 py-2"
          cells={[
            T.name,
            T.unitPrice,
            { label: T.quantity, className: 'px-3 py-2 text-right' },
            { label: T.amount, className: 'px-3 py-2 text-right' },
          ]}
        />
        <tbody>
          {items.map((l, i) => (
            <tr key={i} className="border-t border-slate-100 align-top">
              <th scope="row" className="px-3 py-2 font-normal break-words">
                <span className="font-semibold text-slate-900">{l.name}</span>
                {l.method && <span className="block text-slate-600">{l.method}</span>}
                <span className="block text-slate-600">{T.days(l.durationDays)}</span>
              </th>
              <td className="px-3 py-2 whitespace-nowrap tabular-nums">
                {formatRupiah(l.unitPrice)} <span className="text-slate-600">{l.unit}</span>
              </td>
              <td className="px-3 py-2 text-right tabular-nums">{l.quantity}</td>
              <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">{formatRupiah(l.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="flex justify-between rounded-lg bg-brand-50 px-3 py-2 font-semibold text-brand-900">
        <span>{T.total}</span>
        <span className="tabular-nums" data-testid="lab-items-total">
          {formatRupiah(total)}
        </span>
      </p>
    </div>
  );
}
