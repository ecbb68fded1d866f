import { isAbort, toastUploadCancelled, useUploadControl } from '../../../components/upload-control.tsx';
import { formDataOf, uploadWithProgress } from '../../../components/upload-request.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Upload } from 'lucide-react';
import { useState } from 'react';
import { UPLOAD_LIMITS, type RequestStatus } from '../../../../shared/constants.ts';
import { DOCUMENTS } from '../../../../shared/issued-document-strings.ts';
import { FileField } from '../../../components/file-field.tsx';
import { IssuedDocumentList } from '../../../components/issued-document-list.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { UploadProgressBar } from '../../../components/upload-progress.tsx';
import { Field } from '../../../components/form/field.tsx';
import { TextInput } from '../../../components/ui/field.tsx';
import { ApiError, call, callOptions, client, errorMessage } from '../../../lib/api-client.ts';
import { useSigningInfo } from '../api/admin-requests.ts';

type Service = 'sirekanan' | 'ujilab';
const KIND = { sirekanan: 'reply_letter', ujilab: 'lab_result' } as const;
const ALLOWED: Record<Service, readonly RequestStatus[]> = { sirekanan: ['Selesai', 'Ditolak'], ujilab: ['Selesai'] };
const routesOf = (service: Service) => (service === 'sirekanan' ? client.admin.sirekanan : client.admin.ujilab)[':id'].documents;

/**
 * The reply letter (Sirekanan) or result report (Uji Lab) staff issue on a request (issue 13, items
 * 6–7): the ones issued so far, and a PDF to add once the status allows it. The server decides.
 */
export function IssuedDocuments({ service, id, status }: { service: Service; id: string; status: RequestStatus | null }) {
  const kind = KIND[service];
  const qc = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [resetKey, setResetKey] = useState(0);
  const [error, setError] = useState<string | undefined>();
  const queryKey = ['admin-requests', service, 'documents', id];
  const documents = useQuery({
    queryKey,
    queryFn: ({ signal }) => call(routesOf(service).$get({ param: { id } }, callOptions({ signal }))),
    staleTime: 0,
  });
  const control = useUploadControl();
  // With BSrE the document is signed as it is stored: the passphrase (or the seal's one-time code) is typed
  // here, kept in this component's state only and cleared after the upload (issue 40, item 5).
  const [passphrase, setPassphrase] = useState('');
  const [passphraseError, setPassphraseError] = useState<string | undefined>();
  const open = status !== null && ALLOWED[service].includes(status);
  const signing = useSigningInfo(service, open);
  const ask = signing.data?.ask ?? null;
  const upload = useMutation({
    mutationFn: (picked: File) =>
      uploadWithProgress(
        `/api/admin/${service}/${id}/documents`,
        formDataOf({ document: picked, ...(ask ? { passphrase } : {}) }),
        control.begin(),
      ).finally(() => {
        control.end();
        setPassphrase('');
      }),
    onSuccess: () => {
      toast({ title: DOCUMENTS.uploaded[kind], description: DOCUMENTS.uploadedDescription, variant: 'success' });
      setFile(null);
      setResetKey((k) => k + 1);
    },
    onError: (err) => {
      const fieldError = err instanceof ApiError ? err.fields?.passphrase : undefined;
      if (fieldError) return setPassphraseError(fieldError);
      if (isAbort(err)) return toastUploadCancelled();
      toast({ title: DOCUMENTS.uploadFailed, description: errorMessage(err), variant: 'destructive' });
    },
    onSettled: () => void qc.invalidateQueries({ queryKey }),
  });
  const hasCurrent = documents.data?.some((d) => !d.replacedAt) ?? false;

  return (
    <section aria-labelledby={`dokumen-${id}`} className="grid gap-3 border-t border-slate-200 pt-4">
      <h3 id={`dokumen-${id}`} className="font-bold text-slate-900">
        {DOCUMENTS.sectionTitle}
      </h3>
      {documents.isPending ? (
        <Spinner className="text-brand-700" />
      ) : documents.isError ? (
        <p className="text-sm text-red-800">{errorMessage(documents.error)}</p>
      ) : (
        <IssuedDocumentList documents={documents.data} showFingerprint />
      )}
      {open ? (
        <form
          noValidate
          className="grid gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            if (!file) return setError(DOCUMENTS.fileMissing);
            setError(undefined);
            setPassphraseError(undefined);
            upload.mutate(file);
          }}
        >
          <FileField
            label={DOCUMENTS.label[kind]}
            hint={DOCUMENTS.hint[kind]}
            accept={UPLOAD_LIMITS.issuedDocument.accept}
            maxBytes={UPLOAD_LIMITS.issuedDocument.maxBytes}
            kind={DOCUMENTS.kinds[kind]}
            file={file}
            onChange={setFile}
            resetKey={resetKey}
            disabled={upload.isPending}
            error={error}
          />
          {ask && (
            <Field
              label={ask === 'sealCode' ? DOCUMENTS.signing.sealCodeLabel : DOCUMENTS.signing.passphraseLabel}
              hint={DOCUMENTS.signing.passphraseHint}
              required
              error={passphraseError}
            >
              <TextInput
                type="password"
                name="passphrase"
                autoComplete={ask === 'sealCode' ? 'one-time-code' : 'off'}
                value={passphrase}
                onChange={(e) => {
                  setPassphrase(e.target.value);
                  setPassphraseError(undefined);
                }}
                disabled={upload.isPending}
              />
            </Field>
          )}
          <UploadProgressBar progress={control.progress} onCancel={control.cancel} />
          <Button type="submit" disabled={upload.isPending} className="justify-self-start">
            {upload.isPending ? <Spinner /> : <Upload aria-hidden className="size-4" />}
            {hasCurrent ? DOCUMENTS.replace[kind] : DOCUMENTS.upload[kind]}
          </Button>
        </form>
      ) : (
        <p className="rounded-md bg-slate-50 p-3 text-sm text-slate-700">{DOCUMENTS.notYet[kind]}</p>
      )}
    </section>
  );
}
