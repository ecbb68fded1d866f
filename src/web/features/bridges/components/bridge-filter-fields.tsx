import type { SelectHTMLAttributes } from 'react';
import { BRIDGE_LIST as P } from '../../../../shared/bridge-list-strings.ts';
import { STATUS_JALAN, STATUS_JALAN_LABEL } from '../../../../shared/bridge-status.ts';
import { KONDISI } from '../../../../shared/constants.ts';
import { KABUPATEN } from '../../../../shared/kabupaten.ts';
import { LAYANAN_BRIDGES as T } from '../../../../shared/layanan-bridges-strings.ts';
import { inputClass } from '../../../components/ui/field.tsx';
import { cn } from '../../../lib/cn.ts';

/**
 * The bridge list's filters and "Tabel | Peta", the same on the public page (a GET form: `name`, `defaultValue`) and
 * on the admin page (state: `value`, `onChange`); each caller passes what its fields need.
 */

export type BridgeFilterKey = 'kabupaten' | 'kondisi' | 'statusJalan';

const FILTERS: { key: BridgeFilterKey; id: string; label: string; all: string; options: readonly (readonly [string, string])[] }[] = [
  { key: 'kabupaten', id: 'bridge-kabupaten', label: T.kabupaten, all: P.allKabupaten, options: KABUPATEN.map((k) => [k, k]) },
  { key: 'kondisi', id: 'bridge-kondisi', label: T.kondisi, all: P.allKondisi, options: KONDISI.map((k) => [k, k]) },
  {
    key: 'statusJalan',
    id: 'bridge-status-jalan',
    label: T.statusJalan,
    all: P.allStatusJalan,
    options: STATUS_JALAN.map((s) => [s, STATUS_JALAN_LABEL[s]]),
  },
];

/** Kabupaten, kondisi and status jalan, each "Semua …" or one value. */
export function BridgeFilterFields({ select }: { select: (key: BridgeFilterKey) => SelectHTMLAttributes<HTMLSelectElement> }) {
  return (
    <fieldset className="grid gap-3 sm:grid-cols-3">
      <legend className="sr-only">{P.filtersLabel}</legend>
      {FILTERS.map((f) => (
        <div key={f.key} className="grid gap-1.5">
          <label htmlFor={f.id} className="text-sm font-medium text-slate-800">
            {f.label}
          </label>
          <select id={f.id} {...select(f.key)} className={cn(inputClass, 'min-h-11')}>
            <option value="">{f.all}</option>
            {f.options.map(([v, text]) => (
              <option key={v} value={v}>
                {text}
              </option>
            ))}
          </select>
        </div>
      ))}
    </fieldset>
  );
}

/** One side of the "Tabel | Peta" switch: a link on the public page, a button on a page with the map in state. */
export function viewChoiceClass(current: boolean): string {
  return cn(
    'inline-flex min-h-10 items-center gap-1.5 rounded-md px-4 text-sm font-semibold',
    current ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-slate-100',
  );
}

export const VIEW_CHOICES = [
  ['tabel', P.viewTable],
  ['peta', P.viewMap],
] as const;
