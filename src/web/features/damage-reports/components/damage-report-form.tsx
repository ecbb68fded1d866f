import { fieldMessage } from '../../../../shared/consent-strings.ts';
import { PrivacyNotice } from '../../../components/privacy-notice.tsx';
import { LazyUploadProgressBar, isAbort, toastUploadCancelled, useUploadControl } from '../../../components/upload-control.tsx';
import { Send } from 'lucide-react';
import { memo, useState, type ComponentProps, type FormEvent } from 'react';
import { DAMAGE_DESCRIPTION_MAX, DAMAGE_LOCATION_MAX, EMAIL_MAX, PERSON_NAME_MAX, REPORT_TYPES } from '../../../../shared/constants.ts';
import type { DamageReportReceipt } from '../../../../shared/damage-report-schemas.ts';
import {
  DAMAGE_FORM_FIELDS,
  DAMAGE_FORM_KEY_FIELD,
  DAMAGE_FORM_PATH,
  type DamageFormField,
  type DamageFormState,
} from '../../../../shared/damage-report-form-state.ts';
import { LAYANAN } from '../../../../shared/layanan-strings.ts';
import { LAYANAN_DAMAGE } from '../../../../shared/layanan-damage-strings.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Field, SelectInput, TextArea, TextInput } from '../../../components/ui/field.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth-core.ts';
import { useFieldErrors, type FieldErrors } from '../../../lib/form-errors.ts';
import { useAdoptTypedValue } from '../../../lib/use-hydrated.ts';
import { useIdempotencyKey } from '../../../lib/use-idempotency-key.ts';
import { ReportPhotos } from './report-photos.tsx';
import { loadDamageSchemas, useSubmitDamageReport } from '../api/damage-reports.ts';
import { BridgeOffer, createNearbyWatch, NearbyOffer } from './nearby-watch.tsx';
import { ReportLocation } from './report-location.tsx';

// In the server's HTML with the rest of the form; its code (previews, checks) arrives just after.

const T = LAYANAN_DAMAGE;
const FIELDS = DAMAGE_FORM_FIELDS;
type FieldName = DamageFormField;
const NOTHING_TYPED: DamageFormState['values'] = {};

/**
 * Open to visitors; a signed-in citizen finds their name and e-mail already filled in. Without
 * JavaScript it is a plain multipart POST to the page's own address (issue 35, item 5): the server
 * renders the page again with `state` (what was typed and its messages); `idempotencyKey` travels in
 * a hidden box then, and in the Idempotency-Key header when the script sends it.
 */
