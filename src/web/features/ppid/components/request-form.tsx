import { Send } from 'lucide-react';
import { COPY_METHOD_LABELS, PPID_FORM, RECEIVE_METHOD_LABELS } from '../../../../shared/ppid-form-strings.ts';
import { useState, type FormEvent } from 'react';
import { EMAIL_MAX, PERSON_NAME_MAX, UPLOAD_LIMITS } from '../../../../shared/constants.ts';
import { CONSENT } from '../../../../shared/consent-strings.ts';
import { LAYANAN } from '../../../../shared/layanan-strings.ts';
import { COPY_METHODS, PPID_LIMITS as L, RECEIVE_METHODS, type PpidRequestItem } from '../../../../shared/ppid.ts';
import { PPID } from '../../../../shared/ppid-strings.ts';
import { FileField } from '../../../components/file-field.tsx';
import { PrivacyNotice } from '../../../components/privacy-notice.tsx';
import { LazyUploadProgressBar, isAbort, toastUploadCancelled, useUploadControl } from '../../../components/upload-control.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Field, TextArea, TextInput } from '../../../components/ui/field.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth-context.tsx';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { useSubmitPpidRequest } from '../api/ppid.ts';

const F = PPID_FORM.form;
const R = PPID_FORM.required;
const KTP = UPLOAD_LIMITS.labDocument;

type Draft = {
  name: string;
  address: string;
  phone: string;
  email: string;
  information: string;
  purpose: string;
  receiveMethod: string;
  copyMethod: string;
  ktp: File | null;
  consent: boolean;
};

