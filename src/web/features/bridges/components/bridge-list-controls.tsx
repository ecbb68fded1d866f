import { BRIDGE_LIST as P } from '../../../../shared/bridge-list-strings.ts';
import { STATUS_JALAN, STATUS_JALAN_LABEL } from '../../../../shared/bridge-status.ts';
import { KONDISI } from '../../../../shared/constants.ts';
import { KABUPATEN } from '../../../../shared/kabupaten.ts';
import { LAYANAN_BRIDGES as T } from '../../../../shared/layanan-bridges-strings.ts';
import { inputClass } from '../../../components/ui/field.tsx';
import { cn } from '../../../lib/cn.ts';

export type Choice = { kabupaten: string; kondisi: string; statusJalan: string };
type View = 'tabel' | 'peta';

const selectClass = cn(inputClass, 'min-h-11');

/** The table's filters (kabupaten, kondisi, status jalan) and, on the public page, "Tabel | Peta" (issue 17). */
export default function BridgeListControls({
  choice,
  onChoice,
  view,
  onView,
}: {
  choice: Choice;
  onChoice: (update: (c: Choice) => Choice) => void;
  /** Null: no map switch (the admin page). */
  view: View | null;
  onView: (view: View) => void;
}) {
  return (
    <div className="grid gap-4">
      <fieldset className="grid gap-3 sm:grid-cols-3">
        <legend className="sr-only">{P.filtersLabel}</legend>
        <FilterSelect
          id="bridge-kabupaten"
          label={T.kabupaten}
          all={P.allKabupaten}
          options={KABUPATEN.map((k) => [k, k])}
          value={choice.kabupaten}
          onChange={(kabupaten) => onChoice((c) => ({ ...c, kabupaten }))}
        />
        <FilterSelect
          id="bridge-kondisi"
          label={T.kondisi}
          all={P.allKondisi}
          options={KONDISI.map((k) => [k, k])}
          value={choice.kondisi}
          onChange={(kondisi) => onChoice((c) => ({ ...c, kondisi }))}
        />
        <FilterSelect
          id="bridge-status-jalan"
          label={T.statusJalan}
          all={P.allStatusJalan}
          options={STATUS_JALAN.map((s) => [s, STATUS_JALAN_LABEL[s]])}
          value={choice.statusJalan}
          onChange={(statusJalan) => onChoice((c) => ({ ...c, statusJalan }))}
        />
      </fieldset>

      {view && (
        <div role="group" aria-label={P.viewLabel} className="inline-flex w-fit rounded-lg border border-slate-300 bg-white p-1">
          {(
            [
              ['tabel', P.viewTable],
              ['peta', P.viewMap],
            ] as const
          ).map(([value, label]) => (
            <button
              key={value}
              type="button"
              aria-pressed={view === value}
              onClick={() => onView(value)}
              className={cn(
                'inline-flex min-h-10 items-center gap-1.5 rounded-md px-4 text-sm font-semibold',
                view === value ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-slate-100',
              )}
            >
              {label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}

function FilterSelect({
  id,
  label,
  all,
  options,
  value,
  onChange,
}: {
  id: string;
  label: string;
  all: string;
  options: readonly (readonly [value: string, text: string])[];
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)} className={selectClass}>
        <option value="">{all}</option>
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}
