import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from './form/field.tsx';
import { TextInput } from './ui/field.tsx';

/** A labelled password box wired to react-hook-form: its hint and error are read out with it. */
export function PasswordField({
  label,
  hint,
  error,
  required,
  autoComplete,
  minLength,
  registration,
}: {
  label: string;
  hint?: string;
  error?: string;
  required?: boolean;
  autoComplete: 'current-password' | 'new-password';
  minLength?: number;
  registration: UseFormRegisterReturn;
}) {
  return (
    <Field label={label} hint={hint} error={error} required={required}>
      <TextInput type="password" autoComplete={autoComplete} minLength={minLength} {...registration} />
    </Field>
  );
}
