import { Send } from 'lucide-react';
import { PPID_FORM } from '../../../../shared/ppid-form-strings.ts';
import { useState, type FormEvent } from 'react';
import { COMMON } from '../../../../shared/strings.ts';
import { dayLabel, OBJECTION_REASONS, PPID_LIMITS, type ObjectionReason, type PpidRequestItem } from '../../../../shared/ppid.ts';
import { OBJECTION_REASON_LABELS, PPID } from '../../../../shared/ppid-strings.ts';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Field, TextArea } from '../../../components/ui/field.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useSubmitObjection } from '../api/ppid.ts';

const O = PPID_FORM.objection;

/** UU 14/2008 Pasal 35: the reason from the law's list, and a note; to the PPID's superior. */
export function ObjectionDialog({ item, onClose }: { item: PpidRequestItem; onClose: () => void }) {
  const [reason, setReason] = useState<ObjectionReason | ''>('');
  const [note, setNote] = useState('');
  const [tried, setTried] = useState(false);
  const submit = useSubmitObjection();
  const busy = submit.isPending;

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!reason) {
      setTried(true);
      toast({ title: O.dialogTitle, description: O.reasonRequired, variant: 'destructive' });
      return;
    }
    try {
      await submit.mutateAsync({ code: item.trackingCode, input: { reason, note: note.trim() || undefined } });
      toast({ title: O.successTitle, description: O.success, variant: 'success' });
      onClose();
    } catch (err) {
      toast({ title: O.dialogTitle, description: errorMessage(err), variant: 'destructive' });
    }
  };

  return (
    <FormDialog
      open
      onOpenChange={(o) => !o && !busy && onClose()}
      title={`${O.dialogTitle} ${item.trackingCode}`}
      description={`${O.intro} ${item.objectionUntil ? PPID.mine.objectionOpen(dayLabel(item.objectionUntil)) : ''}`}
    >
      <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-busy={busy}>
        <fieldset className="grid gap-2" aria-describedby={tried && !reason ? 'objection-reason-error' : undefined}>
          <legend className="mb-1 text-sm font-medium text-slate-800">
            {O.reason}
            <span aria-hidden className="text-red-700">
              {' '}
              *
            </span>
          </legend>
          {OBJECTION_REASONS.map((r) => (
            <label
              key={r}
              className="flex items-start gap-3 rounded-md border border-slate-200 px-3 py-2 text-sm text-slate-800 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
            >
              <input
                type="radio"
                name="reason"
                value={r}
                checked={reason === r}
                onChange={() => setReason(r)}
                disabled={busy}
                className="mt-0.5 size-5 shrink-0 accent-brand-700"
              />
              <span>{OBJECTION_REASON_LABELS[r]}</span>
            </label>
          ))}
          {tried && !reason && (
            <p id="objection-reason-error" className="text-sm text-red-700">
              {O.reasonRequired}
            </p>
          )}
        </fieldset>
        <Field label={O.note}>
          {(id, describedBy) => (
            <TextArea
              id={id}
              name="note"
              value={note}
              maxLength={PPID_LIMITS.reason}
              onChange={(e) => setNote(e.target.value)}
              aria-describedby={describedBy}
              disabled={busy}
            />
          )}
        </Field>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" disabled={busy} onClick={onClose}>
            {COMMON.cancel}
          </Button>
          <Button type="submit" disabled={busy}>
            <Send aria-hidden className="size-4" />
            {busy ? COMMON.busy : O.submit}
          </Button>
        </div>
      </form>
    </FormDialog>
  );
}
