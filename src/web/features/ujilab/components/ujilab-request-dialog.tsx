import { LazyUploadProgressBar, isAbort, toastUploadCancelled, useUploadControl } from '../../../components/upload-control.tsx';
import { Send } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { JENIS_UJI, UPLOAD_LIMITS, type JenisUji } from '../../../../shared/constants.ts';
import { COMMON, fillText, LAYANAN } from '../../../../shared/strings.ts';
import { FileField } from '../../../components/file-field.tsx';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Field, SelectInput } from '../../../components/ui/field.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useIdempotencyKey } from '../../../lib/use-idempotency-key.ts';
import { useSubmitUjilabRequest } from '../api/ujilab-requests.ts';

const T = LAYANAN.ujilab;
const LIMIT = UPLOAD_LIMITS.labDocument;

type Draft = { jenisUji: JenisUji | ''; suratPermohonan: File | null; ktp: File | null };
const EMPTY: Draft = { jenisUji: '', suratPermohonan: null, ktp: null };

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

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const { jenisUji, suratPermohonan, ktp } = draft;
    if (!jenisUji || !suratPermohonan || !ktp) {
      setTried(true);
      toast({ title: T.incompleteTitle, description: T.incomplete, variant: 'destructive' });
      return;
    }
    try {
      const created = await submit.mutateAsync({ draft: { jenisUji, suratPermohonan, ktp, idempotencyKey }, upload: upload.begin() });
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

  const missing = (v: unknown) => (tried && !v ? T.fieldRequired : undefined);
  return (
    <FormDialog open={open} onOpenChange={(o) => !busy && onOpenChange(o)} title={T.dialogTitle} description={T.dialogDescription}>
      <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-busy={busy}>
        <Field label={T.jenisUji} required error={missing(draft.jenisUji)}>
          {(id, describedBy) => (
            <SelectInput
              id={id}
              name="jenisUji"
              aria-describedby={describedBy}
              aria-invalid={!!missing(draft.jenisUji)}
              placeholder={T.jenisUjiPlaceholder}
              options={JENIS_UJI}
              value={draft.jenisUji}
              onChange={(e) => setDraft((d) => ({ ...d, jenisUji: e.target.value as JenisUji }))}
              disabled={busy}
            />
          )}
        </Field>
        <FileField
          label={T.suratPermohonan}
          hint={T.fileHint}
          accept={LIMIT.accept}
          maxBytes={LIMIT.maxBytes}
          kind={T.suratPermohonanKind}
          required
          file={draft.suratPermohonan}
          onChange={(f) => setDraft((d) => ({ ...d, suratPermohonan: f }))}
          error={missing(draft.suratPermohonan)}
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
          error={missing(draft.ktp)}
          resetKey={resetKey}
          disabled={busy}
        />
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