export function DamageReportForm({
  onSent,
  state,
  idempotencyKey: pageKey,
}: {
  onSent: (receipt: DamageReportReceipt) => void;
  state: DamageFormState | null;
  idempotencyKey: string;
}) {
  const { user } = useAuth();
  const submit = useSubmitDamageReport();
  const upload = useUploadControl();
  const {
    errors,
    check,
    show: showErrors,
    clear: clearErrors,
    onInput,
    control,
  } = useFieldErrors(FIELDS, (state?.errors ?? {}) as FieldErrors<FieldName>);
  const typed = state?.values ?? NOTHING_TYPED;
  const [message, setMessage] = useState(state?.message ?? null);
  const [busy, setBusy] = useState(false);
  const [photos, setPhotos] = useState<File[]>([]);
  // The pin and the type decide whether a similar report nearby is offered first ("saya juga").
  const [watch] = useState(createNearbyWatch);
  const reportTypeRef = useAdoptTypedValue<HTMLSelectElement>('', watch.setReportType);
  const [resetKey, setResetKey] = useState(0);
  const [idempotencyKey, renewIdempotencyKey] = useIdempotencyKey(pageKey);

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    setBusy(true);
    setMessage(null);
    try {
      const parsed = check(form, (await loadDamageSchemas()).damageReportInputSchema);
      if ('errors' in parsed) {
        const found = parsed.errors;
        // Anything missing is the spec's one line; otherwise the first mistake in its own words
        // (a mistyped e-mail, a pin outside the province).
        const messages = Object.values(found);
        const missing = messages.includes(T.incomplete);
        toast({ title: T.incompleteTitle, description: missing ? T.incomplete : messages[0], variant: 'destructive' });
        return;
      }
      const receipt = await submit.mutateAsync({
        draft: {
          ...parsed.data,
          reporterEmail: parsed.data.reporterEmail ?? '',
          latitude: parsed.data.latitude?.toString() ?? '',
          longitude: parsed.data.longitude?.toString() ?? '',
          bridgeId: parsed.data.reportType === 'Jembatan' ? (parsed.data.bridgeId ?? '') : '',
          photos,
          idempotencyKey,
        },
        upload: upload.begin(),
      });
      toast({ title: T.successTitle, description: `${T.success} ${receipt.trackingCode}`, variant: 'success' });
      clearErrors();
      form.reset();
      setPhotos([]);
      watch.setReportType('');
      setResetKey((k) => k + 1);
      renewIdempotencyKey();
      onSent(receipt);
    } catch (err) {
      if (isAbort(err)) {
        toastUploadCancelled();
        return;
      }
      if (err instanceof ApiError && err.fields) showErrors(form, err.fields as FieldErrors<FieldName>);
      toast({ title: LAYANAN.submitFailedTitle, description: errorMessage(err), variant: 'destructive' });
    } finally {
      upload.end();
      setBusy(false);
    }
  };

  return (
    <form
      noValidate
      method="post"
      action={DAMAGE_FORM_PATH}
      encType="multipart/form-data"
      onSubmit={(e) => void onSubmit(e)}
      onInput={onInput}
      onFocusCapture={() => void loadDamageSchemas()}
      className="grid gap-4"
      aria-busy={busy}
    >
      <input type="hidden" name={DAMAGE_FORM_KEY_FIELD} value={idempotencyKey} />
      {message && (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          {message}
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={T.reporterName} required error={fieldMessage('reporterName', errors.reporterName, T.incomplete)}>
          {(id, d) => (
            <TextInput
              id={id}
              aria-describedby={d}
              autoComplete="name"
              maxLength={PERSON_NAME_MAX}
              defaultValue={typed.reporterName ?? user?.fullName ?? ''}
              {...control('reporterName')}
            />
          )}
        </Field>
        <Field label={T.reporterEmail} error={errors.reporterEmail}>
          {(id, d) => (
            <TextInput
              id={id}
              type="email"
              inputMode="email"
              aria-describedby={d}
              autoComplete="email"
              maxLength={EMAIL_MAX}
              defaultValue={typed.reporterEmail ?? user?.email ?? ''}
              {...control('reporterEmail')}
            />
          )}
        </Field>
      </div>
      <Field label={T.location} required error={fieldMessage('location', errors.location, T.incomplete)}>
        {(id, d) => (
          <TextInput
            id={id}
            aria-describedby={d}
            placeholder={T.locationPlaceholder}
            maxLength={DAMAGE_LOCATION_MAX}
            defaultValue={typed.location}
            {...control('location')}
          />
        )}
      </Field>
      <ReportLocation
        key={resetKey}
        errors={errors}
        control={control}
        disabled={busy}
        onPin={watch.setPin}
        typed={resetKey ? NOTHING_TYPED : typed}
      />
      <Field label={T.reportType} required error={fieldMessage('reportType', errors.reportType, T.incomplete)}>
        {(id, d) => (
          <SelectInput
            id={id}
            aria-describedby={d}
            placeholder={T.reportTypePlaceholder}
            options={REPORT_TYPES}
            defaultValue={typed.reportType ?? ''}
            ref={reportTypeRef}
            {...control('reportType')}
            onChange={(e) => watch.setReportType(e.target.value)}
          />
        )}
      </Field>
      <NearbyOffer watch={watch} />
      <BridgeOffer watch={watch} error={errors.bridgeId} />
      <Field label={T.descriptionLabel} required error={fieldMessage('description', errors.description, T.incomplete)}>
        {(id, d) => (
          <TextArea
            id={id}
            aria-describedby={d}
            placeholder={T.descriptionPlaceholder}
            rows={5}
            maxLength={DAMAGE_DESCRIPTION_MAX}
            defaultValue={typed.description}
            {...control('description')}
          />
        )}
      </Field>
      <PhotosPart photos={photos} onChange={setPhotos} disabled={busy} error={state?.errors.photos} />
      <PrivacyNotice />
      <LazyUploadProgressBar progress={upload.progress} onCancel={upload.cancel} />
      <div>
        {/* Enabled before the script is in: pressed then, the browser posts the form itself. */}
        <Button type="submit" disabled={busy} className="w-full sm:w-auto">
          <Send aria-hidden className="size-4" />
          {busy ? LAYANAN.sending : T.submit}
        </Button>
      </div>
    </form>
  );
}

/** Memoised for the reason ReportLocation is: the form re-renders at every keystroke. */
const PhotosPart = memo(function PhotosPart(props: ComponentProps<typeof ReportPhotos>) {
  return <ReportPhotos {...props} />;
});
