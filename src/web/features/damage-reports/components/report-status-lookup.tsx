import { Search } from 'lucide-react';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { LAYANAN } from '../../../../shared/layanan-strings.ts';
import { LAYANAN_DAMAGE } from '../../../../shared/layanan-damage-strings.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Field, TextInput } from '../../../components/ui/field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { loadDamageSchemas, useReportStatusLookup } from '../api/damage-reports.ts';

const T = LAYANAN_DAMAGE;
// The answer's parts (badge, code, dates) come only with an answer: the page's first load stays small.
const ReportStatusResult = lazy(() => import('./report-status-result.tsx'));

/** DECISIONS.md rule 19: status and dates by tracking code, no personal data. */
export function ReportStatusLookup({ initialCode }: { initialCode?: string }) {
  const lookup = useReportStatusLookup();
  const [code, setCode] = useState(initialCode ?? '');
  const [invalid, setInvalid] = useState<string | undefined>();

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const { trackingCodeSchema } = await loadDamageSchemas();
    const parsed = trackingCodeSchema.safeParse(code);
    if (!parsed.success) {
      setInvalid(parsed.error.issues[0]?.message ?? T.statusCodeInvalid);
      lookup.reset();
      return;
    }
    setInvalid(undefined);
    lookup.mutate(parsed.data);
  };

  const error = lookup.error;
  return (
    <div className="grid gap-4">
      <p className="text-sm text-slate-700">{T.statusDescription}</p>
      {/* Without JavaScript, /lacak answers the same code with its status page (issue 35, item 5). */}
      <form
        noValidate
        method="get"
        action="/lacak"
        onSubmit={(e) => void onSubmit(e)}
        onFocusCapture={() => void loadDamageSchemas()}
        className="grid gap-3"
      >
        <Field label={LAYANAN.trackingCode} error={invalid}>
          {(id, d) => (
            <TextInput
              id={id}
              aria-describedby={d}
              aria-invalid={!!invalid}
              name="kode"
              value={code}
              onChange={(e) => setCode(e.target.value)}
              placeholder={T.statusCodePlaceholder}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              className="font-mono uppercase placeholder:font-sans placeholder:normal-case"
            />
          )}
        </Field>
        <div>
          <Button type="submit" variant="secondary" disabled={lookup.isPending} className="w-full sm:w-auto">
            <Search aria-hidden className="size-4" />
            {lookup.isPending ? T.statusChecking : T.statusButton}
          </Button>
        </div>
      </form>
      <div aria-live="polite">
        {error && (
          <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
            {error instanceof ApiError && error.status === 404 ? T.statusNotFound : error.message}
          </p>
        )}
        {lookup.data && (
          <Suspense fallback={null}>
            <ReportStatusResult result={lookup.data} />
          </Suspense>
        )}
      </div>
    </div>
  );
}
