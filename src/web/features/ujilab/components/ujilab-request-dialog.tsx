import { REQUIRED } from '../../../../shared/consent-strings.ts';
import { LazyUploadProgressBar, isAbort, toastUploadCancelled, useUploadControl } from '../../../components/upload-control.tsx';
import { Send } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { JENIS_UJI, UPLOAD_LIMITS, type JenisUji } from '../../../../shared/constants.ts';
import { COMMON, fillText } from '../../../../shared/strings.ts';
import { LAYANAN } from '../../../../shared/layanan-strings.ts';
import { LAYANAN_UJILAB } from '../../../../shared/layanan-ujilab-strings.ts';
import { FileField } from '../../../components/file-field.tsx';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Field, SelectInput, TextInput } from '../../../components/ui/field.tsx';
import { PrivacyNotice } from '../../../components/privacy-notice.tsx';
import { CONSENT } from '../../../../shared/consent-strings.ts';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useIdempotencyKey } from '../../../lib/use-idempotency-key.ts';
import { useSubmitUjilabRequest, useUjilabNextSteps } from '../api/ujilab-requests.ts';

const T = LAYANAN_UJILAB;
const LIMIT = UPLOAD_LIMITS.labDocument;

type Draft = { jenisUji: JenisUji | ''; other: string; suratPermohonan: File | null; ktp: File | null; consent: boolean };
const EMPTY: Draft = { jenisUji: '', other: '', suratPermohonan: null, ktp: null, consent: false };

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
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [tried, setTried] = useState(false);
  const [resetKey, setResetKey] = useState(0);
  const [idempotencyKey, renewIdempotencyKey] = useIdempotencyKey();
  const busy = submit.isPending;
  const upload = useUploadControl();
  const nextSteps = useUjilabNextSteps(open);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const { jenisUji, suratPermohonan, ktp, consent } = draft;
    const other = draft.other.trim();
    if (!jenisUji || !suratPermohonan || !ktp || (jenisUji === 'Lainnya' && !other) || !consent) {
      setTried(true);
      // The spec's sentence for what is missing; the consent has its own words.
      const onlyConsent = jenisUji && suratPermohonan && ktp && (jenisUji !== 'Lainnya' || other);
      toast({ title: T.incompleteTitle, description: onlyConsent ? CONSENT.ktpConsentRequired : T.incomplete, variant: 'destructive' });
      return;
    }
    try {
      const created = await submit.mutateAsync({
        draft: { jenisUji, jenisUjiLainnya: jenisUji === 'Lainnya' ? other : '', suratPermohonan, ktp, ktpConsent: 'ya', idempotencyKey },
        upload: upload.begin(),
      });
      toast({
        title: T.successTitle,
        description: `${T.success} ${fillText(LAYANAN.trackingCodeLine, { code: created.trackingCode })}`,
        variant: 'success',
      });
      setDraft(EMPTY);
      setTried(false);
      setResetKey((k) => k + 1);
      renewIdempotencyKey();
      onOpenChange(false);
      onSent?.(created.trackingCode);
    } catch (err) {
      // The dialog stays open with everything chosen, so the citizen can simply try again.
      if (isAbort(err)) toastUploadCancelled();
      else toast({ title: LAYANAN.submitFailedTitle, description: errorMessage(err), variant: 'destructive' });
    } finally {
      upload.end();
    }
  };

  const missing = (v: unknown, field: keyof typeof REQUIRED) => (tried && !v ? REQUIRED[field] : undefined);
  return (
    <FormDialog open={open} onOpenChange={(o) => !busy && onOpenChange(o)} title={T.dialogTitle} description={T.dialogDescription}>
      <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-busy={busy}>
        {nextSteps.data && (
          <details className="rounded-lg border border-brand-100 bg-brand-50/50 p-3 text-sm text-slate-800">
            <summary className="cursor-pointer font-semibold text-brand-900">{CONSENT.nextTitle}</summary>
            {/* Sanitised by the server with the article allowlist. */}
            <div className="article-content mt-2 text-sm sm:text-sm" dangerouslySetInnerHTML={{ __html: nextSteps.data.content }} />
          </details>
        )}
        <Field label={T.jenisUji} required error={missing(draft.jenisUji, 'jenisUji')}>
          {(id, describedBy) => (
            <SelectInput
              id={id}
              name="jenisUji"
              aria-describedby={describedBy}
              aria-invalid={!!missing(draft.jenisUji, 'jenisUji')}
              placeholder={T.jenisUjiPlaceholder}
              options={JENIS_UJI}
              value={draft.jenisUji}
              onChange={(e) => setDraft((d) => ({ ...d, jenisUji: e.target.value as JenisUji }))}
              disabled={busy}
            />
          )}
        </Field>
        {draft.jenisUji === 'Lainnya' && (
          <Field
            label={CONSENT.otherTest}
            hint={CONSENT.otherTestHint}
            required
            error={tried && !draft.other.trim() ? CONSENT.otherTestRequired : undefined}
          >
            {(id, describedBy) => (
              <TextInput
                id={id}
                name="jenisUjiLainnya"
                value={draft.other}
                maxLength={200}
                onChange={(e) => setDraft((d) => ({ ...d, other: e.target.value }))}
                aria-describedby={describedBy}
                aria-invalid={(tried && !draft.other.trim()) || undefined}
                disabled={busy}
              />
            )}
          </Field>
        )}
        <FileField
          label={T.suratPermohonan}
          hint={T.fileHint}
          accept={LIMIT.accept}
          maxBytes={LIMIT.maxBytes}
          kind={T.suratPermohonanKind}
          required
          file={draft.suratPermohonan}
          onChange={(f) => setDraft((d) => ({ ...d, suratPermohonan: f }))}
          error={missing(draft.suratPermohonan, 'suratPermohonan')}
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
          file={draft.ktp}
          onChange={(f) => setDraft((d) => ({ ...d, ktp: f }))}
          error={missing(draft.ktp, 'ktp')}
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
              onChange={(e) => setDraft((d) => ({ ...d, consent: e.target.checked }))}
              aria-invalid={(tried && !draft.consent) || undefined}
              aria-describedby={tried && !draft.consent ? 'ktp-consent-error' : undefined}
              required
              disabled={busy}
              className="mt-0.5 size-5 shrink-0 accent-brand-700"
            />
            <span>{CONSENT.ktpConsent}</span>
          </label>
          {tried && !draft.consent && (
            <p id="ktp-consent-error" className="text-sm text-red-700">
              {CONSENT.ktpConsentRequired}
            </p>
          )}
        </div>
        <PrivacyNotice />
        <LazyUploadProgressBar progress={upload.progress} onCancel={upload.cancel} />
        <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" disabled={busy} onClick={() => onOpenChange(false)}>
            {COMMON.cancel}
          </Button>
          <Button type="submit" disabled={busy}>
            <Send aria-hidden className="size-4" />
            {busy ? LAYANAN.sending : T.submit}
          </Button>
        </div>
      </form>
    </FormDialog>
  );
}
