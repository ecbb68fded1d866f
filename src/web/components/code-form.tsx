import { Search } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '../lib/api-client.ts';
import { useNav } from '../lib/nav.ts';
import { useHydrated } from '../lib/use-hydrated.ts';
import { Button } from './ui/button.tsx';
import { Field } from './form/field.tsx';
import { useZodForm } from './form/use-zod-form.ts';
import { TextInput } from './ui/field.tsx';

/** The shared schema of a code box (e.g. trackingLookupSchema): `kode`, normalised when valid. */
export type CodeSchema = { _zod: { input: { kode: string }; output: { kode: string } } };

/**
 * A tracking code typed by hand (/lacak, /verifikasi): checked in the browser with the shared schema,
 * its message under the box, then the page of that code. The schema (zod) is fetched when the form
 * is first used, not with the page.
 */
export function CodeForm({
  initial,
  loadSchema,
  label,
  placeholder,
  submitLabel,
  to,
  action,
  initialError,
}: {
  initial: string;
  loadSchema: () => Promise<CodeSchema>;
  label: string;
  placeholder: string;
  submitLabel: string;
  to: (code: string) => string;
  /**
   * Where the form goes without JavaScript (a GET with the box as `kode`; the server sends the
   * visitor on to the code's page). Without it the button waits for the script.
   */
  action?: string;
  /** The server's message for a code it was sent without JavaScript. */
  initialError?: string | undefined;
}) {
  const nav = useNav();
  // No default values: the box starts with `initial` in the HTML, and the form adopts what it holds
  // when it registers (a code typed before React took over, too). The error stays until the next submit.
  // Once: react-hook-form sets `errors` again whenever the object given changes.
  const [errors] = useState(() => (initialError ? { kode: { type: 'server', message: initialError } } : undefined));
  const form = useZodForm<CodeSchema>(loadSchema, { reValidateMode: 'onSubmit', errors });
  // Without `action`, a form sent before the script would reload the page with nothing: the button waits.
  const hydrated = useHydrated();
  const onSubmit = form.handleSubmit(({ kode }) => nav.go(to(kode)));
  // The schema's chunk did not arrive (offline): said under the box.
  const failed = (err: unknown) => form.setError('kode', { type: 'network', message: errorMessage(err) });
  return (
    <form
      noValidate
      method="get"
      action={action}
      onSubmit={(e) => void onSubmit(e).catch(failed)}
      onFocusCapture={() => void loadSchema()}
      className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-start"
    >
      <Field label={label} error={form.formState.errors.kode?.message}>
        <TextInput
          defaultValue={initial}
          placeholder={placeholder}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          maxLength={40}
          className="font-mono uppercase"
          {...form.register('kode')}
        />
      </Field>
      <Button type="submit" disabled={!action && !hydrated} className="sm:mt-7">
        <Search aria-hidden className="size-4" />
        {submitLabel}
      </Button>
    </form>
  );
}
