import type { z } from 'zod';
import { AppError } from '../http/errors.ts';
import { parseInput } from '../http/validate.ts';

/** parseInput for a submitted form, with the form's toast title (spec §8) on the 400. */
export function parseFields<S extends z.ZodType>(schema: S, input: unknown, title: string): z.infer<S> {
  try {
    return parseInput(schema, input);
  } catch (err) {
    if (err instanceof AppError && err.code === 'VALIDATION') throw new AppError('VALIDATION', err.message, { title, fields: err.fields });
    throw err;
  }
}
