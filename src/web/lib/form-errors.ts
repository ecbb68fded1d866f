import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client.ts';

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
