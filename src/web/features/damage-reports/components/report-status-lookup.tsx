import { Search } from 'lucide-react';
import { lazy, Suspense } from 'react';
import type { reportStatusLookupSchema } from '../../../../shared/damage-report-schemas.ts';
import { LAYANAN } from '../../../../shared/layanan-strings.ts';
import { LAYANAN_DAMAGE } from '../../../../shared/layanan-damage-strings.ts';
import { Field } from '../../../components/form/field.tsx';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { Button } from '../../../components/ui/button.tsx';
import { TextInput } from '../../../components/ui/field.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { loadDamageSchemas, useReportStatusLookup } from '../api/damage-reports.ts';

const T = LAYANAN_DAMAGE;
// The answer's parts (badge, code, dates) come only with an answer: the page's first load stays small.
const ReportStatusResult = lazy(() => import('./report-status-result.tsx'));
// zod arrives when the visitor starts on the box (or, at the latest, on submit).
const loadSchema = () => loadDamageSchemas().then((m) => m.reportStatusLookupSchema);

/** DECISIONS.md rule 19: status and dates by tracking code, no personal data. */
export function ReportStatusLookup({ initialCode }: { initialCode?: string }) {
  const lookup = useReportStatusLookup();
  // No default values: the box starts with `initialCode` in the HTML and the form adopts what it
  // holds. A message stays until the next submit.
  const form = useZodForm<typeof reportStatusLookupSchema>(loadSchema, { reValidateMode: 'onSubmit' });
  const invalid = form.formState.errors.kode?.message;
  const onSubmit = form.handleSubmit(
    ({ kode }) => lookup.mutate(kode),
    () => lookup.reset(),
  );
  // The schema's chunk did not arrive (offline): said under the box.
  const failed = (err: unknown) => form.setError('kode', { type: 'network', message: errorMessage(err) });

  const error = lookup.error;
  return (
    <div className="grid gap-4">
      <p className="text-sm text-slate-700">{T.statusDescription}</p>
      {/* Without JavaScript, /lacak answers the same code with its status page (issue 35, item 5). */}
      <form
        noValidate
        method="get"
        action="/lacak"
        onSubmit={(e) => void onSubmit(e).catch(failed)}
        onFocusCapture={() => void loadSchema()}
        className="grid gap-3"
      >
        <Field label={LAYANAN.trackingCode} error={invalid}>
          <TextInput
            defaultValue={initialCode ?? ''}
            placeholder={T.statusCodePlaceholder}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            className="font-mono uppercase placeholder:font-sans placeholder:normal-case"
            {...form.register('kode')}
          />
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
