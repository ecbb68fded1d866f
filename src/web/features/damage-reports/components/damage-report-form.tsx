import { fieldMessage } from '../../../../shared/consent-strings.ts';
import { PrivacyNotice } from '../../../components/privacy-notice.tsx';
import { PhoneFields } from '../../../components/phone-fields.tsx';
import { LazyUploadProgressBar, isAbort, toastUploadCancelled, useUploadControl } from '../../../components/upload-control.tsx';
import { Send } from 'lucide-react';
import { memo, useState, type ComponentProps } from 'react';
import { FormProvider, type FieldErrors } from 'react-hook-form';
import type { z } from 'zod';
import { DAMAGE_DESCRIPTION_MAX, DAMAGE_LOCATION_MAX, EMAIL_MAX, PERSON_NAME_MAX, REPORT_TYPES } from '../../../../shared/constants.ts';
import type { DamageReportReceipt, damageReportInputSchema } from '../../../../shared/damage-report-schemas.ts';
import {
  DAMAGE_FORM_FIELDS,
  DAMAGE_FORM_KEY_FIELD,
  DAMAGE_FORM_PATH,
  type DamageFormState,
} from '../../../../shared/damage-report-form-state.ts';
import { LAYANAN } from '../../../../shared/layanan-strings.ts';
import { LAYANAN_DAMAGE } from '../../../../shared/layanan-damage-strings.ts';
import { KABUPATEN_FIELD } from '../../../../shared/kabupaten.ts';
import { Field } from '../../../components/form/field.tsx';
import { dropErrorOnInput, useZodForm, type ZodForm } from '../../../components/form/use-zod-form.ts';
import { Button } from '../../../components/ui/button.tsx';
import { SelectInput, TextArea, TextInput } from '../../../components/ui/field.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth-core.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { useIdempotencyKey } from '../../../lib/use-idempotency-key.ts';
import { ReportPhotos } from './report-photos.tsx';
import { loadDamageSchemas, useSubmitDamageReport } from '../api/damage-reports.ts';
import { BridgeOffer, createNearbyWatch, NearbyOffer, RoadOffer } from './nearby-watch.tsx';
import { ReportLocation } from './report-location.tsx';

// In the server's HTML with the rest of the form; its code (previews, checks) arrives just after.

const T = LAYANAN_DAMAGE;
/** The labels of the boxes the spec requires, named in the "Form Tidak Lengkap" toast when empty. */
const REQUIRED_LABEL: Partial<Record<(typeof DAMAGE_FORM_FIELDS)[number], string>> = {
  reporterName: T.reporterName,
  location: T.location,
  kabupaten: KABUPATEN_FIELD.label,
  reportType: T.reportType,
  description: T.descriptionLabel,
};
type DamageReportSchema = typeof damageReportInputSchema;
/** The form as its parts (the place, the pin, the bridge) take it. */
export type DamageForm = ZodForm<DamageReportSchema>;
type Values = z.input<DamageReportSchema>;
const NOTHING_TYPED: DamageFormState['values'] = {};
/** Every box empty: the form after a report is sent. */
const EMPTY = Object.fromEntries(DAMAGE_FORM_FIELDS.map((name) => [name, ''])) as Values;

// zod is a large download; the page paints without it and fetches the shared schema when the
// visitor starts on the form (or, at the latest, on submit).
const loadSchema = () => loadDamageSchemas().then((m) => m.damageReportInputSchema);

/**
 * What the boxes start with: the server's answer to a plain POST (what was typed), else the
 * signed-in citizen's name and e-mail. A box with nothing here adopts what was typed into the
 * server's HTML before the script ran (react-hook-form reads it when the box registers).
 */
function startingValues(typed: DamageFormState['values'], user: { fullName: string; email: string } | null): Partial<Values> {
  const values: Partial<Record<string, string>> = { ...typed };
  if (user) {
    values.reporterName ??= user.fullName;
    values.reporterEmail ??= user.email;
  }
  return values as Partial<Values>;
}

/** The server's messages for a plain POST, on the boxes they belong to (the photos' message goes to the photos). */
function serverErrors(errors: Record<string, string> | undefined): FieldErrors<Values> | undefined {
  const placed = DAMAGE_FORM_FIELDS.filter((name) => errors?.[name]);
  if (!placed.length) return undefined;
  return Object.fromEntries(placed.map((name) => [name, { type: 'server', message: errors![name] }])) as FieldErrors<Values>;
}

