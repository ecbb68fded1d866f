import { HandHeart } from 'lucide-react';
import { useId, useState } from 'react';
import { REPORTS as T } from '../../../../shared/report-strings.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Field, TextInput } from '../../../components/ui/field.tsx';
import { useSupportReport } from '../api/support-report.ts';

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
  /** Added to the count (the report's page shows it one higher). */
  onSupported?: () => void;
  /** Done, added or not (the report form reads its nearby reports again). */
  onSettled?: () => void;
}) {
  const support = useSupportReport();
  const [email, setEmail] = useState('');
  // Rendered on the server on a report's page: an address typed before the script ran is kept
  // (islands/early-input.ts), and a press on the button is made again once React has it.
  const [done, setDone] = useState(false);
  const id = useId();
  const send = () =>
    void support.mutate(
      { code, email },
      {
        onSuccess: () => {
          setDone(true);
          onSupported?.();
        },
        onSettled,
      },
    );
  // A group, not a form: it also sits inside the report form, whose Enter must not send a report.
  return (
    <div role="group" aria-labelledby={`${id}-title`} className="grid gap-2">
      <span id={`${id}-title`} className="sr-only">
        {`${T.supportButton}: ${code}`}
      </span>
      <Field label={T.supportEmail}>
        {(inputId) => (
          <TextInput
            id={inputId}
            type="email"
            inputMode="email"
            autoComplete="email"
            maxLength={254}
            value={email}
            disabled={done}
            onChange={(e) => setEmail(e.target.value)}
            onKeyDown={(e) => {
              if (e.key !== 'Enter') return;
              e.preventDefault();
              send();
            }}
          />
        )}
      </Field>
      <div>
        <Button type="button" variant="secondary" onClick={send} disabled={support.isPending || done}>
          <HandHeart aria-hidden className="size-4" />
          {support.isPending ? T.supportSending : T.supportButton}
        </Button>
      </div>
    </div>
  );
}
