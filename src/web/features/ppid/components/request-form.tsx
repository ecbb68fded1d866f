import { Send } from 'lucide-react';
import { COPY_METHOD_LABELS, PPID_FORM, RECEIVE_METHOD_LABELS } from '../../../../shared/ppid-form-strings.ts';
import { useState } from 'react';
import { EMAIL_MAX, PERSON_NAME_MAX, UPLOAD_LIMITS } from '../../../../shared/constants.ts';
import { LAYANAN } from '../../../../shared/layanan-strings.ts';
import { COPY_METHODS, PPID_LIMITS as L, RECEIVE_METHODS, type PpidRequestItem } from '../../../../shared/ppid.ts';
import { PPID } from '../../../../shared/ppid-strings.ts';
import { FileField } from '../../../components/file-field.tsx';
import { PrivacyNotice } from '../../../components/privacy-notice.tsx';
import { LazyUploadProgressBar, isAbort, toastUploadCancelled, useUploadControl } from '../../../components/upload-control.tsx';
import { Field } from '../../../components/form/field.tsx';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { TextArea, TextInput } from '../../../components/ui/field.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { ppidRequestInputSchema } from '../../../../shared/ppid-schemas.ts';
import { useAuth } from '../../../lib/auth-core.ts';
import { useSubmitPpidRequest } from '../api/ppid.ts';
import { SendButton } from '../../../components/form/send-button.tsx';
import { WhatsAppOptIn } from '../../../components/phone-fields.tsx';
import { CONTACT_PHONE } from '../../../../shared/contact-phone-strings.ts';

const F = PPID_FORM.form;
const R = PPID_FORM.required;
const KTP = UPLOAD_LIMITS.labDocument;

type TextName = 'name' | 'address' | 'phone' | 'email';

/** The request form of Perki 1/2021: who asks, what, why, how to receive it; the KTP with its consent. */
export function RequestForm({ onSent }: { onSent: (item: PpidRequestItem) => void }) {
  const { user } = useAuth();
  const empty = () => ({
    name: user?.fullName ?? '',
    address: '',
    phone: '',
    email: user?.email ?? '',
    information: '',
    purpose: '',
  });
  const [defaults] = useState(empty);
  const form = useZodForm(ppidRequestInputSchema, { defaultValues: defaults });
  const { errors } = form.formState;
  // The KTP is a file beside the form's boxes, checked here and by the server's verb.
  const [ktp, setKtp] = useState<File | null>(null);
  const [tried, setTried] = useState(false);
  const [resetKey, setResetKey] = useState(0);
  const submit = useSubmitPpidRequest();
  const upload = useUploadControl();
  const busy = submit.isPending;

  const incomplete = () => {
    setTried(true);
    toast({ title: F.incompleteTitle, description: F.incomplete, variant: 'destructive' });
  };
  const onSubmit = form.handleSubmit(async (values) => {
    if (!ktp) return incomplete();
    try {
      const created = await submit.mutateAsync({ draft: { ...values, ktp, ktpConsent: 'ya' }, upload: upload.begin() });
      toast({ title: PPID.form.successTitle, description: `${F.success} ${created.trackingCode}`, variant: 'success' });
      form.reset(empty());
      setKtp(null);
      setTried(false);
      setResetKey((k) => k + 1);
      onSent(created);
    } catch (err) {
      if (isAbort(err)) toastUploadCancelled();
      else {
        applyServerErrors(form, err);
        toast({ title: LAYANAN.submitFailedTitle, description: errorMessage(err), variant: 'destructive' });
      }
    } finally {
      upload.end();
    }
  }, incomplete);

  const text = (field: TextName, label: string, max: number, extra: Record<string, string> = {}) => (
    <Field
      label={label}
      required
      error={errors[field]?.message}
      hint={field === 'email' ? F.emailHint : field === 'phone' ? CONTACT_PHONE.hint : undefined}
    >
      {/* The account's name and e-mail are in the server's HTML too, before the form's script takes over. */}
      <TextInput maxLength={max} disabled={busy} defaultValue={defaults[field]} {...extra} {...form.register(field)} />
    </Field>
  );

  const radios = (field: 'receiveMethod' | 'copyMethod', legend: string, values: readonly string[], labels: Record<string, string>) => (
    <Field group label={legend} required error={errors[field]?.message} className="grid content-start gap-2">
      {values.map((v) => (
        <label
          key={v}
          className="flex min-h-11 items-center gap-3 rounded-md border border-slate-200 px-3 py-2 text-sm text-slate-800 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
        >
          <input type="radio" value={v} disabled={busy} className="size-5 shrink-0 accent-brand-700" {...form.register(field)} />
          {labels[v]}
        </label>
      ))}
    </Field>
  );

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="grid gap-5" aria-busy={busy}>
      <div className="grid gap-4 sm:grid-cols-2">
        {text('name', F.name, PERSON_NAME_MAX, { autoComplete: 'name' })}
        {text('phone', F.phone, L.phone, { autoComplete: 'tel', inputMode: 'tel', type: 'tel' })}
      </div>
      {/* Issue 38: Perki 1/2021 asks for the phone, so it stays required here; WhatsApp is the citizen's choice. */}
      <WhatsAppOptIn register={form.register('whatsapp')} error={errors.whatsapp?.message} disabled={busy} />
      {text('address', F.address, L.address, { autoComplete: 'street-address' })}
      {text('email', F.email, EMAIL_MAX, { autoComplete: 'email', type: 'email' })}
      <Field label={F.information} hint={F.informationHint} required error={errors.information?.message}>
        <TextArea maxLength={L.information} disabled={busy} {...form.register('information')} />
      </Field>
      <Field label={F.purpose} required error={errors.purpose?.message}>
        <TextArea maxLength={L.purpose} className="min-h-20" disabled={busy} {...form.register('purpose')} />
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        {radios('receiveMethod', F.receiveMethod, RECEIVE_METHODS, RECEIVE_METHOD_LABELS)}
        {radios('copyMethod', F.copyMethod, COPY_METHODS, COPY_METHOD_LABELS)}
      </div>
      <FileField
        label={F.ktp}
        hint={F.ktpHint}
        accept={KTP.accept}
        maxBytes={KTP.maxBytes}
        kind="KTP"
        required
        name="ktp"
        file={ktp}
        onChange={setKtp}
        error={tried && !ktp ? R.ktp : undefined}
        resetKey={resetKey}
        disabled={busy}
      />
      <Field check label={F.ktpConsent} error={errors.ktpConsent?.message}>
        <input
          type="checkbox"
          value="ya"
          disabled={busy}
          className="mt-0.5 size-5 shrink-0 accent-brand-700"
          {...form.register('ktpConsent')}
        />
      </Field>
      <PrivacyNotice />
      <LazyUploadProgressBar progress={upload.progress} onCancel={upload.cancel} />
      <div className="flex justify-end">
        <SendButton disabled={busy}>
          <Send aria-hidden className="size-4" />
          {busy ? F.submitting : F.submit}
        </SendButton>
      </div>
    </form>
  );
}
