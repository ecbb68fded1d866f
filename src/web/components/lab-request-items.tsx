import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { formatRupiah, TARIFF_TEXT as T } from '../../shared/ujilab-tariff-strings.ts';
import { call, callOptions, client, errorMessage } from '../lib/api-client.ts';
import { Spinner } from './ui/spinner.tsx';

export const labItemsQueryKey = (code: string) => ['ujilab-tariff', 'requests', code];

/** A lab request's priced tests and total, for its customer and the lab's staff. */
export const useLabRequestItems = (code: string) =>
  useQuery({
    queryKey: labItemsQueryKey(code),
    queryFn: ({ signal }) => call(client['ujilab-tariff'].requests[':code'].$get({ param: { code } }, callOptions({ signal }))),
  });

/** A lab request's tests as they were priced when it was made, and the total (issue 40, item 2). */
export function LabRequestItems({ code, whenEmpty }: { code: string; whenEmpty?: ReactNode }) {
  const q = useLabRequestItems(code);
  if (q.isPending) return <Spinner className="text-brand-700" />;
  if (!q.data) return <p role="alert">{errorMessage(q.error)}</p>;
  const { items, total } = q.data;
  if (!items.length)
    return (
      <div className="grid gap-3">
        <p className="text-sm text-slate-700">{T.notPricedYet}</p>
        {whenEmpty}
      </div>
    );
  return (
    <div className="grid gap-2">
      {/* One block per line: it sits in narrow columns (the admin's data list, the customer's card). */}
      <ul className="grid gap-2" aria-label={T.itemsTitle}>
        {items.map((l, i) => (
          <li key={i} className="rounded-lg border border-slate-200 p-3 text-sm">
            <p className="font-semibold break-words text-slate-900">{l.name}</p>
            <p className="text-slate-600">
              {[l.method, `${formatRupiah(l.unitPrice)} ${l.unit}`, T.days(l.durationDays)].filter(Boolean).join(' · ')}
            </p>
            <p className="mt-1 flex flex-wrap justify-between gap-x-3 tabular-nums">
              <span>
                {T.quantity}: {l.quantity}
              </span>
              <span className="font-semibold">
                <span className="sr-only">{T.amount}: </span>
                {formatRupiah(l.amount)}
              </span>
            </p>
          </li>
        ))}
      </ul>
      <p className="flex justify-between rounded-lg bg-brand-50 px-3 py-2 font-semibold text-brand-900">
        <span>{T.total}</span>
        <span className="tabular-nums" data-testid="lab-items-total">
          {formatRupiah(total)}
        </span>
      </p>
    </div>
  );
}
