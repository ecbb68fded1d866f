import { Plus } from 'lucide-react';
import { useState } from 'react';
import { PPID_ADMIN } from '../../../../shared/ppid-admin-strings.ts';
import {
  ppidAnswerSchema,
  ppidCarryOutSchema,
  ppidExtendSchema,
  ppidObjectionAnswerSchema,
  ppidRejectSchema,
  type PpidExtendInput,
  type PpidObjectionAnswerBody,
  type PpidRejectBody,
} from '../../../../shared/ppid-schemas.ts';
import { ANSWER_TYPE_LABELS, EXEMPTION_LABELS, OBJECTION_DECISION_LABELS, PPID } from '../../../../shared/ppid-strings.ts';
import { PPID_UPLOAD_LIMITS } from '../../../../shared/ppid-uploads.ts';
import {
  EXEMPTIONS,
  GIVEN_ANSWER_TYPES,
  OBJECTION_DECISIONS,
  ORDER_DAYS_MAX,
  PPID_ANSWER_FILES_MAX,
  PPID_EXTENSION_MAX_DAYS,
  PPID_LIMITS as L,
} from '../../../../shared/ppid.ts';
import type { PpidAnswerDraft } from '../api/ppid.ts';
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

/** Up to three attachments, added one box at a time (files, outside the schema: the server checks them as files). */
function AttachmentBoxes({ files, setFiles, busy }: { files: (File | null)[]; setFiles: (f: (File | null)[]) => void; busy: boolean }) {
  const limit = PPID_UPLOAD_LIMITS.ppidAnswer;
  return (
    <>
      {files.map((f, i) => (
        <FileField
          key={i}
          label={`${PPID.mine.attachments} ${i + 1}`}
          hint={A.answerFiles}
          accept={limit.accept}
          maxBytes={limit.maxBytes}
          kind={PPID.mine.attachments}
          file={f}
          onChange={(picked) => setFiles(files.map((x, j) => (j === i ? picked : x)))}
          disabled={busy}
        />
      ))}
      {files.length < PPID_ANSWER_FILES_MAX && files.every(Boolean) && (
        <Button variant="ghost" onClick={() => setFiles([...files, null])} className="justify-self-start">
          <Plus aria-hidden className="size-4" />
          {PPID.mine.attachments}
        </Button>
      )}
    </>
  );
}

const picked = (files: (File | null)[]) => files.filter((f): f is File => f !== null);

/**
 * Jawab (Perki 1/2021): granted in full, in part (what is withheld, its Pasal 17 exemption and the
 * consequence test), or not held (and who holds it); the text the requester reads, and attachments.
 */
export function AnswerForm({ busy, onCancel, onSubmit }: StepFormProps<{ input: PpidAnswerDraft; files: File[] }>) {
  const form = useZodForm(ppidAnswerSchema, {
    defaultValues: { type: 'dikabulkan', answer: '', basis: '', withheld: '', holder: '' },
  });
  const { errors } = form.formState;
  const [files, setFiles] = useState<(File | null)[]>([null]);
  const type = form.watch('type');
  const submit = form.handleSubmit((v) =>
    onSubmit({
      input: { type: v.type, answer: v.answer, basis: v.basis ?? '', withheld: v.withheld ?? '', holder: v.holder ?? '' },
      files: picked(files),
    }).catch((err: unknown) => void applyServerErrors(form, err)),
  );
  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="grid gap-3 border-t border-slate-200 pt-4">
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium text-slate-800">
          {A.answerType}{' '}
          <span aria-hidden className="text-red-700">
            *
          </span>
        </legend>
        {GIVEN_ANSWER_TYPES.map((t) => (
          <label key={t} className="flex min-h-11 items-center gap-2 rounded-md border border-slate-200 px-3 text-sm text-slate-900">
            <input type="radio" value={t} className="size-4" {...form.register('type')} />
            {ANSWER_TYPE_LABELS[t]}
          </label>
        ))}
        {errors.type?.message && <p className="text-sm text-red-700">{errors.type.message}</p>}
      </fieldset>
      <Field
        label={type === 'tidak-dikuasai' ? A.answerNotice : type === 'sebagian' ? A.answerGiven : A.answerText}
        required
        error={errors.answer?.message}
      >
        <TextArea maxLength={L.answer} {...form.register('answer')} />
      </Field>
      {type === 'sebagian' && (
        <>
          <Field label={A.withheld} required error={errors.withheld?.message}>
            <TextArea maxLength={L.withheld} {...form.register('withheld')} />
          </Field>
          <Field label={A.withheldBasis} required error={errors.basis?.message}>
            <select className={cn(inputClass, 'min-h-11')} {...form.register('basis')}>
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
        </>
      )}
      {type === 'tidak-dikuasai' && (
        <Field label={A.holder} error={errors.holder?.message}>
          <TextInput maxLength={L.holder} {...form.register('holder')} />
        </Field>
      )}
      {type !== 'tidak-dikuasai' && <AttachmentBoxes files={files} setFiles={setFiles} busy={busy} />}
      <FormButtons busy={busy} onCancel={onCancel} label={A.answer} />
    </form>
  );
}

