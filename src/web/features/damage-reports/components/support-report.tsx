import { HandHeart } from 'lucide-react';
import { useId, useState } from 'react';
import { REPORTS as T } from '../../../../shared/report-strings.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Field, TextInput } from '../../../components/ui/field.tsx';
import { useSupportReport } from '../api/public-reports.ts';

/**
 * "Saya juga mengalami ini" (issue 15, item 5): one press adds this person to the report's count;
 * the e-mail, if given, is where news of the report goes. Shown for open reports only.
 */
export function SupportReport({ code }: { code: string }) {
  const support = useSupportReport();
  const [email, setEmail] = useState('');
  const [done, setDone] = useState(false);
  const id = useId();
  const send = () => support.mutate({ code, email }, { onSuccess: () => setDone(true) });
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
