import { PPID_ADMIN } from '../../../../shared/ppid-admin-strings.ts';
import { PPID_FORM } from '../../../../shared/ppid-form-strings.ts';
import { ppidObjectionAnswerSchema } from '../../../../shared/ppid-schemas.ts';
import { OBJECTION_REASON_LABELS } from '../../../../shared/ppid-strings.ts';
import { PPID_LIMITS as L, type PpidObjectionAdminItem } from '../../../../shared/ppid.ts';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { Field } from '../../../components/form/field.tsx';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { TextArea } from '../../../components/ui/field.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { useAnswerObjection } from '../api/ppid.ts';
import { Detail, FormButtons } from './ppid-admin-parts.tsx';

const A = PPID_ADMIN.admin;

/** The superior's answer to an objection, with what was asked and why the requester objected. */
export function ObjectionAnswerDialog({ objection: o, onClose }: { objection: PpidObjectionAdminItem; onClose: () => void }) {
  const answer = useAnswerObjection();
  const form = useZodForm(ppidObjectionAnswerSchema, { defaultValues: { answer: '' } });
  const submit = form.handleSubmit(async (input) => {
    try {
      await answer.mutateAsync({ id: o.id, answer: input.answer });
      toast({ title: A.savedTitle, description: A.objectionAnswered, variant: 'success' });
      onClose();
    } catch (err) {
      applyServerErrors(form, err);
      toast({ title: A.objectionsTitle, description: errorMessage(err), variant: 'destructive' });
    }
  });
  return (
    <FormDialog open onOpenChange={(x) => !x && !answer.isPending && onClose()} title={`${A.respond} ${o.trackingCode}`}>
      <dl className="mb-4 grid gap-3">
        <Detail label={A.information}>{o.information}</Detail>
        <Detail label={A.objectionReason}>{OBJECTION_REASON_LABELS[o.reason]}</Detail>
        {o.note && <Detail label={PPID_FORM.objection.note}>{o.note}</Detail>}
      </dl>
      <form noValidate onSubmit={(e) => void submit(e)} className="grid gap-3">
        <Field label={A.objectionAnswer} required error={form.formState.errors.answer?.message}>
          <TextArea maxLength={L.answer} {...form.register('answer')} />
        </Field>
        <FormButtons busy={answer.isPending} onCancel={onClose} label={A.respond} />
      </form>
    </FormDialog>
  );
}