/** The request form of Perki 1/2021: who asks, what, why, how to receive it; the KTP with its consent. */
export function RequestForm({ onSent }: { onSent: (item: PpidRequestItem) => void }) {
  const { user } = useAuth();
  const empty = (): Draft => ({
    name: user?.fullName ?? '',
    address: '',
    phone: '',
    email: user?.email ?? '',
    information: '',
    purpose: '',
    receiveMethod: '',
    copyMethod: '',
    ktp: null,
    consent: false,
  });
  const [draft, setDraft] = useState<Draft>(empty);
  const [tried, setTried] = useState(false);
  const [resetKey, setResetKey] = useState(0);
  const submit = useSubmitPpidRequest();
  const upload = useUploadControl();
  const hydrated = useHydrated();
  const busy = submit.isPending;
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));

  const problems: Partial<Record<keyof Draft, string>> = {
    name: draft.name.trim() ? undefined : R.name,
    address: draft.address.trim() ? undefined : R.address,
    phone: !draft.phone.trim() ? R.phone : /^[0-9+()\-\s]{6,}$/.test(draft.phone.trim()) ? undefined : R.phoneInvalid,
    email: !draft.email.trim() ? R.email : /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(draft.email.trim()) ? undefined : R.emailInvalid,
    information: draft.information.trim() ? undefined : R.information,
    purpose: draft.purpose.trim() ? undefined : R.purpose,
    receiveMethod: draft.receiveMethod ? undefined : R.receiveMethod,
    copyMethod: draft.copyMethod ? undefined : R.copyMethod,
    ktp: draft.ktp ? undefined : R.ktp,
    consent: draft.consent ? undefined : CONSENT.ktpConsentRequired,
  };
  const error = (field: keyof Draft) => (tried ? problems[field] : undefined);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (Object.values(problems).some(Boolean)) {
      setTried(true);
      toast({ title: F.incompleteTitle, description: F.incomplete, variant: 'destructive' });
      return;
    }
    try {
      const created = await submit.mutateAsync({
        draft: {
          name: draft.name,
          address: draft.address,
          phone: draft.phone,
          email: draft.email,
          information: draft.information,
          purpose: draft.purpose,
          receiveMethod: draft.receiveMethod,
          copyMethod: draft.copyMethod,
          ktp: draft.ktp!,
          ktpConsent: 'ya',
        },
        upload: upload.begin(),
      });
      toast({ title: PPID.form.successTitle, description: `${F.success} ${created.trackingCode}`, variant: 'success' });
      setDraft(empty());
      setTried(false);
      setResetKey((k) => k + 1);
      onSent(created);
    } catch (err) {
      if (isAbort(err)) toastUploadCancelled();
      else toast({ title: LAYANAN.submitFailedTitle, description: errorMessage(err), variant: 'destructive' });
    } finally {
      upload.end();
    }
  };

  const text = (field: 'name' | 'address' | 'phone' | 'email', label: string, max: number, extra: Record<string, string> = {}) => (
    <Field label={label} required error={error(field)} hint={field === 'email' ? F.emailHint : undefined}>
      {(id, describedBy) => (
        <TextInput
          id={id}
          name={field}
          value={draft[field]}
          maxLength={max}
          onChange={(e) => set({ [field]: e.target.value })}
          aria-describedby={describedBy}
          aria-invalid={!!error(field) || undefined}
          disabled={busy}
          {...extra}
        />
      )}
    </Field>
  );

  const radios = (field: 'receiveMethod' | 'copyMethod', legend: string, values: readonly string[], labels: Record<string, string>) => (
    <fieldset className="grid content-start gap-2" aria-describedby={error(field) ? `${field}-error` : undefined}>
      <legend className="mb-1 text-sm font-medium text-slate-800">
        {legend}
        <span aria-hidden className="text-red-700">
          {' '}
          *
        </span>
      </legend>
      {values.map((v) => (
        <label
          key={v}
          className="flex min-h-11 items-center gap-3 rounded-md border border-slate-200 px-3 py-2 text-sm text-slate-800 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
        >
          <input
            type="radio"
            name={field}
            value={v}
            checked={draft[field] === v}
            onChange={() => set({ [field]: v })}
            disabled={busy}
            className="size-5 shrink-0 accent-brand-700"
          />
          {labels[v]}
        </label>
      ))}
      {error(field) && (
        <p id={`${field}-error`} className="text-sm text-red-700">
          {error(field)}
        </p>
      )}
    </fieldset>
  );

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-busy={busy}>
      <div className="grid gap-4 sm:grid-cols-2">
        {text('name', F.name, PERSON_NAME_MAX, { autoComplete: 'name' })}
        {text('phone', F.phone, L.phone, { autoComplete: 'tel', inputMode: 'tel', type: 'tel' })}
      </div>
      {text('address', F.address, L.address, { autoComplete: 'street-address' })}
      {text('email', F.email, EMAIL_MAX, { autoComplete: 'email', type: 'email' })}
      <Field label={F.information} hint={F.informationHint} required error={error('information')}>
        {(id, describedBy) => (
          <TextArea
            id={id}
            name="information"
            value={draft.information}
            maxLength={L.information}
            onChange={(e) => set({ information: e.target.value })}
            aria-describedby={describedBy}
            aria-invalid={!!error('information') || undefined}
            disabled={busy}
          />
        )}
      </Field>
      <Field label={F.purpose} required error={error('purpose')}>
        {(id, describedBy) => (
          <TextArea
            id={id}
            name="purpose"
            value={draft.purpose}
            maxLength={L.purpose}
            className="min-h-20"
            onChange={(e) => set({ purpose: e.target.value })}
            aria-describedby={describedBy}
            aria-invalid={!!error('purpose') || undefined}
            disabled={busy}
          />
        )}
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
        file={draft.ktp}
        onChange={(f) => set({ ktp: f })}
        error={error('ktp')}
        resetKey={resetKey}
        disabled={busy}
      />
      <div className="grid gap-1">
        <label className="flex items-start gap-3 rounded-md border border-slate-200 p-3 text-sm text-slate-800">
          <input
            type="checkbox"
            name="ktpConsent"
            value="ya"
            checked={draft.consent}
            onChange={(e) => set({ consent: e.target.checked })}
            aria-invalid={!!error('consent') || undefined}
            aria-describedby={error('consent') ? 'ppid-consent-error' : undefined}
            disabled={busy}
            className="mt-0.5 size-5 shrink-0 accent-brand-700"
          />
          <span>{F.ktpConsent}</span>
        </label>
        {error('consent') && (
          <p id="ppid-consent-error" className="text-sm text-red-700">
            {error('consent')}
          </p>
        )}
      </div>
      <PrivacyNotice />
      <LazyUploadProgressBar progress={upload.progress} onCancel={upload.cancel} />
      <div className="flex justify-end">
        <Button type="submit" disabled={busy || !hydrated}>
          <Send aria-hidden className="size-4" />
          {busy ? F.submitting : F.submit}
        </Button>
      </div>
    </form>
  );
}
