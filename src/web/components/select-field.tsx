import { Check, ChevronDown } from 'lucide-react';
import { Select } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from '../lib/cn.ts';
import { Field } from './form/field.tsx';
import { inputClass } from './ui/field.tsx';

type Props = {
  label: ReactNode;
  /** The form field's name (Radix gives it to the hidden native select that autofill reads). */
  name: string;
  placeholder: string;
  options: readonly string[];
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  error?: string;
  disabled?: boolean;
  /** Renders an option's text (e.g. a coloured kondisi badge); the plain value stays its name. */
  renderOption?: (value: string) => ReactNode;
};

/** A Radix Select with a visible label, wired like the other fields. */
export function SelectField({ label, name, placeholder, options, value, onChange, required, error, disabled, renderOption }: Props) {
  return (
    <Field label={label} required={required} error={error}>
      {(control) => (
        <Select.Root name={name} value={value || undefined} onValueChange={onChange} disabled={disabled}>
          <Select.Trigger
            {...control}
            className={cn(inputClass, 'flex min-h-11 items-center justify-between gap-2 text-left data-[placeholder]:text-slate-500')}
          >
            <Select.Value placeholder={placeholder} />
            <Select.Icon>
              <ChevronDown aria-hidden className="size-4 text-slate-500" />
            </Select.Icon>
          </Select.Trigger>
          <Select.Portal>
            <Select.Content
              position="popper"
              sideOffset={4}
              className="z-[60] max-h-[var(--radix-select-content-available-height)] min-w-[var(--radix-select-trigger-width)] overflow-hidden rounded-md border border-slate-200 bg-white shadow-lg"
            >
              <Select.Viewport className="p-1">
                {options.map((o) => (
                  <Select.Item
                    key={o}
                    value={o}
                    className="relative flex min-h-10 cursor-pointer items-center rounded py-2 pr-3 pl-8 text-sm text-slate-900 outline-none select-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-900"
                  >
                    <Select.ItemIndicator className="absolute left-2 inline-flex">
                      <Check aria-hidden className="size-4" />
                    </Select.ItemIndicator>
                    <Select.ItemText>{renderOption ? renderOption(o) : o}</Select.ItemText>
                  </Select.Item>
                ))}
              </Select.Viewport>
            </Select.Content>
          </Select.Portal>
        </Select.Root>
      )}
    </Field>
  );
}
