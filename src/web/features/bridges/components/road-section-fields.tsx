import { useState } from 'react';
import { Controller, type Control, type UseFormRegister, type FieldErrors } from 'react-hook-form';
import { BRIDGE_ROAD as R } from '../../../../shared/bridge-form-strings.ts';
import type { BridgeFormValues } from '../../../../shared/bridge-schemas.ts';
import { fillText } from '../../../../shared/strings.ts';
import { Field } from '../../../components/form/field.tsx';
import { inputClass, TextInput } from '../../../components/ui/field.tsx';
import { cn } from '../../../lib/cn.ts';
import { useRoadOptions } from '../api/bridge-writes.ts';
import { useDebouncedValue } from './use-debounced-value.ts';

type Props = {
  control: Control<BridgeFormValues>;
  register: UseFormRegister<BridgeFormValues>;
  errors: FieldErrors<BridgeFormValues>;
  disabled: boolean;
};

/**
 * Issue 39, item 6: the ruas of the register a bridge is on (a search by number or name, then the
 * phone's own picker of what it finds) and the STA on it ("12+300").
 */
export function RoadSectionFields({ control, register, errors, disabled }: Props) {
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), 250);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label={R.ruasSearch}>
        <TextInput type="search" autoComplete="off" value={search} onChange={(e) => setSearch(e.target.value)} disabled={disabled} />
      </Field>
      <Controller
        control={control}
        name="roadSectionId"
        render={({ field, fieldState }) => (
          <RoadSelect
            value={(field.value as string | null | undefined) ?? ''}
            onChange={field.onChange}
            q={q}
            error={fieldState.error?.message}
            disabled={disabled}
          />
        )}
      />
      <Field label={R.staLabel} hint={R.staHint} error={errors.sta?.message}>
        <TextInput inputMode="text" placeholder="12+300" autoComplete="off" {...register('sta')} disabled={disabled} />
      </Field>
    </div>
  );
}

function RoadSelect({
  value,
  onChange,
  q,
  error,
  disabled,
}: {
  value: string;
  onChange: (v: string) => void;
  q: string;
  error?: string;
  disabled: boolean;
}) {
  const found = useRoadOptions(q, null);
  // The chosen ruas stays in the list whatever the search finds.
  const chosen = useRoadOptions('', value || null);
  const options = [...(chosen.data && value ? chosen.data.filter((r) => r.id === value) : []), ...(found.data ?? [])].filter(
    (r, i, all) => all.findIndex((o) => o.id === r.id) === i,
  );
  return (
    <Field label={R.ruasLabel} hint={R.ruasHint} error={error}>
      <select
        className={cn(inputClass, 'min-h-11')}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        disabled={disabled}
        name="roadSectionId"
      >
        <option value="">{R.ruasNone}</option>
        {options.map((r) => (
          <option key={r.id} value={r.id}>
            {fillText(R.ruasOption, { no: r.noRuas, nama: r.name })}
          </option>
        ))}
      </select>
    </Field>
  );
}
