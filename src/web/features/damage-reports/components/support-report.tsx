import { HandHeart } from 'lucide-react';
import { useId, useState } from 'react';
import type { supportEmailSchema } from '../../../../shared/public-report-schemas.ts';
import { REPORTS as T } from '../../../../shared/report-strings.ts';
import { Field } from '../../../components/form/field.tsx';
import { dropErrorOnInput, useZodForm } from '../../../components/form/use-zod-form.ts';
import { Button } from '../../../components/ui/button.tsx';
import { TextInput } from '../../../components/ui/field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { useSupportReport } from '../api/support-report.ts';

// zod arrives when the visitor starts on the box (or, at the latest, on the press).
const loadSchema = () => import('../../../../shared/public-report-schemas.ts').then((m) => m.supportEmailSchema);

/**
 * "Saya juga mengalami ini" (issue 15, item 5): one press adds this person to the report's count;
 * the e-mail, if given, is where news of the report goes. Shown for open reports only.
 */
export function SupportReport({
  code,
  onSupported,
  onSettled,
}: {
  code: string;
  /** Counted, now or before: the report's count as the server has it (the report's page shows it). */
  onSupported?: (supporters: number) => void;
  /** Done, added or not (the report form reads its nearby reports again). */
  onSettled?: () => void;
}) {
  const support = useSupportReport();
  // No default value: rendered on the server on a report's page, the box's address typed before
  // the script ran is adopted (islands/early-input.ts), and a press on the button is made again
  // once React has it.
  const form = useZodForm<typeof supportEmailSchema>(loadSchema, { reValidateMode: 'onSubmit' });
  const [done, setDone] = useState(false);
  const id = useId();
  const send = form.handleSubmit(({ email }) =>
    support.mutate(
      { code, email: email ?? '' },
      {
        onSuccess: (supporters) => {
          setDone(true);
          onSupported?.(supporters);
        },
        onError: (err) => applyServerErrors(form, err),
        onSettled,
      },
    ),
  );
  // The schema's chunk did not arrive (offline): said under the box.
  const press = () => void send().catch((err: unknown) => form.setError('email', { type: 'network', message: errorMessage(err) }));
  // A group, not a form: it also sits inside the report form, whose Enter must not send a report.
  return (
    <div role="group" aria-labelledby={`${id}-title`} onInput={dropErrorOnInput(form)} className="grid gap-2">
      <span id={`${id}-title`} className="sr-only">
        {`${T.supportButton}: ${code}`}
      </span>
      <Field label={T.supportEmail} error={form.formState.errors.email?.message}>
        <TextInput
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={254}
          disabled={done}
          {...form.register('email')}
          // Enter sends this, never the report form around it.
          onKeyDown={(e) => {
            if (e.key !== 'Enter') return;
            e.preventDefault();
            press();
          }}
        />
      </Field>
      <div>
        <Button type="button" variant="secondary" onClick={press} disabled={support.isPending || done}>
          <HandHeart aria-hidden className="size-4" />
          {support.isPending ? T.supportSending : T.supportButton}
        </Button>
      </div>
    </div>
  );
}
