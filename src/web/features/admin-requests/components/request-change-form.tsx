import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Mail, Save } from 'lucide-react';
import { useState } from 'react';
import {
  requestChangeFormSchema,
  type RequestChangePreview,
  type RequestChangeResult,
  type RequestKind,
} from '../../../../shared/admin-schemas.ts';
import { INTERNAL_NOTE_MAX, PUBLIC_NOTE_MAX, UPLOAD_LIMITS, type RequestStatus } from '../../../../shared/constants.ts';
import { FORWARDING } from '../../../../shared/forwarding-strings.ts';
import { attachmentOf, STATUS_RULES, statusesFrom } from '../../../../shared/request-transitions.ts';
import { REQUEST_CHANGE } from '../../../../shared/status-note-strings.ts';
import { STATUS_NEW } from '../../../../shared/strings.ts';
import { FileField } from '../../../components/file-field.tsx';
import { Field } from '../../../components/form/field.tsx';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { Button } from '../../../components/ui/button.tsx';
import { TextArea, TextInput } from '../../../components/ui/field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { isAbort, toastUploadCancelled, useUploadControl } from '../../../components/upload-control.tsx';
import { UploadProgressBar } from '../../../components/upload-progress.tsx';
import { formDataOf, uploadWithProgress } from '../../../components/upload-request.ts';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { DOCUMENTS } from '../../../../shared/issued-document-strings.ts';
import { previewChange, useSigningInfo } from '../api/admin-requests.ts';

const T = REQUEST_CHANGE;
const NOTE_NEEDED: readonly RequestStatus[] = ['Ditolak', 'Perlu Dilengkapi'];

/**
 * One change of a request (issue 38, item 1): the status, the note the requester reads, staff's own
 * note and the service's document, saved together as one step of the history with one e-mail, which
 * staff can read first ("Pratinjau Email"). Nothing is saved until "Simpan Perubahan".
 */
