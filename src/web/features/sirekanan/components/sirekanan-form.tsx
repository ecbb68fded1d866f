import { fieldMessage } from '../../../../shared/consent-strings.ts';
import { PrivacyNotice } from '../../../components/privacy-notice.tsx';
import { LazyUploadProgressBar, isAbort, toastUploadCancelled, useUploadControl } from '../../../components/upload-control.tsx';
import { Send } from 'lucide-react';
import { useState, lazy, Suspense } from 'react';
import { SIREKANAN_DETAILS_MAX, SIREKANAN_SUBJECT_MAX, UPLOAD_LIMITS } from '../../../../shared/constants.ts';
import { sirekananInputSchema } from '../../../../shared/sirekanan-schemas.ts';
import { fillText } from '../../../../shared/strings.ts';
import { LAYANAN } from '../../../../shared/layanan-strings.ts';
import { LAYANAN_SIREKANAN } from '../../../../shared/layanan-sirekanan-strings.ts';
import { FileField } from '../../../components/file-field.tsx';
import { Field } from '../../../components/form/field.tsx';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { TextArea, TextInput } from '../../../components/ui/field.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { useIdempotencyKey } from '../../../lib/use-idempotency-key.ts';
import { useSubmitSirekanan } from '../api/sirekanan-requests.ts';
import { SendButton } from '../../../components/form/send-button.tsx';
import { PhoneFields } from '../../../components/phone-fields.tsx';

// Only after a submission: its code is not part of the page's first load.
const SubmissionConfirmation = lazy(() =>
  import('../../../components/submission-confirmation.tsx').then((m) => ({ default: m.SubmissionConfirmation })),
);

const T = LAYANAN_SIREKANAN;

/** Perihal, Detail Pengajuan, Lampiran (Opsional); nothing typed is lost when sending fails. */
export function SirekananForm() {
  const submit = useSubmitSirekanan();
  const upload = useUploadControl();
  const [attachment, setAttachment] = useState<File | null>(null);
  const [resetKey, setResetKey] = useState(0);
  const [sent, setSent] = useState<string | null>(null);
  const [idempotencyKey, renewIdempotencyKey] = useIdempotencyKey();
  const form = useZodForm(sirekananInputSchema, { defaultValues: { subject: '', details: '', phone: '', whatsapp: '' } });
  const { register, handleSubmit, reset, formState } = form;

  const onSubmit = handleSubmit(
    async (values) => {
      try {
        const created = await submit.mutateAsync({ draft: { ...values, attachment, idempotencyKey }, upload: upload.begin() });
        toast({
          title: T.successTitle,
          description: `${T.success} ${fillText(LAYANAN.trackingCodeLine, { code: created.trackingCode })}`,
          variant: 'success',
        });
        setSent(created.trackingCode);
        reset();
        setAttachment(null);
        setResetKey((k) => k + 1);
        renewIdempotencyKey();
      } catch (err) {
        if (isAbort(err)) toastUploadCancelled();
        else {
          applyServerErrors(form, err);
          toast({ title: T.failedTitle, description: errorMessage(err), variant: 'destructive' });
        }
      } finally {
        upload.end();
      }
    },
    (errors) => {
      const message = errors.subject?.message ?? errors.details?.message ?? errors.phone?.message ?? T.incomplete;
      toast({ title: T.incompleteTitle, description: message, variant: 'destructive' });
    },
  );

  const busy = submit.isPending;
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-busy={busy}>
      {sent && (
        <Suspense fallback={null}>
          <SubmissionConfirmation title={T.successTitle} code={sent} service="sirekanan" receiptUrl={`/api/receipts/${sent}`} />
        </Suspense>
      )}
      <Field label={T.subject} required error={fieldMessage('subject', formState.errors.subject?.message, T.incomplete)}>
        <TextInput placeholder={T.subjectPlaceholder} maxLength={SIREKANAN_SUBJECT_MAX} autoComplete="off" {...register('subject')} />
      </Field>
      <Field label={T.details} required error={fieldMessage('details', formState.errors.details?.message, T.incomplete)}>
        <TextArea placeholder={T.detailsPlaceholder} rows={6} maxLength={SIREKANAN_DETAILS_MAX} {...register('details')} />
      </Field>
      <FileField
        label={T.attachment}
        hint={T.attachmentHint}
        accept={UPLOAD_LIMITS.sirekananAttachment.accept}
        maxBytes={UPLOAD_LIMITS.sirekananAttachment.maxBytes}
        kind={T.attachmentKind}
        file={attachment}
        onChange={setAttachment}
        resetKey={resetKey}
        disabled={busy}
      />
      <PhoneFields
        phone={register('phone')}
        whatsapp={register('whatsapp')}
        errors={{ phone: formState.errors.phone?.message, whatsapp: formState.errors.whatsapp?.message }}
        disabled={busy}
      />
      <PrivacyNotice />
      <LazyUploadProgressBar progress={upload.progress} onCancel={upload.cancel} />
      <div>
        <SendButton disabled={busy} className="w-full sm:w-auto">
          <Send aria-hidden className="size-4" />
          {busy ? LAYANAN.sending : T.submit}
        </SendButton>
      </div>
    </form>
  );
}
