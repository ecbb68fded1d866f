import { Send } from 'lucide-react';
import { PPID_FORM } from '../../../../shared/ppid-form-strings.ts';
import { COMMON } from '../../../../shared/strings.ts';
import { dayLabel, OBJECTION_REASONS, PPID_LIMITS, type PpidRequestItem } from '../../../../shared/ppid.ts';
import { OBJECTION_REASON_LABELS, PPID } from '../../../../shared/ppid-strings.ts';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { FormActions } from '../../../components/form-actions.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/form/field.tsx';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { TextArea } from '../../../components/ui/field.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { ppidObjectionSchema } from '../../../../shared/ppid-schemas.ts';
import { useSubmitObjection } from '../api/ppid.ts';

const O = PPID_FORM.objection;

/** UU 14/2008 Pasal 35: the reason from the law's list, and a note; to the PPID's superior. */
export function ObjectionDialog({ item, onClose }: { item: PpidRequestItem; onClose: () => void }) {
  const form = useZodForm(ppidObjectionSchema, { defaultValues: { note: '' } });
  const { errors } = form.formState;
  const submit = useSubmitObjection();
  const busy = submit.isPending;

  const onSubmit = form.handleSubmit(
    async ({ reason, note }) => {
      try {
        await submit.mutateAsync({ code: item.trackingCode, input: { reason, note: note ?? undefined } });
        toast({ title: O.successTitle, description: O.success, variant: 'success' });
        onClose();
      } catch (err) {
        applyServerErrors(form, err);
        toast({ title: O.dialogTitle, description: errorMessage(err), variant: 'destructive' });
      }
    },
    (found) => toast({ title: O.dialogTitle, description: found.reason?.message ?? O.reasonRequired, variant: 'destructive' }),
  );

  return (
    <FormDialog
      open
      onOpenChange={(o) => !o && !busy && onClose()}
      title={`${O.dialogTitle} ${item.trackingCode}`}
      description={`${O.intro} ${item.objectionUntil ? PPID.mine.objectionOpen(dayLabel(item.objectionUntil)) : ''}`}
    >
      <form noValidate onSubmit={(e) => void onSubmit(e)} className="grid gap-4" aria-busy={busy}>
        <Field group label={O.reason} required error={errors.reason?.message} className="grid gap-2">
          {OBJECTION_REASONS.map((r) => (
            <label
              key={r}
              className="flex items-start gap-3 rounded-md border border-slate-200 px-3 py-2 text-sm text-slate-800 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
            >
              <input
                type="radio"
                value={r}
                disabled={busy}
                className="mt-0.5 size-5 shrink-0 accent-brand-700"
                {...form.register('reason')}
              />
              <span>{OBJECTION_REASON_LABELS[r]}</span>
            </label>
          ))}
        </Field>
        <Field label={O.note}>
          <TextArea maxLength={PPID_LIMITS.reason} disabled={busy} {...form.register('note')} />
        </Field>
        <FormActions onCancel={onClose} busy={busy}>
          <Button type="submit" disabled={busy}>
            <Send aria-hidden className="size-4" />
            {busy ? COMMON.busy : O.submit}
          </Button>
        </FormActions>
      </form>
    </FormDialog>
  );
}
