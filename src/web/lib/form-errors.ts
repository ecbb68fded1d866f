import { useState, type FormEvent } from 'react';

/** One message per field, as a form shows them under its boxes. */
export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** The first message per field of a failed parse (Zod's issues). */
export function errorsByField<K extends string>(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrors<K> {
  const found: FieldErrors<K> = {};
  for (const issue of issues) found[issue.path[0] as K] ??= issue.message;
  return found;
}

/** The named boxes of an uncontrolled form, as strings. */
export function formValues<K extends string>(form: HTMLFormElement, fields: readonly K[]): Record<K, string> {
  const data = new FormData(form);
  return Object.fromEntries(fields.map((f) => [f, String(data.get(f) ?? '')])) as Record<K, string>;
}

/**
 * The messages of an uncontrolled form: `show` puts them under the boxes and moves focus to the
 * first box, in the form's order, that has one; `onChange` (on the form) drops a box's message as
 * soon as it is changed again.
 */
export function useFieldErrors<K extends string>(fields: readonly K[]) {
  const [errors, setErrors] = useState<FieldErrors<K>>({});
  const show = (form: HTMLFormElement, found: FieldErrors<K>) => {
    setErrors(found);
    const first = fields.find((f) => found[f]);
    if (first) (form.elements.namedItem(first) as HTMLElement | null)?.focus();
  };
  const onChange = (e: FormEvent<HTMLFormElement>) => {
    const name = (e.target as HTMLInputElement).name as K;
    if (errors[name]) setErrors(({ [name]: _, ...rest }) => rest as FieldErrors<K>);
  };
  return { errors, show, clear: () => setErrors({}), onChange };
}
