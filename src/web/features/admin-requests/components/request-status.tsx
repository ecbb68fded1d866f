import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { refusalReasonSchema, requesterNoteSchema, type RequestKind } from '../../../../shared/admin-schemas.ts';
import { Field } from '../../../components/form/field.tsx';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { PUBLIC_NOTE_MAX, type RequestStatus } from '../../../../shared/constants.ts';
import { needsReason, statusesFrom } from '../../../../shared/request-transitions.ts';
import { COMMON } from '../../../../shared/strings.ts';
import { ADMIN } from '../../../../shared/admin-strings.ts';
import { STATUS_NOTE } from '../../../../shared/status-note-strings.ts';
import { DialogCloseButton } from '../../../components/ui/dialog-close-button.tsx';
import { statusTone } from '../../../components/status-badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextArea } from '../../../components/ui/field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/cn.ts';
import { useChangeStatus } from '../api/admin-requests.ts';

const T = ADMIN.requests;

/**
 * Saves the moment a new status is chosen. The choice shows at once; while it saves the select
 * is disabled, so a second click cannot send a second change, and on failure it falls back.
 * Ditolak first asks for the reason the requester will read (issue 13).
 */
export function StatusSelect({ kind, id, code, status }: { kind: RequestKind; id: string; code: string; status: RequestStatus | null }) {
  const change = useChangeStatus(kind);
  const [optimistic, setOptimistic] = useState<{ value: RequestStatus; base: RequestStatus | null } | null>(null);
  // The status that waits for its reason (Ditolak), while its dialog is open.
  const [askReason, setAskReason] = useState<RequestStatus | null>(null);
  const shown = optimistic && optimistic.base === status ? optimistic.value : status;

  const save = (next: RequestStatus, note?: string) => {
    setOptimistic({ value: next, base: status });
    change.mutate({ id, status: next, from: status, note }, { onError: () => setOptimistic(null) });
  };

  return (
    <div className="flex items-center gap-2">
      <select
        aria-label={T.changeStatus(code)}
        value={shown ?? ''}
        disabled={change.isPending}
        onChange={(e) => {
          const next = e.target.value as RequestStatus;
          if (change.isPending || next === shown) return;
          if (needsReason(kind, next)) setAskReason(next);
          else save(next);
        }}
        className={cn(
          'min-h-11 rounded-md border py-1.5 pr-8 pl-3 text-sm font-semibold focus:ring-2 focus:ring-brand-600/30 focus:outline-none disabled:cursor-wait disabled:opacity-70',
          statusTone(shown),
        )}
      >
        {shown == null && (
          <option value="" disabled>
            {T.statusNew}
          </option>
        )}
        {statusesFrom(kind, status).map((s) => (
          <option key={s} value={s}>
            {s}
          </option>
        ))}
      </select>
      {change.isPending && <Spinner className="size-5" />}
      <ReasonDialog
        open={askReason != null}
        code={code}
        onCancel={() => setAskReason(null)}
        onSave={(reason) => {
          if (askReason) save(askReason, reason);
          setAskReason(null);
        }}
      />
    </div>
  );
}

function ReasonDialog({
  open,
  code,
  onCancel,
  onSave,
}: {
  open: boolean;
  code: string;
  onCancel: () => void;
  onSave: (reason: string) => void;
}) {
  const form = useZodForm(refusalReasonSchema, { defaultValues: { reason: '' }, reValidateMode: 'onSubmit' });
  const submit = form.handleSubmit(({ reason }) => {
    form.reset();
    onSave(reason);
  });
  return (
    <Dialog.Root open={open} onOpenChange={(o) => !o && onCancel()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content
          onOpenAutoFocus={(e) => {
            // Straight to the reason: it is what the dialog is for.
            e.preventDefault();
            (e.currentTarget as HTMLElement).querySelector('textarea')?.focus();
          }}
          className="fixed top-1/2 left-1/2 z-50 grid w-[calc(100vw-1.5rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 rounded-xl bg-white p-5 shadow-xl sm:p-6"
        >
          <div className="flex items-start justify-between gap-3">
            <Dialog.Title className="text-lg font-bold text-brand-800">{STATUS_NOTE.reasonTitle(code)}</Dialog.Title>
            <DialogCloseButton />
          </div>
          <Dialog.Description className="sr-only">{STATUS_NOTE.reasonHint}</Dialog.Description>
          <form noValidate onSubmit={(e) => void submit(e)} className="grid gap-4">
            <Field label={STATUS_NOTE.reasonLabel} hint={STATUS_NOTE.reasonHint} error={form.formState.errors.reason?.message} required>
              <TextArea maxLength={PUBLIC_NOTE_MAX} {...form.register('reason')} />
            </Field>
            <div className="flex flex-wrap justify-end gap-2">
              <Button type="button" variant="secondary" onClick={onCancel}>
                {COMMON.cancel}
              </Button>
              <Button type="submit">{STATUS_NOTE.reasonSave}</Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** A note to the requester without changing the status (sent by e-mail, shown on /lacak). */
export function NoteForm({ kind, id, status }: { kind: RequestKind; id: string; status: RequestStatus | null }) {
  const change = useChangeStatus(kind);
  const form = useZodForm(requesterNoteSchema, { defaultValues: { note: '' }, reValidateMode: 'onSubmit' });
  const typed = form.watch('note');
  if (!status) return null;
  const submit = form.handleSubmit(({ note }) => {
    if (change.isPending) return;
    change.mutate({ id, status, from: status, note }, { onSuccess: () => form.reset(), onError: (err) => applyServerErrors(form, err) });
  });
  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="grid gap-2">
      <Field label={STATUS_NOTE.noteLabel} hint={STATUS_NOTE.noteHint} error={form.formState.errors.note?.message}>
        <TextArea maxLength={PUBLIC_NOTE_MAX} className="min-h-20" {...form.register('note')} />
      </Field>
      <Button type="submit" variant="secondary" className="justify-self-start" disabled={!typed.trim() || change.isPending}>
        {change.isPending && <Spinner className="size-4" />}
        {STATUS_NOTE.noteSave}
      </Button>
    </form>
  );
}
