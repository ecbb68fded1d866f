import type { SelectHTMLAttributes } from 'react';
import { skmPeriodLabel, skmPeriodsOf } from '../../../../shared/skm.ts';
import { SKM_TEXT } from '../../../../shared/skm-strings.ts';
import { inputClass } from '../../../components/ui/field.tsx';
import { cn } from '../../../lib/cn.ts';

/**
 * "Periode": every quarter, semester and year of the years with answers, grouped by year. The public results page
 * sends it in a plain GET form (`name`, `defaultValue`); the admin page switches on change (`value`, `onChange`).
 */
export function SkmPeriodField({ id, years, ...select }: { id: string; years: number[] } & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {SKM_TEXT.period.label}
      </label>
      <select id={id} {...select} className={cn(inputClass, 'min-h-11 w-auto')}>
        {years.map((year) => (
          <optgroup key={year} label={String(year)}>
            {skmPeriodsOf(year).map((p) => (
              <option key={p.key} value={p.key}>
                {skmPeriodLabel(p)}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
    </div>
  );
}
