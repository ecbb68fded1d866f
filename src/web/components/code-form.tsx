import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useNav } from '../lib/nav.ts';
import { useHydrated } from '../lib/use-hydrated.ts';
import { Button } from './ui/button.tsx';
import { Field } from './form/field.tsx';
import { TextInput } from './ui/field.tsx';

/** What the form needs of a code schema (zod's safeParse): the normalised code, or the first message. */
type CodeSchema = {
  safeParse: (value: string) => { success: true; data: string } | { success: false; error: { issues: ReadonlyArray<{ message: string }> } };
};

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
  fallbackMessage,
  to,
  action,
  initialError,
}: {
  initial: string;
  loadSchema: () => Promise<CodeSchema>;
  label: string;
  placeholder: string;
  submitLabel: string;
  fallbackMessage: string;
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
  const [code, setCode] = useState(initial);
  // A code typed into the server's HTML before React took over: React's hydration puts the box back
  // to the state's value, so the state takes what was typed first. Until then the button waits, as a
  // form sent before would reload the page with nothing.
  const hydrated = useHydrated();
  const [error, setError] = useState<string | undefined>(initialError);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = (await loadSchema()).safeParse(code);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? fallbackMessage);
    setError(undefined);
    nav.go(to(parsed.data));
  };
  return (
    <form
      noValidate
      method="get"
      action={action}
      onSubmit={(e) => void submit(e)}
      onFocusCapture={() => void loadSchema()}
      className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-start"
    >
      <Field label={label} error={error}>
        <TextInput
          name={action ? 'kode' : undefined}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          placeholder={placeholder}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          maxLength={40}
          className="font-mono uppercase"
        />
      </Field>
      <Button type="submit" disabled={!action && !hydrated} className="sm:mt-7">
        <Search aria-hidden className="size-4" />
        {submitLabel}
      </Button>
    </form>
  );
}
