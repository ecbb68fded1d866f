import { useState } from 'react';
import { PPID_ADMIN } from '../../../../shared/ppid-admin-strings.ts';
import { dipInputSchema } from '../../../../shared/ppid-schemas.ts';
import { PPID, PPID_CATEGORY_LABELS } from '../../../../shared/ppid-strings.ts';
import { PPID_UPLOAD_LIMITS } from '../../../../shared/ppid-uploads.ts';
import { DIP_CATEGORIES, PPID_LIMITS as L, type DipDocument } from '../../../../shared/ppid.ts';
import { FileField } from '../../../components/file-field.tsx';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { Field } from '../../../components/form/field.tsx';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { inputClass, TextArea, TextInput } from '../../../components/ui/field.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { LazyUploadProgressBar, isAbort, toastUploadCancelled, useUploadControl } from '../../../components/upload-control.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { useSaveDip } from '../api/ppid.ts';
import { FormButtons } from './ppid-admin-parts.tsx';

const A = PPID_ADMIN.admin;
const D = PPID_ADMIN.dipAdmin;

const DIP_TEXT_FIELDS = ['nomor', 'ringkasan', 'pejabat', 'penanggungJawab', 'waktuTempat', 'bentuk', 'jangkaWaktu'] as const;

const valuesOf = (doc: DipDocument | null) => ({
  category: doc?.category ?? 'berkala',
  nomor: doc?.nomor ?? '',
  ringkasan: doc?.ringkasan ?? '',
  pejabat: doc?.pejabat ?? '',
  penanggungJawab: doc?.penanggungJawab ?? '',
  waktuTempat: doc?.waktuTempat ?? '',
  bentuk: doc?.bentuk ?? '',
  jangkaWaktu: doc?.jangkaWaktu ?? '',
  published: doc?.published ?? false,
  removeFile: false,
});

/** A DIP entry, new or edited: its columns, its document (kept, replaced or removed) and whether it is public. */
export function DipDialog({ document: doc, onClose }: { document: DipDocument | null; onClose: () => void }) {
  const save = useSaveDip();
  const upload = useUploadControl();
  const form = useZodForm(dipInputSchema, { defaultValues: valuesOf(doc) });
  const { errors } = form.formState;
  // The document is a file, outside the schema (the server checks it as a file).
  const [dokumen, setDokumen] = useState<File | null>(null);
  const busy = save.isPending;
  const title = doc ? D.dialogEdit : D.dialogAdd;
  const submit = form.handleSubmit(
    async (input) => {
      try {
        await save.mutateAsync({ id: doc?.id ?? null, draft: { ...input, dokumen }, upload: upload.begin() });
        toast({ title: A.savedTitle, description: doc ? D.updated : D.created, variant: 'success' });
        onClose();
      } catch (err) {
        if (isAbort(err)) toastUploadCancelled();
        else {
          applyServerErrors(form, err);
          toast({ title, description: errorMessage(err), variant: 'destructive' });
        }
      } finally {
        upload.end();
      }
    },
    () => toast({ title: D.incompleteTitle, description: D.fieldRequired, variant: 'destructive' }),
  );
  const limit = PPID_UPLOAD_LIMITS.dipDocument;
  return (
    <FormDialog open onOpenChange={(o) => !o && !busy && onClose()} title={title}>
      <form noValidate onSubmit={(e) => void submit(e)} className="grid gap-4" aria-busy={busy}>
        <Field label={PPID.dip.category} required error={errors.category?.message}>
          <select className={cn(inputClass, 'min-h-11')} {...form.register('category')}>
            {DIP_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {PPID_CATEGORY_LABELS[c]}
              </option>
            ))}
          </select>
        </Field>
        {DIP_TEXT_FIELDS.map((f) => (
          <Field key={f} label={PPID.dip[f]} required error={errors[f]?.message}>
            {f === 'ringkasan' ? (
              <TextArea maxLength={L.dipText} className="min-h-20" {...form.register(f)} />
            ) : (
              <TextInput maxLength={f === 'nomor' ? L.dipNomor : L.dipText} {...form.register(f)} />
            )}
          </Field>
        ))}
        <FileField
          label={D.file}
          hint={doc?.fileName ? `${doc.fileName} · ${D.fileKept}` : D.file}
          accept={limit.accept}
          maxBytes={limit.maxBytes}
          kind={D.documentKind}
          name="dokumen"
          file={dokumen}
          onChange={setDokumen}
          disabled={busy}
        />
        {doc?.fileName && !dokumen && (
          <Field label={D.removeFile} check>
            <input type="checkbox" className="size-5 accent-brand-700" {...form.register('removeFile')} />
          </Field>
        )}
        <Field label={D.publish} check>
          <input type="checkbox" className="size-5 accent-brand-700" {...form.register('published')} />
        </Field>
        <LazyUploadProgressBar progress={upload.progress} onCancel={upload.cancel} />
        <FormButtons busy={busy} onCancel={onClose} label={D.save} />
      </form>
    </FormDialog>
  );
}
