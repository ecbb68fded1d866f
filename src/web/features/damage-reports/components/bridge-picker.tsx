import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import type { BridgeChoice } from '../../../../shared/damage-report-schemas.ts';
import { REPORT_FORM as T } from '../../../../shared/report-form-strings.ts';
import { fillText } from '../../../../shared/strings.ts';
import { Field } from '../../../components/form/field.tsx';
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
 * first. The choice is the report form's `bridgeId` (its radio group), sent with the form.
 */
export function BridgePicker({ pin, error }: { pin: Pin | null; error?: string | undefined }) {
  const { register } = useFormContext<{ bridgeId?: string }>();
  // Not the form's: the search, and the bridge chosen (kept in the list when a new search no longer finds it).
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
  // One registration for the group: react-hook-form keeps one set of options per name.
  const bridgeBox = register('bridgeId', {
    onChange: (e: { target: HTMLInputElement }) => setChosen(listed.find((c) => c.id === e.target.value) ?? null),
  });

  return (
    <Field group label={T.bridgeLegend} hint={T.bridgeHint} error={error} className="grid gap-2">
      <Field label={T.bridgeSearch}>
        <TextInput type="search" value={search} maxLength={100} onChange={(e) => setSearch(e.target.value)} />
      </Field>
      <div className="grid gap-2" aria-live="polite" aria-busy={choices.isFetching}>
        <label className={OPTION}>
          <input
            type="radio"
            value=""
            // Ticked at first ("Tidak tahu"); then react-hook-form ticks the one the form holds.
            defaultChecked
            {...bridgeBox}
            className="size-4 accent-brand-700"
          />
          <span className="text-slate-900">{T.bridgeNone}</span>
        </label>
        {listed.map((c) => (
          <label key={c.id} className={OPTION}>
            <input type="radio" value={c.id} {...bridgeBox} className="size-4 shrink-0 accent-brand-700" />
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
    </Field>
  );
}
