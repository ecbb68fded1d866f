import { createMiddleware } from 'hono/factory';
import type { z } from 'zod';
import type { Capability } from '../../shared/roles.ts';
import { assertCan, type AppEnv } from '../context.ts';
import { parseFields } from '../uploads/parse-fields.ts';
import { multipartBody, readJson } from './body.ts';
import { AppError } from './errors.ts';
import { parseInput } from './validate.ts';

/*
 * Each route declares what it takes with these middlewares, so that the handler reads parsed input
 * with `c.req.valid(…)`, and the web's typed client (`hc`, src/web/lib/api.ts) knows the shape of
 * every request and response. Bodies are read only through http/body.ts (its own kinds and limits).
 */

const parse = <S extends z.ZodType>(schema: S, value: unknown, title?: string): z.output<S> =>
  title ? parseFields(schema, value, title) : parseInput(schema, value);

/** Refuses a caller without the capability before any input is read: they learn nothing from validation. */
export const allow = (capability: Capability, message?: string) =>
  createMiddleware<AppEnv>(async (c, next) => {
    assertCan(await c.get('user')(), capability, message);
    await next();
  });

/** An application/json body checked against its shared schema; `title` is the form's toast title (spec §8). */
export const jsonInput = <S extends z.ZodType>(schema: S, opts: { title?: string } = {}) =>
  createMiddleware<AppEnv, string, { in: { json: z.input<S> }; out: { json: z.output<S> } }>(async (c, next) => {
    c.req.addValidatedData('json', parse(schema, await readJson(c), opts.title) as object);
    await next();
  });

/** The query string, every value a string as in the URL. */
type QueryIn<S extends z.ZodType> = { [K in keyof z.output<S>]?: string };

export const queryInput = <S extends z.ZodType>(schema: S) =>
  createMiddleware<AppEnv, string, { in: { query: QueryIn<S> }; out: { query: z.output<S> } }>(async (c, next) => {
    c.req.addValidatedData('query', parseInput(schema, c.req.query()) as object);
    await next();
  });

/** A path parameter checked by its schema (an id, a tracking code). */
export const paramInput = <S extends z.ZodType>(schema: S) =>
  createMiddleware<AppEnv, string, { in: { param: { [K in keyof z.output<S>]: string } }; out: { param: z.output<S> } }>(
    async (c, next) => {
      c.req.addValidatedData('param', parseInput(schema, c.req.param()) as object);
      await next();
    },
  );

// `string extends K` drops the index signature an empty schema (a form of files only) would bring.
type FormIn<S extends z.ZodType, F extends string, L extends string = never> = {
  [K in keyof z.input<S> as string extends K ? never : K]?: string;
} & {
  [K in F]?: File;
} & { [K in L]?: File | File[] };
type FormOut<S extends z.ZodType, F extends string, L extends string = never> = z.output<S> & { [K in F]: File | null } & {
  [K in L]: File[];
};

/**
 * A multipart/form-data body of at most `maxBytes`: its text fields checked against the shared
 * schema, its files handed on as they came (their size and real type are checked by the verb,
 * with the spec's message for each kind of document). `list` takes every file sent under one name,
 * at most `max` of them.
 */
export const multipartInput = <S extends z.ZodObject, F extends string, L extends string = never>(opts: {
  maxBytes: number;
  fields: S;
  files: readonly F[];
  list?: { name: L; max: number; tooMany: string };
  title?: string;
}) =>
  createMiddleware<AppEnv, string, { in: { form: FormIn<S, F, L> }; out: { form: FormOut<S, F, L> } }>(async (c, next) => {
    const form = await multipartBody(c, opts.maxBytes);
    const texts = Object.fromEntries(Object.keys(opts.fields.shape).map((name) => [name, form.text(name)]));
    const files: Record<string, File | File[] | null> = Object.fromEntries(opts.files.map((name) => [name, form.file(name)]));
    if (opts.list) {
      const list = form.fileList(opts.list.name);
      if (list.length > opts.list.max) {
        throw new AppError('VALIDATION', opts.list.tooMany, { title: opts.title, fields: { [opts.list.name]: opts.list.tooMany } });
      }
      files[opts.list.name] = list;
    }
    c.req.addValidatedData('form', { ...parse(opts.fields, texts, opts.title), ...files });
    await next();
  });
