import { CheckCircle2, ClipboardCheck, Send } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  SKM_EDUCATION,
  SKM_ELEMENT_KEYS,
  SKM_GENDERS,
  SKM_OCCUPATIONS,
  SKM_SERVICES,
  SKM_SUGGESTION_MAX,
  type SkmService,
} from '../../../../shared/skm.ts';
import type { SkmAnswerInput } from '../../../../shared/skm-schemas.ts';
import { SKM_ELEMENTS, SKM_SERVICE_LABELS, SKM_TEXT } from '../../../../shared/skm-strings.ts';
import { COMMON } from '../../../../shared/strings.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { PrivacyNotice } from '../../../components/privacy-notice.tsx';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { Field, inputClass, TextArea, TextInput } from '../../../components/ui/field.tsx';
import { cn } from '../../../lib/cn.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { useSkmInvitation, useSubmitSurvey } from '../api/skm.ts';

const F = SKM_TEXT.form;
const LETTERS = ['a', 'b', 'c', 'd'];
const FIELDS = ['service', ...SKM_ELEMENT_KEYS, 'age', 'gender', 'education', 'occupation', 'suggestion'] as const;
type FieldName = (typeof FIELDS)[number];
type Errors = Partial<Record<FieldName, string>>;

// zod is a large download: the page paints without it and fetches the schema when the form is used.
const loadSchema = () => import('../../../../shared/skm-schemas.ts');

/** /skm (issue 16, item 1): the survey for a finished request (?kode=&t= from the e-mail or dashboard) or the open one. */
export default function SurveyPage() {
  useDocumentTitle(SKM_TEXT.title);
  const [params] = useSearchParams();
  const kode = params.get('kode');
  const t = params.get('t');
  const link = kode && t ? { kode, t } : null;
  const invitation = useSkmInvitation(link);
  const [done, setDone] = useState(false);

  let body;
  if (done) body = <Thanks />;
  else if (link && invitation.isPending) body = <Spinner className="text-brand-700" />;
  else if (link && invitation.isError) body = <Notice text={errorMessage(invitation.error)} />;
  else if (invitation.data?.answered) body = <Notice text={SKM_TEXT.errors.alreadyAnswered} />;
  else if (invitation.data && !['Selesai', 'Ditolak'].includes(invitation.data.status))
    body = <Notice text={SKM_TEXT.errors.notFinished} />;
  else
    body = (
      <SurveyForm
        link={link}
        service={invitation.data?.service ?? null}
        code={invitation.data?.code ?? null}
        onDone={() => setDone(true)}
      />
    );

  return (
    <>
      <PageHeader icon={<ClipboardCheck aria-hidden className="size-7" />} title={SKM_TEXT.title}>
        <p>{SKM_TEXT.intro}</p>
        <Link to="/skm/hasil" className="mt-3 inline-block font-semibold text-white underline underline-offset-4">
          {SKM_TEXT.resultsLink}
        </Link>
      </PageHeader>
      <div className="mx-auto max-w-3xl px-4 py-8 sm:py-10">{body}</div>
    </>
  );
}

function Notice({ text }: { text: string }) {
  return (
    <div role="status" className="rounded-xl border border-slate-200 bg-white p-6 text-slate-800">
      <p>{text}</p>
      <Link to="/skm/hasil" className="mt-4 inline-block font-semibold text-brand-700 underline underline-offset-4">
        {SKM_TEXT.resultsLink}
      </Link>
    </div>
  );
}

function Thanks() {
  return (
    <section aria-labelledby="skm-terima-kasih" className="rounded-xl border border-green-200 bg-green-50 p-6 text-center sm:p-10">
      <CheckCircle2 aria-hidden className="mx-auto size-12 text-green-700" />
      <h2
        id="skm-terima-kasih"
        ref={(el) => el?.focus()}
        tabIndex={-1}
        className="mt-3 text-2xl font-bold text-green-900 focus:outline-none"
      >
        {F.thanksHeading}
      </h2>
      <p className="mt-2 text-green-900">{F.thanksBody}</p>
      <Link to="/skm/hasil" className={buttonClass('primary', 'mt-6 inline-flex')}>
        {SKM_TEXT.resultsLink}
      </Link>
    </section>
  );
}