/** Laksanakan putusan keberatan: what the requester is told, and the documents the superior ordered. */
export function CarryOutForm({ busy, onCancel, onSubmit }: StepFormProps<{ note: string; files: File[] }>) {
  const form = useZodForm(ppidCarryOutSchema, { defaultValues: { note: '' } });
  const [files, setFiles] = useState<(File | null)[]>([null]);
  const submit = form.handleSubmit(({ note }) =>
    onSubmit({ note, files: picked(files) }).catch((err: unknown) => void applyServerErrors(form, err)),
  );
  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="grid gap-3 border-t border-slate-200 pt-4">
      <Field label={A.carryOutNote} required error={form.formState.errors.note?.message}>
        <TextArea maxLength={L.answer} {...form.register('note')} />
      </Field>
      <AttachmentBoxes files={files} setFiles={setFiles} busy={busy} />
      <FormButtons busy={busy} onCancel={onCancel} label={A.carryOut} />
    </form>
  );
}

/** The superior's decision: upheld or not, the written answer, and for an upheld one the PPID's working days. */
export function DecideForm({ busy, onCancel, onSubmit }: StepFormProps<PpidObjectionAnswerBody>) {
  const form = useZodForm(ppidObjectionAnswerSchema, { defaultValues: { answer: '', days: String(ORDER_DAYS_MAX) } });
  const { errors } = form.formState;
  const decision = form.watch('decision');
  const submit = form.handleSubmit((v) => onSubmit(v).catch((err: unknown) => void applyServerErrors(form, err)));
  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="grid gap-3">
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium text-slate-800">
          {A.decision}{' '}
          <span aria-hidden className="text-red-700">
            *
          </span>
        </legend>
        {OBJECTION_DECISIONS.map((d) => (
          <label key={d} className="flex min-h-11 items-center gap-2 rounded-md border border-slate-200 px-3 text-sm text-slate-900">
            <input type="radio" value={d} className="size-4" {...form.register('decision')} />
            {OBJECTION_DECISION_LABELS[d]}
          </label>
        ))}
        {errors.decision?.message && <p className="text-sm text-red-700">{errors.decision.message}</p>}
      </fieldset>
      <Field label={A.decisionAnswer} required error={errors.answer?.message}>
        <TextArea maxLength={L.answer} {...form.register('answer')} />
      </Field>
      {decision === 'diterima' && (
        <Field label={A.orderDays} required error={errors.days?.message}>
          <TextInput type="number" min={1} max={ORDER_DAYS_MAX} className="w-28" {...form.register('days')} />
        </Field>
      )}
      <FormButtons busy={busy} onCancel={onCancel} label={A.respond} />
    </form>
  );
}
