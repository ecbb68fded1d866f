import { useCallback, useState, type FormEvent } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from './api-client.ts';

/** One message per field, as a form shows them under its boxes. */
export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/**
 * The messages of an uncontrolled form (its boxes carry `name`s from `fields`, in the form's order):
 * - `check` reads the boxes and parses them with the schema; on failure it shows the first message
 *   per box and returns them;
 * - `show` puts messages (e.g. the server's) under the boxes and moves focus to the first box that
 *   has one;
 * - `onInput` (on the form) drops a box's message as soon as it is changed again (the input event
 *   bubbles from every kind of box, typed, picked or ticked);
 * - `control(name)` gives a box its name and aria-invalid; it stays the same function until a message
 *   changes, so a memoised part of the form that takes it is not drawn again for nothing.
 */
export function useFieldErrors<K extends string>(fields: readonly K[], initial: FieldErrors<K> = {}) {
  // `initial`: the server's messages in a page it rendered again (a form posted without JavaScript).
  const [errors, setErrors] = useState<FieldErrors<K>>(initial);
  const show = (form: HTMLFormElement, found: FieldErrors<K>) => {
    setErrors(found);
    const first = fields.find((f) => found[f]);
    if (first) (form.elements.namedItem(first) as HTMLElement | null)?.focus();
  };
  const check = <S extends z.ZodType>(form: HTMLFormElement, schema: S): { data: z.output<S> } | { errors: FieldErrors<K> } => {
    const data = new FormData(form);
    const parsed = schema.safeParse(Object.fromEntries(fields.map((f) => [f, String(data.get(f) ?? '')])));
    if (parsed.success) return { data: parsed.data };
    const found: FieldErrors<K> = {};
    for (const issue of parsed.error.issues) found[issue.path[0] as K] ??= issue.message;
    show(form, found);
    return { errors: found };
  };
  const onInput = (e: FormEvent<HTMLFormElement>) => {
    const name = (e.target as HTMLInputElement).name as K;
    if (errors[name]) setErrors(({ [name]: _, ...rest }) => rest as FieldErrors<K>);
  };
  const control = useCallback((name: K) => ({ name, 'aria-invalid': errors[name] ? true : undefined }), [errors]);
  return { errors, check, show, clear: () => setErrors({}), onInput, control };
}

/**
 * Puts the server's field messages (AppError VALIDATION's `fields`: the same shared schema, or a rule
 * only the server knows, such as an e-mail already registered) under the boxes of a react-hook-form
 * form, and moves focus to the first of them in the form's order. Names the form has no box for are
 * left to the caller's toast. Returns whether any message found its box.
 */
export function applyServerErrors<T extends FieldValues>(
  form: { setError: UseFormSetError<T>; control: { _names: { mount: ReadonlySet<string> } } },
  error: unknown,
): boolean {
  if (!(error instanceof ApiError) || !error.fields) return false;
  const fields = error.fields;
  // The names registered, in the order the boxes were drawn: react-hook-form's own record of them.
  const placed = [...form.control._names.mount].filter((name) => typeof fields[name] === 'string');
  placed.forEach((name, i) => form.setError(name as Path<T>, { type: 'server', message: fields[name] }, { shouldFocus: i === 0 }));
  return placed.length > 0;
}