/**
 * Open to visitors; a signed-in citizen finds their name and e-mail already filled in. Without
 * JavaScript it is a plain multipart POST to the page's own address (issue 35, item 5): the server
 * renders the page again with `state` (what was typed and its messages), which becomes the form's
 * default values and errors; `idempotencyKey` travels in a hidden box then, and in the
 * Idempotency-Key header when the script sends it.
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
  const typed = state?.values ?? NOTHING_TYPED;
  // Both once: the server's answer is the form's start, not something it keeps coming back to.
  const [defaultValues] = useState(() => startingValues(typed, user));
  const [errorsFromServer] = useState(() => serverErrors(state?.errors));
  // The first box with a message gets the cursor on submit (below), not when the script takes over
  // a page the server answered: the visitor may be busy elsewhere on it by then.
  const form = useZodForm<DamageReportSchema>(loadSchema, {
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
    defaultValues,
    errors: errorsFromServer,
  });
  const { errors, isSubmitting: busy } = form.formState;
  const [message, setMessage] = useState(state?.message ?? null);
  const [photos, setPhotos] = useState<File[]>([]);
  // The pin and the type decide whether a similar report nearby is offered first ("saya juga"); the
  // type the server kept is known from the start, one chosen before the script ran is chosen again
  // by the island runtime (islands/early-input.ts), through the select's onChange.
  const [watch] = useState(() => {
    const created = createNearbyWatch();
    if (typed.reportType) created.setReportType(typed.reportType);
    return created;
  });
  const [resetKey, setResetKey] = useState(0);
  const [idempotencyKey, renewIdempotencyKey] = useIdempotencyKey(pageKey);

  const failed = (err: unknown) => toast({ title: LAYANAN.submitFailedTitle, description: errorMessage(err), variant: 'destructive' });
  const onSubmit = form.handleSubmit(
    async (report) => {
      setMessage(null);
      try {
        const receipt = await submit.mutateAsync({
          draft: {
            ...report,
            reporterEmail: report.reporterEmail ?? '',
            latitude: report.latitude?.toString() ?? '',
            longitude: report.longitude?.toString() ?? '',
            bridgeId: report.reportType === 'Jembatan' ? (report.bridgeId ?? '') : '',
            photos,
            idempotencyKey,
          },
          upload: upload.begin(),
        });
        toast({ title: T.successTitle, description: `${T.success} ${receipt.trackingCode}`, variant: 'success' });
        form.reset({ ...EMPTY, ...startingValues(NOTHING_TYPED, user) }, { keepFieldsRef: true });
        setPhotos([]);
        watch.setReportType('');
        setResetKey((k) => k + 1);
        renewIdempotencyKey();
        onSent(receipt);
      } catch (err) {
        if (isAbort(err)) return toastUploadCancelled();
        applyServerErrors(form, err);
        failed(err);
      } finally {
        upload.end();
      }
    },
    (found) => {
      setMessage(null);
      const first = DAMAGE_FORM_FIELDS.find((name) => found[name]);
      if (first) form.setFocus(first);
      // Anything missing is the spec's one line and then which boxes (issue 38: email and photo are
      // optional, so "all" alone misleads); otherwise the first mistake in its own words (a mistyped
      // e-mail, a pin outside the province).
      const messages = Object.values(found).map((e) => e?.message);
      const missing = DAMAGE_FORM_FIELDS.filter((name) => found[name]?.message === T.incomplete).map((name) => REQUIRED_LABEL[name]);
      toast({
        title: T.incompleteTitle,
        description: missing.length ? `${T.incomplete} ${T.incompleteMissing(missing.filter(Boolean).join(', '))}` : messages[0],
        variant: 'destructive',
      });
    },
  );

  return (
    <FormProvider {...form}>
      <form
        noValidate
        method="post"
        action={DAMAGE_FORM_PATH}
        encType="multipart/form-data"
        onSubmit={(e) => void onSubmit(e).catch(failed)}
        onInput={dropErrorOnInput(form)}
        onFocusCapture={() => void loadSchema()}
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
          <Field label={T.reporterName} required error={fieldMessage('reporterName', errors.reporterName?.message, T.incomplete)}>
            {/* defaultValue: the server's HTML shows it (without JavaScript, too); the form then holds it. */}
            <TextInput
              autoComplete="name"
              maxLength={PERSON_NAME_MAX}
              defaultValue={defaultValues.reporterName}
              {...form.register('reporterName')}
            />
          </Field>
          <Field label={T.reporterEmail} error={errors.reporterEmail?.message}>
            <TextInput
              type="email"
              inputMode="email"
              autoComplete="email"
              maxLength={EMAIL_MAX}
              defaultValue={defaultValues.reporterEmail}
              {...form.register('reporterEmail')}
            />
          </Field>
        </div>
        <Field label={T.location} required error={fieldMessage('location', errors.location?.message, T.incomplete)}>
          <TextInput
            placeholder={T.locationPlaceholder}
            maxLength={DAMAGE_LOCATION_MAX}
            defaultValue={defaultValues.location}
            {...form.register('location')}
          />
        </Field>
        <ReportLocation
          key={resetKey}
          form={form}
          kabupatenError={errors.kabupaten?.message}
          latitudeError={errors.latitude?.message}
          longitudeError={errors.longitude?.message}
          disabled={busy}
          onPin={watch.setPin}
          typed={resetKey ? NOTHING_TYPED : typed}
        />
        <RoadOffer watch={watch} />
        <Field label={T.reportType} required error={fieldMessage('reportType', errors.reportType?.message, T.incomplete)}>
          <SelectInput
            placeholder={T.reportTypePlaceholder}
            options={REPORT_TYPES}
            defaultValue={defaultValues.reportType ?? ''}
            {...form.register('reportType', { onChange: (e: { target: HTMLSelectElement }) => watch.setReportType(e.target.value) })}
          />
        </Field>
        <NearbyOffer watch={watch} />
        <BridgeOffer watch={watch} error={errors.bridgeId?.message} />
        <Field label={T.descriptionLabel} required error={fieldMessage('description', errors.description?.message, T.incomplete)}>
          <TextArea
            placeholder={T.descriptionPlaceholder}
            rows={5}
            maxLength={DAMAGE_DESCRIPTION_MAX}
            defaultValue={defaultValues.description}
            {...form.register('description')}
          />
        </Field>
        <PhotosPart photos={photos} onChange={setPhotos} disabled={busy} error={state?.errors.photos} />
        <PhoneFields
          phone={form.register('phone')}
          whatsapp={form.register('whatsapp')}
          errors={{ phone: errors.phone?.message, whatsapp: errors.whatsapp?.message }}
          disabled={busy}
          defaults={{ phone: defaultValues.phone, whatsapp: defaultValues.whatsapp === 'ya' }}
        />
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
    </FormProvider>
  );
}

/** Memoised for the reason ReportLocation is: the form re-renders as its state changes. */
const PhotosPart = memo(function PhotosPart(props: ComponentProps<typeof ReportPhotos>) {
  return <ReportPhotos {...props} />;
});
