import { CheckCircle2, Send } from 'lucide-react';
import { useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import {
  SKM_EDUCATION,
  SKM_ELEMENT_KEYS,
  SKM_GENDERS,
  SKM_OCCUPATIONS,
  SKM_SERVICES,
  SKM_SUGGESTION_MAX,
  type SkmService,
} from '../../../../shared/skm.ts';
import { TitledSection } from '../../../components/titled-section.tsx';
import type { skmAnswerSchema, SkmAnswerInput } from '../../../../shared/skm-schemas.ts';
import type { SkmInvitationAnswer } from '../../../../shared/skm.ts';
import { SKM_ELEMENTS, SKM_SERVICE_LABELS, SKM_TEXT } from '../../../../shared/skm-strings.ts';
import { COMMON } from '../../../../shared/strings.ts';
import { PrivacyNotice } from '../../../components/privacy-notice.tsx';
import { buttonClass } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/form/field.tsx';
import { dropErrorOnInput, useZodForm } from '../../../components/form/use-zod-form.ts';
import { inputClass, TextArea, TextInput } from '../../../components/ui/field.tsx';
import { cn } from '../../../lib/cn.ts';
import { toast } from '../../../components/ui/toast.tsx';
import { call, client, errorMessage } from '../../../lib/api-client.ts';
import { AppLink } from '../../../lib/app-link.tsx';
import { defineIsland } from '../../../islands/island.tsx';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { SendButton } from '../../../components/form/send-button.tsx';

const F = SKM_TEXT.form;
const LETTERS = ['a', 'b', 'c', 'd'];
type SkmSchema = typeof skmAnswerSchema;

// zod is a large download: the page paints without it and fetches the schema when the form is used.
const loadSchema = () => import('../../../../shared/skm-schemas.ts').then((m) => m.skmAnswerSchema);

export type SurveyLink = { kode: string; t: string };

/**
 * /skm's survey, an island (issue 35): for a finished request (`link`, the ?kode=&t= of the e-mail or
 * the dashboard, and `answer`, what the server read about it with the page) or the open one. The
 * server renders it whole; React takes it over at the first touch (a survey sent before is held and
 * sent then: islands/boot.ts).
 */
function SkmSurvey({ link, answer }: { link: SurveyLink | null; answer: SkmInvitationAnswer | null }) {
  const [done, setDone] = useState(false);
  const data = answer && 'invitation' in answer ? answer.invitation : null;
  if (done) return <Thanks />;
  if (link && answer && 'invalid' in answer) return <Notice text={answer.invalid} />;
  if (data?.answered) return <Notice text={SKM_TEXT.errors.alreadyAnswered} />;
  if (data && !['Selesai', 'Ditolak'].includes(data.status)) return <Notice text={SKM_TEXT.errors.notFinished} />;
  return <SurveyForm link={link} service={data?.service ?? null} code={data?.code ?? null} onDone={() => setDone(true)} />;
}

function Notice({ text }: { text: string }) {
  return (
    <div role="status" className="rounded-xl border border-slate-200 bg-white p-6 text-slate-800">
      <p>{text}</p>
      <AppLink to="/skm/hasil" className="mt-4 inline-block font-semibold text-brand-700 underline underline-offset-4">
        {SKM_TEXT.resultsLink}
      </AppLink>
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
      <AppLink to="/skm/hasil" className={buttonClass('primary', 'mt-6 inline-flex')}>
        {SKM_TEXT.resultsLink}
      </AppLink>
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
  const form = useZodForm<SkmSchema>(loadSchema, { reValidateMode: 'onSubmit' });
  const { errors, isSubmitting: busy } = form.formState;
  const failed = (err: unknown) => toast({ title: F.sendFailed, description: errorMessage(err), variant: 'destructive' });

  const onSubmit = form.handleSubmit(
    async () => {
      // Sent as typed; the server parses it with the same schema.
      const raw = form.getValues();
      const input: SkmAnswerInput = link ? { ...raw, service: undefined, code: link.kode, token: link.t } : raw;
      try {
        await call(client.skm.$post({ json: input }));
        toast({ title: F.sentTitle, description: F.sentDescription, variant: 'success' });
        onDone();
      } catch (err) {
        applyServerErrors(form, err);
        failed(err);
      }
    },
    (found) => {
      const missing = SKM_ELEMENT_KEYS.filter((k) => found[k]).length;
      const first = Object.values(found)[0]?.message ?? '';
      toast({ title: F.sendFailed, description: missing ? F.missingAnswers(missing) : first, variant: 'destructive' });
    },
  );

  return (
    <form
      noValidate
      onSubmit={(e) => void onSubmit(e).catch(failed)}
      onInput={dropErrorOnInput(form)}
      onFocusCapture={() => void loadSchema()}
      className="grid gap-6"
    >
      <div className="rounded-xl border border-slate-200 bg-white p-5 sm:p-6">
        {service && code ? (
          <p className="font-semibold text-brand-900">{F.forRequest(code, SKM_SERVICE_LABELS[service])}</p>
        ) : (
          <Field label={F.service} error={errors.service?.message} required>
            <select
              required
              defaultValue=""
              className={cn(inputClass, 'min-h-11 invalid:text-slate-500 [&>option]:text-slate-900')}
              {...form.register('service')}
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
          </Field>
        )}
      </div>

      <TitledSection id="skm-pertanyaan" title={F.questionsTitle} size="xl" className="grid gap-4">
        {SKM_ELEMENTS.map((element, i) => {
          const name = SKM_ELEMENT_KEYS[i]!;
          return <Question key={element.name} index={i} error={errors[name]?.message} registration={form.register(name)} />;
        })}
      </TitledSection>

      <section aria-labelledby="skm-responden" className="grid gap-5 rounded-xl border border-slate-200 bg-white p-5 sm:p-6">
        <div>
          <h2 id="skm-responden" className="text-lg font-bold text-brand-900">
            {F.respondentTitle}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{F.respondentNote}</p>
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label={F.age} error={errors.age?.message}>
            <TextInput type="number" inputMode="numeric" min={15} max={100} {...form.register('age')} />
          </Field>
          <OptionalSelect label={F.gender} options={SKM_GENDERS} error={errors.gender?.message} registration={form.register('gender')} />
          <OptionalSelect
            label={F.education}
            options={SKM_EDUCATION}
            error={errors.education?.message}
            registration={form.register('education')}
          />
          <OptionalSelect
            label={F.occupation}
            options={SKM_OCCUPATIONS}
            error={errors.occupation?.message}
            registration={form.register('occupation')}
          />
        </div>
        <Field label={F.suggestion} hint={F.suggestionHint} error={errors.suggestion?.message}>
          <TextArea rows={4} maxLength={SKM_SUGGESTION_MAX} {...form.register('suggestion')} />
        </Field>
        <PrivacyNotice />
      </section>

      <SendButton disabled={busy} className="w-full sm:w-auto sm:justify-self-start sm:px-8">
        <Send aria-hidden className="size-4" />
        {busy ? COMMON.busy : F.submit}
      </SendButton>
    </form>
  );
}

/** One element: its question in the regulation's words and the four answers, a–d, scored 1–4. */
/**
 * Its own fieldset rather than a Field: the question is shown twice over (number and element, then
 * the question) for the eye, and read once, as the legend, by a screen reader.
 */
function Question({ index, error, registration }: { index: number; error: string | undefined; registration: UseFormRegisterReturn }) {
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
            <input type="radio" value={i + 1} className="size-4 accent-brand-700" {...registration} />
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
  options,
  error,
  registration,
}: {
  label: string;
  options: readonly string[];
  error: string | undefined;
  registration: UseFormRegisterReturn;
}) {
  return (
    <Field label={label} error={error}>
      <select defaultValue="" className={cn(inputClass, 'min-h-11')} {...registration}>
        <option value="">{F.choose}</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
    </Field>
  );
}

export default defineIsland('skm-survey', SkmSurvey);
