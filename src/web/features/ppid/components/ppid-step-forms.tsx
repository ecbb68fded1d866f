import { Plus } from 'lucide-react';
import { useState } from 'react';
import { PPID_ADMIN } from '../../../../shared/ppid-admin-strings.ts';
import {
  ppidAnswerSchema,
  ppidExtendSchema,
  ppidRejectSchema,
  type PpidExtendInput,
  type PpidRejectBody,
} from '../../../../shared/ppid-schemas.ts';
import { EXEMPTION_LABELS, PPID } from '../../../../shared/ppid-strings.ts';
import { PPID_UPLOAD_LIMITS } from '../../../../shared/ppid-uploads.ts';
import { EXEMPTIONS, PPID_ANSWER_FILES_MAX, PPID_EXTENSION_MAX_DAYS, PPID_LIMITS as L } from '../../../../shared/ppid.ts';
import { FileField } from '../../../components/file-field.tsx';
import { Field } from '../../../components/form/field.tsx';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { Button } from '../../../components/ui/button.tsx';
import { inputClass, TextArea, TextInput } from '../../../components/ui/field.tsx';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { cn } from '../../../lib/cn.ts';
import { FormButtons } from './ppid-admin-parts.tsx';

const A = PPID_ADMIN.admin;

/**
 * What a step's form is given: `onSubmit` sends the step and rejects when the server refused it (the
 * dialog has already said why in a toast); the form then puts the server's field messages on its boxes.
 */
type StepFormProps<T> = { busy: boolean; onCancel: () => void; onSubmit: (input: T) => Promise<void> };

/** Perpanjang: up to 7 more working days, once, with the reason the requester reads. */
export function ExtendForm({ busy, onCancel, onSubmit }: StepFormProps<PpidExtendInput>) {
  const form = useZodForm(ppidExtendSchema, { defaultValues: { days: String(PPID_EXTENSION_MAX_DAYS), reason: '' } });
  const { errors } = form.formState;
  const submit = form.handleSubmit((input) => onSubmit(input).catch((err: unknown) => void applyServerErrors(form, err)));
  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="grid gap-3 border-t border-slate-200 pt-4">
      <Field label={A.extendDays} required error={errors.days?.message}>
        <TextInput type="number" min={1} max={PPID_EXTENSION_MAX_DAYS} className="w-28" {...form.register('days')} />
      </Field>
      <Field label={A.extendReason} required error={errors.reason?.message}>
        <TextArea maxLength={L.reason} {...form.register('reason')} />
      </Field>
      <FormButtons busy={busy} onCancel={onCancel} label={A.extend} />
    </form>
  );
}

/** Tolak: the Pasal 17 exemption it rests on, and an optional explanation. */
export function RejectForm({ busy, onCancel, onSubmit }: StepFormProps<PpidRejectBody>) {
  const form = useZodForm(ppidRejectSchema, { defaultValues: { note: '' } });
  const { errors } = form.formState;
  const submit = form.handleSubmit(({ basis, note }) =>
    onSubmit({ basis, note: note ?? undefined }).catch((err: unknown) => void applyServerErrors(form, err)),
  );
  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="grid gap-3 border-t border-slate-200 pt-4">
      <Field label={A.rejectBasis} required error={errors.basis?.message}>
        {/* Nothing chosen at first: the placeholder, not the first exemption a browser would pick. */}
        <select defaultValue="" className={cn(inputClass, 'min-h-11')} {...form.register('basis')}>
          <option value="" disabled>
            {A.rejectBasisRequired}
          </option>
          {EXEMPTIONS.map((b) => (
            <option key={b} value={b}>
              {EXEMPTION_LABELS[b]}
            </option>
          ))}
        </select>
      </Field>
      <Field label={A.rejectNote} error={errors.note?.message}>
        <TextArea maxLength={L.reason} {...form.register('note')} />
      </Field>
      <FormButtons busy={busy} onCancel={onCancel} label={A.reject} variant="danger" />
    </form>
  );
}

/** Jawab: the answer, and up to three attachments added one box at a time. */
export function AnswerForm({ busy, onCancel, onSubmit }: StepFormProps<{ answer: string; files: File[] }>) {
  const form = useZodForm(ppidAnswerSchema, { defaultValues: { answer: '' } });
  // The attachments are files, outside the schema (the server checks them as files); one slot per box shown.
  const [files, setFiles] = useState<(File | null)[]>([null]);
  const limit = PPID_UPLOAD_LIMITS.ppidAnswer;
  const submit = form.handleSubmit(({ answer }) =>
    onSubmit({ answer, files: files.filter((f): f is File => f !== null) }).catch((err: unknown) => void applyServerErrors(form, err)),
  );
  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="grid gap-3 border-t border-slate-200 pt-4">
      <Field label={A.answerText} required error={form.formState.errors.answer?.message}>
        <TextArea maxLength={L.answer} {...form.register('answer')} />
      </Field>
      {files.map((f, i) => (
        <FileField
          key={i}
          label={`${PPID.mine.attachments} ${i + 1}`}
          hint={A.answerFiles}
          accept={limit.accept}
          maxBytes={limit.maxBytes}
          kind={PPID.mine.attachments}
          file={f}
          onChange={(picked) => setFiles((all) => all.map((x, j) => (j === i ? picked : x)))}
          disabled={busy}
        />
      ))}
      {files.length < PPID_ANSWER_FILES_MAX && files.every(Boolean) && (
        <Button variant="ghost" onClick={() => setFiles((all) => [...all, null])} className="justify-self-start">
          <Plus aria-hidden className="size-4" />
          {PPID.mine.attachments}
        </Button>
      )}
      <FormButtons busy={busy} onCancel={onCancel} label={A.answer} />
    </form>
  );
}
