import { LACAK } from '../../../../shared/tracking-strings.ts';
import { CodeForm } from '../../../components/code-form.tsx';
import { defineIsland } from '../../../islands/island.tsx';

const loadCodeSchema = () => import('../../../../shared/tracking-schemas.ts').then((m) => m.trackingLookupSchema);

/**
 * /lacak's box, an island (issue 35): with JavaScript the code is checked here and its page opened;
 * without, the form is a GET to /lacak, which sends the visitor on (or says what is wrong: `error`).
 */
function TrackingCodeForm({ initial, error }: { initial: string; error: string | null }) {
  return (
    <CodeForm
      initial={initial}
      initialError={error ?? undefined}
      loadSchema={loadCodeSchema}
      label={LACAK.codeLabel}
      placeholder={LACAK.codePlaceholder}
      submitLabel={LACAK.submit}
      to={(code) => `/lacak/${code}`}
      action="/lacak"
    />
  );
}

export default defineIsland('tracking-code-form', TrackingCodeForm);