function SurveyForm({
  link,
  service,
  code,
  onDone,
}: {
  link: { kode: string; t: string } | null;
  service: SkmService | null;
  code: string | null;
  onDone: () => void;
}) {
  const submit = useSubmitSurvey();
  const hydrated = useHydrated();
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  const show = (form: HTMLFormElement, found: Errors) => {
    setErrors(found);
    const first = FIELDS.find((f) => found[f]);
    if (!first) return;
    // A question's first choice, or the box itself.
    const target = form.querySelector<HTMLElement>(`[name="${first}"]`);
    target?.focus();
  };

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    setBusy(true);
    try {
      const data = new FormData(form);
      const raw = Object.fromEntries(FIELDS.map((f) => [f, String(data.get(f) ?? '')]));
      // Sent as typed; the server parses it with the same schema.
      const input = (link ? { ...raw, service: undefined, code: link.kode, token: link.t } : raw) as SkmAnswerInput;
      const parsed = (await loadSchema()).skmAnswerSchema.safeParse(input);
      if (!parsed.success) {
        const found: Errors = {};
        for (const issue of parsed.error.issues) found[issue.path[0] as FieldName] ??= issue.message;
        show(form, found);
        const missing = SKM_ELEMENT_KEYS.filter((k) => found[k]).length;
        toast({ title: F.sendFailed, description: missing ? F.missingAnswers(missing) : Object.values(found)[0]!, variant: 'destructive' });
        return;
      }
      await submit.mutateAsync(input);
      toast({ title: F.sentTitle, description: F.sentDescription, variant: 'success' });
      onDone();
    } catch (err) {
      if (err instanceof ApiError && err.fields) show(form, err.fields as Errors);
      toast({ title: F.sendFailed, description: errorMessage(err), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  const onInput = (e: FormEvent<HTMLFormElement>) => {
    const name = (e.target as HTMLInputElement).name as FieldName;
    if (errors[name]) setErrors(({ [name]: _, ...rest }) => rest);
  };

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} onInput={onInput} onFocusCapture={() => void loadSchema()} className="grid gap-6">
      <div className="rounded-xl border border-slate-200 bg-white p-5 sm:p-6">
        {service && code ? (
          <p className="font-semibold text-brand-900">{F.forRequest(code, SKM_SERVICE_LABELS[service])}</p>
        ) : (
          <Field label={F.service} error={errors.service} required>
            {(id, describedBy) => (
              <select
                id={id}
                name="service"
                required
                defaultValue=""
                aria-describedby={describedBy}
                aria-invalid={errors.service ? true : undefined}
                className={cn(inputClass, 'min-h-11 invalid:text-slate-500 [&>option]:text-slate-900')}
              >
                <option value="" disabled>
                  {F.servicePlaceholder}
                </option>
                {SKM_SERVICES.map((s) => (
                  <option key={s} value={s}>
                    {SKM_SERVICE_LABELS[s]}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}
      </div>

      <section aria-labelledby="skm-pertanyaan" className="grid gap-4">
        <h2 id="skm-pertanyaan" className="text-xl font-bold text-brand-900">
          {F.questionsTitle}
        </h2>
        {SKM_ELEMENTS.map((element, i) => (
          <Question key={element.name} index={i} error={errors[SKM_ELEMENT_KEYS[i]!]} />
        ))}
      </section>

      <section aria-labelledby="skm-responden" className="grid gap-5 rounded-xl border border-slate-200 bg-white p-5 sm:p-6">
        <div>
          <h2 id="skm-responden" className="text-lg font-bold text-brand-900">
            {F.respondentTitle}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{F.respondentNote}</p>
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label={F.age} error={errors.age}>
            {(id, describedBy) => (
              <TextInput
                id={id}
                name="age"
                type="number"
                inputMode="numeric"
                min={15}
                max={100}
                aria-describedby={describedBy}
                aria-invalid={errors.age ? true : undefined}
              />
            )}
          </Field>
          <OptionalSelect label={F.gender} name="gender" options={SKM_GENDERS} error={errors.gender} />
          <OptionalSelect label={F.education} name="education" options={SKM_EDUCATION} error={errors.education} />
          <OptionalSelect label={F.occupation} name="occupation" options={SKM_OCCUPATIONS} error={errors.occupation} />
        </div>
        <Field label={F.suggestion} hint={F.suggestionHint} error={errors.suggestion}>
          {(id, describedBy) => (
            <TextArea
              id={id}
              name="suggestion"
              rows={4}
              maxLength={SKM_SUGGESTION_MAX}
              aria-describedby={describedBy}
              aria-invalid={errors.suggestion ? true : undefined}
            />
          )}
        </Field>
        <PrivacyNotice />
      </section>

      <Button type="submit" disabled={busy || !hydrated} className="w-full sm:w-auto sm:justify-self-start sm:px-8">
        <Send aria-hidden className="size-4" />
        {busy ? COMMON.busy : F.submit}
      </Button>
    </form>
  );
}

/** One element: its question in the regulation's words and the four answers, a–d, scored 1–4. */
function Question({ index, error }: { index: number; error: string | undefined }) {
  const element = SKM_ELEMENTS[index]!;
  const name = SKM_ELEMENT_KEYS[index]!;
  const errorId = `skm-${name}-error`;
  return (
    <fieldset
      aria-describedby={error ? errorId : undefined}
      className={`rounded-xl border bg-white p-5 sm:p-6 ${error ? 'border-red-600' : 'border-slate-200'}`}
    >
      <legend className="sr-only">
        {F.questionNumber(index + 1)}: {element.name}. {element.question}
      </legend>
      <p aria-hidden className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
        {F.questionNumber(index + 1)} · {element.name}
      </p>
      <p aria-hidden className="mt-1 font-semibold text-slate-900">
        {element.question}
      </p>
      <div className="mt-4 grid gap-2 sm:grid-cols-2">
        {element.answers.map((answer, i) => (
          <label
            key={answer}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-300 px-3 py-2 text-slate-900 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600"
          >
            <input type="radio" name={name} value={i + 1} className="size-4 accent-brand-700" />
            <span>
              <span aria-hidden className="mr-1 text-slate-500">
                {LETTERS[i]}.
              </span>
              {answer}
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="mt-2 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

function OptionalSelect({
  label,
  name,
  options,
  error,
}: {
  label: string;
  name: FieldName;
  options: readonly string[];
  error: string | undefined;
}) {
  return (
    <Field label={label} error={error}>
      {(id, describedBy) => (
        <select
          id={id}
          name={name}
          defaultValue=""
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          className={cn(inputClass, 'min-h-11')}
        >
          <option value="">{F.choose}</option>
          {options.map((o) => (
            <option key={o} value={o}>
              {o}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
