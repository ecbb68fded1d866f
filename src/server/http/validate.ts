import { z } from 'zod';
import { ERRORS } from '../../shared/strings.ts';
import { AppError } from './errors.ts';

// Messages our schemas do not word themselves (a body that is null, an array, a wrong type) in
// Indonesian too: zod's own Indonesian locale, for every schema the server checks.
z.config(z.locales.id());

/** Parses input with a shared zod schema; the first issue's message becomes the error message. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  const first = result.error.issues[0];
  // A body of the wrong shape altogether (null, an array, a number) gets the plain sentence.
  const message = !first || (first.path.length === 0 && first.code === 'invalid_type') ? ERRORS.validation : first.message;
  throw new AppError('VALIDATION', message, { fields });
}
