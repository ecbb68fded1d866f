// The styled boxes a form/Field (components/form/field.tsx) wraps: plain inputs, with aria-required from their Field.
import { useContext, type ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';
import { FieldRequired } from '../form/field.tsx';

export const inputClass =
  'block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none aria-[invalid=true]:border-red-600';

export function TextInput({ className, ...props }: ComponentProps<'input'>) {
  return <input aria-required={useContext(FieldRequired) || undefined} className={cn(inputClass, className)} {...props} />;
}

export function TextArea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea aria-required={useContext(FieldRequired) || undefined} className={cn(inputClass, 'min-h-28', className)} {...props} />;
}

/**
 * The phone's own picker: lighter than a scripted list and familiar on a cheap Android. The
 * placeholder is an empty, unselectable first option, shown grey while nothing is chosen.
 */
export function SelectInput({
  className,
  placeholder,
  options,
  ...props
}: ComponentProps<'select'> & { placeholder: string; options: readonly string[] }) {
  // Uncontrolled, the server's HTML must still pick the placeholder: a browser
  // otherwise shows the first enabled option, and a visitor would think it already chosen.
  const initial = props.value === undefined && props.defaultValue === undefined ? { defaultValue: '' } : {};
  return (
    <select
      required
      className={cn(inputClass, 'min-h-11 invalid:text-slate-500 [&>option]:text-slate-900', className)}
      {...initial}
      {...props}
    >
      <option value="" disabled>
        {placeholder}
      </option>
      {options.map((o) => (
        <option key={o} value={o}>
          {o}
        </option>
      ))}
    </select>
  );
}