export function RequestChangeForm({
  kind,
  id,
  code,
  status,
}: {
  kind: RequestKind;
  id: string;
  code: string;
  status: RequestStatus | null;
}) {
  const qc = useQueryClient();
  const rule = attachmentOf(kind);
  const form = useZodForm(requestChangeFormSchema, {
    defaultValues: { status: status ?? 'Diajukan', note: '', internalNote: '' },
    reValidateMode: 'onSubmit',
  });
  const chosen = form.watch('status');
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const [resetKey, setResetKey] = useState(0);
  const [preview, setPreview] = useState<RequestChangePreview | null>(null);
  const control = useUploadControl();
  const takesFile = rule.accepts.includes(chosen);
  // With BSrE, a document is signed as it is saved: staff type the passphrase (or the seal's one-time code)
  // here. It lives in this component's state only, is sent with this one change and cleared after it.
  const [passphrase, setPassphrase] = useState('');
  const [passphraseError, setPassphraseError] = useState<string | undefined>();
  const signing = useSigningInfo(kind, takesFile && rule.kind !== 'after_photo');
  const asksPassphrase = takesFile && file !== null && rule.kind !== 'after_photo' && signing.data?.ask != null;
  const fields = (v: { status: RequestStatus; note?: string | undefined; internalNote?: string | undefined }) => ({
    status: v.status,
    from: status ?? ('none' as const),
    note: v.note ?? '',
    internalNote: v.internalNote ?? '',
  });
  const showError = (err: unknown) => {
    const fieldErrors = err instanceof ApiError ? err.fields : undefined;
    if (fieldErrors?.document) setFileError(fieldErrors.document);
    if (fieldErrors?.passphrase) setPassphraseError(fieldErrors.passphrase);
    if (!applyServerErrors(form, err) && !fieldErrors?.document && !fieldErrors?.passphrase) {
      toast({ title: T.failed, description: errorMessage(err), variant: 'destructive' });
    }
  };

  const save = useMutation({
    mutationFn: (v: Parameters<typeof fields>[0]) =>
      uploadWithProgress<RequestChangeResult>(
        `/api/admin/${kind}/${id}/changes`,
        formDataOf({ ...fields(v), ...(takesFile && file ? { document: file } : {}), ...(asksPassphrase ? { passphrase } : {}) }),
        control.begin(),
      ).finally(() => {
        control.end();
        setPassphrase('');
      }),
    onSuccess: (result) => {
      toast({ title: T.saved, description: result.mailed ? T.savedMailed : T.savedQuiet, variant: 'success' });
      form.reset({ status: result.status, note: '', internalNote: '' });
      setFile(null);
      setResetKey((k) => k + 1);
      setPreview(null);
    },
    onError: (err) => (isAbort(err) ? toastUploadCancelled() : showError(err)),
    onSettled: (_data, err) => {
      void qc.invalidateQueries({ queryKey: ['admin-requests', kind] });
      void qc.invalidateQueries({ queryKey: ['admin', 'notifications'] });
      if (!(err instanceof ApiError && err.status === 409)) void qc.invalidateQueries({ queryKey: ['admin', 'summary'] });
    },
  });
  const look = useMutation({
    mutationFn: (v: Parameters<typeof fields>[0]) => previewChange(kind, id, { ...fields(v), withAttachment: takesFile && file !== null }),
    onSuccess: setPreview,
    onError: showError,
  });

  const busy = save.isPending || look.isPending;
  const submit = form.handleSubmit((v) => {
    setFileError(undefined);
    setPassphraseError(undefined);
    save.mutate(v);
  });
  const showPreview = form.handleSubmit((v) => {
    setFileError(undefined);
    look.mutate(v);
  });
  const noteNeeded = NOTE_NEEDED.includes(chosen) && chosen !== status;
  const hint = noteNeeded ? T.publicNoteHintNeeded[chosen as 'Ditolak' | 'Perlu Dilengkapi'] : T.publicNoteHint;

  return (
    <section
      aria-labelledby="ubah-status"
      data-testid="ubah-status"
      className="grid gap-4 rounded-xl border-2 border-brand-600 bg-white p-5 shadow-sm"
    >
      <div className="grid gap-1">
        <h2 id="ubah-status" className="text-lg font-bold text-brand-900">
          {T.title}
        </h2>
        <p className="text-sm text-slate-600">{T.intro}</p>
      </div>
      <form noValidate onSubmit={(e) => void submit(e)} className="grid gap-4" aria-label={`${T.title} ${code}`}>
        <Field label={T.statusLabel} error={form.formState.errors.status?.message}>
          <select
            {...form.register('status', { onChange: () => setPreview(null) })}
            className="min-h-11 rounded-md border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-900 focus:ring-2 focus:ring-brand-600/30 focus:outline-none"
          >
            {statusesFrom(kind, status).map((s) => (
              <option key={s} value={s}>
                {s === status ? `${s} (sekarang)` : s}
              </option>
            ))}
            {status === null && (
              <option value="" disabled>
                {STATUS_NEW}
              </option>
            )}
          </select>
        </Field>
        {/* Issue 39: "bukan kewenangan" names who, by a forwarding, not a bare Ditolak. */}
        {chosen === 'Ditolak' && STATUS_RULES[kind].forwards && (
          <p className="rounded-md bg-violet-50 p-3 text-sm text-violet-900">{FORWARDING.panel.notOurs}</p>
        )}
        <Field label={T.publicNoteLabel} hint={hint} required={noteNeeded} error={form.formState.errors.note?.message}>
          <TextArea maxLength={PUBLIC_NOTE_MAX} className="min-h-20" {...form.register('note', { onChange: () => setPreview(null) })} />
        </Field>
        {takesFile && (
          <FileField
            label={T.attachmentLabel[rule.kind]}
            hint={T.attachmentHint[rule.kind]}
            accept={rule.kind === 'after_photo' ? UPLOAD_LIMITS.damagePhoto.accept : UPLOAD_LIMITS.issuedDocument.accept}
            maxBytes={rule.kind === 'after_photo' ? UPLOAD_LIMITS.damagePhoto.maxBytes : UPLOAD_LIMITS.issuedDocument.maxBytes}
            kind={T.attachmentTitle[rule.kind]}
            required={rule.requiredFor.includes(chosen) && chosen !== status}
            file={file}
            onChange={(f) => {
              setFile(f);
              setFileError(undefined);
              setPreview(null);
            }}
            resetKey={resetKey}
            disabled={busy}
            error={fileError}
          />
        )}
        {asksPassphrase && (
          <Field
            label={signing.data?.ask === 'sealCode' ? DOCUMENTS.signing.sealCodeLabel : DOCUMENTS.signing.passphraseLabel}
            hint={DOCUMENTS.signing.passphraseHint}
            required
            error={passphraseError}
          >
            <TextInput
              type="password"
              name="passphrase"
              autoComplete={signing.data?.ask === 'sealCode' ? 'one-time-code' : 'off'}
              value={passphrase}
              onChange={(e) => {
                setPassphrase(e.target.value);
                setPassphraseError(undefined);
              }}
              disabled={busy}
            />
          </Field>
        )}
        <Field label={T.internalNoteLabel} hint={T.internalNoteHint} error={form.formState.errors.internalNote?.message}>
          <TextArea maxLength={INTERNAL_NOTE_MAX} className="min-h-16" {...form.register('internalNote')} />
        </Field>
        <UploadProgressBar progress={control.progress} onCancel={control.cancel} />
        {preview && <MailPreview preview={preview} withFile={takesFile && file !== null} name={T.attachmentName[rule.kind]} />}
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="secondary" disabled={busy} onClick={() => void showPreview()}>
            {look.isPending ? <Spinner className="size-4" /> : <Mail aria-hidden className="size-4" />}
            {T.preview}
          </Button>
          <Button type="submit" disabled={busy}>
            {save.isPending ? <Spinner className="size-4" /> : <Save aria-hidden className="size-4" />}
            {T.save}
          </Button>
        </div>
      </form>
    </section>
  );
}

function MailPreview({ preview, withFile, name }: { preview: RequestChangePreview; withFile: boolean; name: string }) {
  const mail = preview.mail;
  return (
    <section
      aria-label={T.previewTitle}
      aria-live="polite"
      className="grid gap-2 rounded-md border border-brand-200 bg-brand-50/40 p-3 text-sm"
    >
      <h4 className="font-semibold text-brand-900">{T.previewTitle}</h4>
      {mail ? (
        <>
          <dl className="grid gap-1 sm:grid-cols-[6rem_1fr]">
            <dt className="text-slate-600">{T.previewTo}</dt>
            <dd className="break-all text-slate-900">{mail.to}</dd>
            <dt className="text-slate-600">{T.previewSubject}</dt>
            <dd className="font-medium text-slate-900">{mail.subject}</dd>
          </dl>
          <pre className="max-h-72 overflow-y-auto font-sans break-words whitespace-pre-wrap text-slate-800">{mail.text}</pre>
          {withFile && <p className="text-slate-600">{T.previewAttachment(name)}</p>}
        </>
      ) : (
        <p className="text-slate-700">{T.previewNone}</p>
      )}
    </section>
  );
}
