import { fieldMessage, REQUIRED } from '../../../../shared/consent-strings.ts';
import { LazyUploadProgressBar, isAbort, toastUploadCancelled, useUploadControl } from '../../../components/upload-control.tsx';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { JENIS_UJI, UPLOAD_LIMITS } from '../../../../shared/constants.ts';
import { fillText } from '../../../../shared/strings.ts';
import { LAYANAN } from '../../../../shared/layanan-strings.ts';
import { LAYANAN_UJILAB } from '../../../../shared/layanan-ujilab-strings.ts';
import { FileField } from '../../../components/file-field.tsx';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { FormActions } from '../../../components/form-actions.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/form/field.tsx';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { SelectInput, TextInput } from '../../../components/ui/field.tsx';
import { PrivacyNotice } from '../../../components/privacy-notice.tsx';
import { PhoneFields } from '../../../components/phone-fields.tsx';
import { CONSENT } from '../../../../shared/consent-strings.ts';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { ujilabInputSchema } from '../../../../shared/ujilab-schemas.ts';
import { useIdempotencyKey } from '../../../lib/use-idempotency-key.ts';
import { useLabTariff, useSubmitUjilabRequest, useUjilabNextSteps } from '../api/ujilab-requests.ts';
import { TARIFF_TEXT } from '../../../../shared/ujilab-tariff-strings.ts';
import { chosenItems, LabTestPicker, type Quantities } from './lab-test-picker.tsx';

const T = LAYANAN_UJILAB;
const LIMIT = UPLOAD_LIMITS.labDocument;

type Files = { suratPermohonan: File | null; ktp: File | null };
const NO_FILES: Files = { suratPermohonan: null, ktp: null };

