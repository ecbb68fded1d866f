import { CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { UPLOAD_LIMITS } from '../../../../shared/constants.ts';
import { FEEDBACK as T } from '../../../../shared/feedback-strings.ts';
import { COMMON } from '../../../../shared/strings.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/form/field.tsx';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { TextArea, TextInput } from '../../../components/ui/field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import type { feedbackAnswerSchema } from '../../../../shared/feedback-schemas.ts';
import { useAnswerFeedback, useFeedbackQuestion } from '../api/feedback.ts';

type FeedbackAnswerSchema = typeof feedbackAnswerSchema;

/**
 * /laporan/{code}/tanggapan, opened from the "sudah diperbaiki?" e-mail (issue 15, item 7). The
 * link only chooses the answer; nothing changes until the citizen presses "Kirim Jawaban" (mail
 * scanners open links too).
 */
export default function FeedbackPage() {
  useDocumentTitle(T.title);
  const { code = '' } = useParams();
  const [search] = useSearchParams();
  const link = { e: search.get('e') ?? '', r: search.get('r') ?? '', t: search.get('t') ?? '' };
  const question = useFeedbackQuestion(code.toUpperCase(), link);
  const [sent, setSent] = useState<string | null>(null);

  return (
    <div className="mx-auto grid max-w-2xl gap-6 px-4 py-8 sm:py-12">
      <h1 className="text-2xl font-bold tracking-tight text-brand-900 sm:text-3xl">{T.title}</h1>
      {question.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner label={COMMON.loading} />
        </div>
      ) : question.isError ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-900">
          {question.error instanceof ApiError && question.error.status === 400 ? T.invalidLink : errorMessage(question.error)}
        </p>
      ) : sent ? (
        <Done code={question.data.trackingCode} text={sent} />
      ) : question.data.state === 'open' ? (
        <>
          <p className="text-slate-700">
            {T.intro(question.data.trackingCode)} <span className="font-medium text-slate-900">{question.data.location}</span>
          </p>
          <AnswerForm
            code={question.data.trackingCode}
            link={link}
            initial={search.get('jawab') === 'tidak' ? 'tidak' : 'ya'}
            onSent={setSent}
          />
        </>
      ) : (
        <Done code={question.data.trackingCode} text={question.data.state === 'answered' ? T.alreadyAnswered : T.notAsked} muted />
      )}
    </div>
  );
}

function Done({ code, text, muted = false }: { code: string; text: string; muted?: boolean }) {
  return (
    <div
      role="status"
      className={`grid gap-3 rounded-xl border p-5 ${muted ? 'border-slate-200 bg-slate-50' : 'border-green-200 bg-green-50'}`}
    >
      {!muted && (
        <p className="inline-flex items-center gap-2 font-semibold text-green-900">
          <CheckCircle2 aria-hidden className="size-5" />
          {T.thanksTitle}
        </p>
      )}
      <p className="text-slate-800">{text}</p>
      <p>
        <Link to={`/lacak/${code}`} className="font-semibold text-brand-700 underline underline-offset-4">
          {T.viewReport}
        </Link>
      </p>
    </div>
  );
}

// zod is a large download: the page paints without it and fetches the schema when the form is used.
const loadSchema = () => import('../../../../shared/feedback-schemas.ts').then((m) => m.feedbackAnswerSchema);

function AnswerForm({
  code,
  link,
  initial,
  onSent,
}: {
  code: string;
  link: { e: string; r: string; t: string };
  initial: 'ya' | 'tidak';
  onSent: (message: string) => void;
}) {
  // The link's e, r and t are checked with the answer, as the server does; they have no boxes.
  const form = useZodForm<FeedbackAnswerSchema>(loadSchema, {
    defaultValues: { ...link, jawab: initial, alasan: '' },
    reValidateMode: 'onSubmit',
  });
  const { errors } = form.formState;
  const jawab = form.watch('jawab');
  const [foto, setFoto] = useState<File | null>(null);
  const answer = useAnswerFeedback(code);
  const failed = (err: unknown) => toast({ title: T.failedTitle, description: errorMessage(err), variant: 'destructive' });

  const onSubmit = form.handleSubmit(async (values) => {
    const no = values.jawab === 'tidak';
    try {
      const result = await answer.mutateAsync({
        ...link,
        jawab: values.jawab,
        alasan: no ? (values.alasan ?? '') : '',
        foto: no ? foto : null,
      });
      onSent(result.message);
    } catch (err) {
      applyServerErrors(form, err);
      failed(err);
    }
  });

  return (
    <form
      onSubmit={(e) => void onSubmit(e).catch(failed)}
      onFocusCapture={() => void loadSchema()}
      noValidate
      className="grid gap-5 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <Field group label={T.answerLegend} className="grid gap-2">
        {(
          [
            ['ya', T.yesLabel],
            ['tidak', T.noLabel],
          ] as const
        ).map(([value, label]) => (
          <label
            key={value}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-300 px-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
          >
            {/* Checked in the server's HTML too, before the form's script takes over. */}
            <input
              type="radio"
              value={value}
              defaultChecked={value === initial}
              className="size-4 accent-brand-700"
              {...form.register('jawab')}
            />
            <span className="font-medium text-slate-900">{label}</span>
          </label>
        ))}
      </Field>
      {jawab === 'tidak' && (
        <>
          <Field label={T.reasonLabel} required hint={T.reasonHint} error={errors.alasan?.message}>
            <TextArea rows={4} maxLength={1000} {...form.register('alasan')} />
          </Field>
          <Field label={T.photoLabel} hint={T.photoHint}>
            <TextInput type="file" accept={UPLOAD_LIMITS.damagePhoto.accept} onChange={(e) => setFoto(e.target.files?.[0] ?? null)} />
          </Field>
        </>
      )}
      <div>
        <Button type="submit" disabled={answer.isPending} className="w-full sm:w-auto">
          {answer.isPending ? T.sending : T.send}
        </Button>
      </div>
    </form>
  );
}
