import type { Context } from 'hono';
import type { z } from 'zod';
import { ERRORS } from '../../shared/strings.ts';
import { AppError } from './errors.ts';

/** Parses input with a shared zod schema; the first issue's message becomes the error message. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  throw new AppError('VALIDATION', result.error.issues[0]?.message ?? ERRORS.validation, { fields });
}

export async function readJson(c: Context): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    throw new AppError('VALIDATION', ERRORS.badJson);
  }
}

export async function jsonBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  return parseInput(schema, await readJson(c));
}