/** Jenis uji, surat permohonan and KTP, all required (spec §2 Lab-request dialog). */
export function UjilabRequestDialog({
  open,
  onOpenChange,
  onSent,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSent?: (trackingCode: string) => void;
}) {
  const submit = useSubmitUjilabRequest();
  // The boxes live in the form, the two documents beside it (they are checked as files, not by the schema).
  const form = useZodForm(ujilabInputSchema);
  const { errors } = form.formState;
  const [files, setFiles] = useState<Files>(NO_FILES);
  const [tried, setTried] = useState(false);
  const [resetKey, setResetKey] = useState(0);
  const [idempotencyKey, renewIdempotencyKey] = useIdempotencyKey();
  const busy = submit.isPending;
  const upload = useUploadControl();
  const nextSteps = useUjilabNextSteps(open);
  const jenisUji = form.watch('jenisUji');
  // Issue 40, item 2: the active tests of the chosen jenis, a quantity each (the server prices them again).
  const tariff = useLabTariff(open);
  const [quantities, setQuantities] = useState<Quantities>({});
  const tests = (tariff.data ?? []).filter((t) => t.jenisUji === jenisUji);
  const picked = chosenItems(tests, quantities);
  const itemsError = !tried
    ? undefined
    : picked.wrong.length
      ? TARIFF_TEXT.quantityInvalid
      : tests.length && !picked.items.length
        ? TARIFF_TEXT.noTestChosen
        : undefined;

  const incomplete = (description: string) => {
    setTried(true);
    toast({ title: T.incompleteTitle, description, variant: 'destructive' });
  };
  const onSubmit = form.handleSubmit(
    async (values) => {
      const { suratPermohonan, ktp } = files;
      if (!suratPermohonan || !ktp) return incomplete(T.incomplete);
      if (picked.wrong.length) return incomplete(TARIFF_TEXT.quantityInvalid);
      if (tests.length && !picked.items.length) return incomplete(TARIFF_TEXT.noTestChosen);
      try {
        const created = await submit.mutateAsync({
          draft: {
            jenisUji: values.jenisUji,
            jenisUjiLainnya: values.jenisUji === 'Lainnya' ? values.jenisUjiLainnya : '',
            suratPermohonan,
            ktp,
            ktpConsent: 'ya',
            items: JSON.stringify(values.jenisUji === 'Lainnya' ? [] : picked.items),
            phone: values.phone,
            whatsapp: values.whatsapp,
            idempotencyKey,
          },
          upload: upload.begin(),
        });
        toast({
          title: T.successTitle,
          description: `${T.success} ${fillText(LAYANAN.trackingCodeLine, { code: created.trackingCode })}`,
          variant: 'success',
        });
        form.reset();
        setFiles(NO_FILES);
        setQuantities({});
        setTried(false);
        setResetKey((k) => k + 1);
        renewIdempotencyKey();
        onOpenChange(false);
        onSent?.(created.trackingCode);
      } catch (err) {
        // The dialog stays open with everything chosen, so the citizen can simply try again.
        if (isAbort(err)) toastUploadCancelled();
        else {
          applyServerErrors(form, err);
          toast({ title: LAYANAN.submitFailedTitle, description: errorMessage(err), variant: 'destructive' });
        }
      } finally {
        upload.end();
      }
    },
    (found) => {
      // The schema asks for the other test only once the boxes before it are right; the form says
      // everything that is missing at once.
      const { jenisUji: chosen, jenisUjiLainnya: other } = form.getValues();
      const otherMissing = chosen === 'Lainnya' && !other?.trim();
      if (otherMissing && !found.jenisUjiLainnya) form.setError('jenisUjiLainnya', { message: CONSENT.otherTestRequired });
      // The spec's sentence for what is missing; the consent has its own words.
      const onlyConsent = Object.keys(found).every((k) => k === 'ktpConsent') && !otherMissing && files.suratPermohonan && files.ktp;
      // A wrong phone alone is not a missing field: its own words.
      const onlyPhone = Object.keys(found).every((k) => k === 'phone') && !otherMissing && files.suratPermohonan && files.ktp;
      incomplete(onlyConsent ? CONSENT.ktpConsentRequired : onlyPhone ? (found.phone?.message ?? T.incomplete) : T.incomplete);
    },
  );

  const missingFile = (field: keyof Files) => (tried && !files[field] ? REQUIRED[field] : undefined);
  return (
    <FormDialog open={open} onOpenChange={(o) => !busy && onOpenChange(o)} title={T.dialogTitle} description={T.dialogDescription}>
      <form noValidate onSubmit={(e) => void onSubmit(e)} className="grid gap-4" aria-busy={busy}>
        {nextSteps.data && (
          <details className="rounded-lg border border-brand-100 bg-brand-50/50 p-3 text-sm text-slate-800">
            <summary className="cursor-pointer font-semibold text-brand-900">{CONSENT.nextTitle}</summary>
            {/* Sanitised by the server with the article allowlist. */}
            <div className="article-content mt-2 text-sm sm:text-sm" dangerouslySetInnerHTML={{ __html: nextSteps.data.content }} />
          </details>
        )}
        <Field label={T.jenisUji} required error={fieldMessage('jenisUji', errors.jenisUji?.message, T.incomplete)}>
          <SelectInput placeholder={T.jenisUjiPlaceholder} options={JENIS_UJI} disabled={busy} {...form.register('jenisUji')} />
        </Field>
        {jenisUji === 'Lainnya' && (
          <Field
            label={CONSENT.otherTest}
            hint={`${CONSENT.otherTestHint} ${TARIFF_TEXT.lainnyaPriced}`}
            required
            error={errors.jenisUjiLainnya?.message}
          >
            <TextInput maxLength={200} disabled={busy} {...form.register('jenisUjiLainnya')} />
          </Field>
        )}
        {jenisUji && jenisUji !== 'Lainnya' && tests.length > 0 && (
          <LabTestPicker
            tests={tests}
            quantities={quantities}
            onChange={setQuantities}
            error={itemsError}
            showWrong={tried}
            disabled={busy}
          />
        )}
        <FileField
          label={T.suratPermohonan}
          hint={T.fileHint}
          accept={LIMIT.accept}
          maxBytes={LIMIT.maxBytes}
          kind={T.suratPermohonanKind}
          required
          file={files.suratPermohonan}
          onChange={(f) => setFiles((d) => ({ ...d, suratPermohonan: f }))}
          error={missingFile('suratPermohonan')}
          resetKey={resetKey}
          disabled={busy}
        />
        <FileField
          label={T.ktp}
          hint={T.fileHint}
          accept={LIMIT.accept}
          maxBytes={LIMIT.maxBytes}
          kind={T.ktpKind}
          required
          file={files.ktp}
          onChange={(f) => setFiles((d) => ({ ...d, ktp: f }))}
          error={missingFile('ktp')}
          resetKey={resetKey}
          disabled={busy}
        />
        <Field check label={CONSENT.ktpConsent} error={errors.ktpConsent?.message}>
          <input
            type="checkbox"
            value="ya"
            required
            disabled={busy}
            className="mt-0.5 size-5 shrink-0 accent-brand-700"
            {...form.register('ktpConsent')}
          />
        </Field>
        <PhoneFields
          phone={form.register('phone')}
          whatsapp={form.register('whatsapp')}
          errors={{ phone: errors.phone?.message, whatsapp: errors.whatsapp?.message }}
          disabled={busy}
        />
        <PrivacyNotice />
        <LazyUploadProgressBar progress={upload.progress} onCancel={upload.cancel} />
        <FormActions className="mt-2" busy={busy} onCancel={() => onOpenChange(false)}>
          <Button type="submit" disabled={busy}>
            <Send aria-hidden className="size-4" />
            {busy ? LAYANAN.sending : T.submit}
          </Button>
        </FormActions>
      </form>
    </FormDialog>
  );
}
