import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type FormEvent } from 'react';
import {
  useForm,
  type FieldPath,
  type FieldValues,
  type Resolver,
  type UseFormClearErrors,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import { loadForRequest } from '../../lib/api-client.ts';

/**
 * A form's shared zod schema (src/shared/*-schemas.ts), the one the server checks with too: what the
 * boxes hold (input) and what a valid form gives (output). Structural, as @hookform/resolvers reads it.
 */
export type FormSchema = { _zod: { input: FieldValues; output: FieldValues } };
type In<S extends FormSchema> = S['_zod']['input'];
type Out<S extends FormSchema> = S['_zod']['output'];

export type ZodForm<S extends FormSchema> = UseFormReturn<In<S>, unknown, Out<S>>;

/**
 * react-hook-form checked by the form's shared zod schema. The schema may be given as a loader
 * (`() => import('…-schemas.ts').then((m) => m.schema)`): Zod is a large download, and a public page
 * paints and becomes usable without it; it arrives when the visitor starts on the form or, at the
 * latest, on submit. What a citizen typed before the page's script ran is kept (react-hook-form
 * adopts a box edited before the form was ready).
 */
export function useZodForm<S extends FormSchema>(
  schema: S | (() => Promise<S>),
  options: Omit<UseFormProps<In<S>, unknown, Out<S>>, 'resolver'> = {},
): ZodForm<S> {
  // One resolver for the form's life.
  const [resolver] = useState(() => resolverFor(schema));
  return useForm<In<S>, unknown, Out<S>>({ ...options, resolver });
}

function resolverFor<S extends FormSchema>(schema: S | (() => Promise<S>)): Resolver<In<S>, unknown, Out<S>> {
  const make = (s: S) => zodResolver(s) as unknown as Resolver<In<S>, unknown, Out<S>>;
  if (typeof schema !== 'function') return make(schema);
  let loaded: Resolver<In<S>, unknown, Out<S>> | undefined;
  return async (values, context, options) => {
    // Offline, the schema's chunk cannot arrive either: the form says so in Indonesian (ERRORS.network).
    loaded ??= make(await loadForRequest(schema));
    return loaded(values, context, options);
  };
}

/**
 * For the form's onInput (or a group's, where the boxes cannot be a form of their own): a box's
 * message goes as soon as the box is changed again (typed, picked or ticked: the input event
 * bubbles from every kind), and the form is checked again on submit (use with
 * `reValidateMode: 'onSubmit'`). The public forms behave so: no new message appears while the
 * citizen is still typing.
 */
export function dropErrorOnInput<T extends FieldValues>(form: { clearErrors: UseFormClearErrors<T>; formState: { errors: object } }) {
  return (e: FormEvent<HTMLElement>) => {
    const name = (e.target as HTMLInputElement).name;
    if (name && name in form.formState.errors) form.clearErrors(name as FieldPath<T>);
  };
}
