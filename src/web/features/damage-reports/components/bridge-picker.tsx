import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useId, useState } from 'react';
import type { BridgeChoice } from '../../../../shared/damage-report-schemas.ts';
import { REPORT_FORM as T } from '../../../../shared/report-form-strings.ts';
import { fillText } from '../../../../shared/strings.ts';
import { TextInput } from '../../../components/ui/field.tsx';
import { call, callOptions, client } from '../../../lib/api-client.ts';

type Pin = { lat: number; lng: number };

const OPTION =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-300 px-3 py-2 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50';

/** "1,2 km" or "350 m" from the pin. */
const distanceText = (m: number) =>
  m >= 1000 ? `${(m / 1000).toLocaleString('id-ID', { maximumFractionDigits: 1 })} km` : `${Math.round(m)} m`;

/**
 * Which bridge of Jembatantif a report of type Jembatan is about (issue 15, item 8): the bridges within
 * 2 km of the pin first, then those whose name matches the search. Optional; "Tidak tahu" is chosen at
 * first. The choice is the radio group `bridgeId`, sent with the form.
 */
export function BridgePicker({ pin, error }: { pin: Pin | null; error?: string }) {
  const id = useId();
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<BridgeChoice | null>(null);
  const q = useDeferredValue(search.trim());
  const choices = useQuery({
    queryKey: ['laporan', 'jembatan', pin?.lat.toFixed(4), pin?.lng.toFixed(4), q.length >= 2 ? q : ''],
    queryFn: ({ signal }) =>
      call(
        client.laporan.jembatan.$get(
          { query: { lat: pin ? String(pin.lat) : undefined, lng: pin ? String(pin.lng) : undefined, q: q.length >= 2 ? q : undefined } },
          callOptions({ signal }),
        ),
      ),
    enabled: pin != null || q.length >= 2,
    staleTime: 60_000,
    placeholderData: (previous) => previous,
  });
  // The chosen bridge stays in the list when a new search no longer finds it.
  const found = choices.data ?? [];
  const listed = chosen && !found.some((c) => c.id === chosen.id) ? [chosen, ...found] : found;
  const searched = q.length >= 2 && !choices.isFetching;

  return (
    <fieldset className="grid gap-2" aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}>
      <legend className="mb-1 text-sm font-medium text-slate-800">{T.bridgeLegend}</legend>
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        {T.bridgeHint}
      </p>
      <div className="grid gap-1.5">
        <label htmlFor={`${id}-q`} className="text-sm text-slate-800">
          {T.bridgeSearch}
        </label>
        <TextInput id={`${id}-q`} type="search" value={search} maxLength={100} onChange={(e) => setSearch(e.target.value)} />
      </div>
      <div className="grid gap-2" aria-live="polite" aria-busy={choices.isFetching}>
        <label className={OPTION}>
          <input
            type="radio"
            name="bridgeId"
            value=""
            checked={chosen == null}
            onChange={() => setChosen(null)}
            className="size-4 accent-brand-700"
          />
          <span className="text-slate-900">{T.bridgeNone}</span>
        </label>
        {listed.map((c) => (
          <label key={c.id} className={OPTION}>
            <input
              type="radio"
              name="bridgeId"
              value={c.id}
              checked={chosen?.id === c.id}
              onChange={() => setChosen(c)}
              className="size-4 shrink-0 accent-brand-700"
            />
            <span className="font-medium break-words text-slate-900">
              {c.nama}
              <span className="block text-xs font-normal text-slate-600">
                {c.lokasi}
                {c.distance != null && ` · ${fillText(T.bridgeNear, { m: distanceText(c.distance) })}`}
              </span>
            </span>
          </label>
        ))}
        {choices.isFetching && <p className="text-xs text-slate-600">{T.bridgeSearching}</p>}
        {searched && found.length === 0 && <p className="text-xs text-slate-600">{T.bridgeNoneFound}</p>}
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
