import { Pencil, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ROLE_LABELS, ROLES } from '../../../../shared/roles.ts';
import { COMMON } from '../../../../shared/strings.ts';
import { ADMIN } from '../../../../shared/admin-strings.ts';
import { roleChangeSchema, type AdminUserItem } from '../../../../shared/users-schemas.ts';
import { Field } from '../../../components/form/field.tsx';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { Button } from '../../../components/ui/button.tsx';
import { inputClass } from '../../../components/ui/field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { useChangeRole } from '../api/users.ts';

const T = ADMIN.users;

/** Spec §2/§4: the save button stays disabled while the role is unchanged. */
export function EditRoleDialog({ user, isSelf }: { user: AdminUserItem; isSelf: boolean }) {
  const [open, setOpen] = useState(false);
  const form = useZodForm(roleChangeSchema, { defaultValues: { role: user.role } });
  const role = form.watch('role');
  const change = useChangeRole();
  const qc = useQueryClient();
  const name = user.fullName || user.email;

  const onOpenChange = (next: boolean) => {
    if (change.isPending) return;
    if (next) form.reset({ role: user.role });
    setOpen(next);
  };

  const onSubmit = form.handleSubmit(({ role: chosen }) => {
    if (chosen === user.role || change.isPending) return;
    change.mutate(
      { id: user.id, role: chosen },
      {
        onSuccess: () => {
          toast({ title: T.success, description: T.successDescription, variant: 'success' });
          setOpen(false);
          // Spec §4: a super admin who changes their own role gets their session, and so their menu,
          // at once; the guard then leaves a page the new role may not see.
          if (isSelf) void qc.invalidateQueries({ queryKey: ['session'] });
          else void qc.invalidateQueries({ queryKey: ['admin', 'users'] });
        },
        onError: (err) => {
          if (!applyServerErrors(form, err)) toast({ title: T.failed, description: errorMessage(err), variant: 'destructive' });
          void qc.invalidateQueries({ queryKey: ['admin', 'users'] });
        },
      },
    );
  });

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>
        <Button variant="secondary" className="px-3" aria-label={T.editRoleOf(name)}>
          <Pencil aria-hidden className="size-4" />
          {T.editRole}
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 grid w-[calc(100vw-1.5rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-5 rounded-xl bg-white p-5 shadow-xl sm:p-6">
          <div className="flex items-start justify-between gap-3">
            <div>
              <Dialog.Title className="text-lg font-bold text-brand-800">{T.dialogTitle}</Dialog.Title>
              <Dialog.Description className="mt-1 text-sm break-words text-slate-600">{T.dialogDescription(name)}</Dialog.Description>
            </div>
            <Dialog.Close asChild>
              <Button variant="ghost" className="px-2" aria-label={COMMON.close} disabled={change.isPending}>
                <X aria-hidden className="size-5" />
              </Button>
            </Dialog.Close>
          </div>
          <form onSubmit={(e) => void onSubmit(e)} className="grid gap-4">
            <Field label={T.roleLabel} error={form.formState.errors.role?.message}>
              <select className={inputClass} disabled={change.isPending} {...form.register('role')}>
                {ROLES.map((r) => (
                  <option key={r} value={r}>
                    {ROLE_LABELS[r]}
                  </option>
                ))}
              </select>
            </Field>
            {isSelf && role !== user.role && (
              <p role="note" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
                {T.selfChangeWarning}
              </p>
            )}
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Dialog.Close asChild>
                <Button variant="secondary" disabled={change.isPending}>
                  {COMMON.cancel}
                </Button>
              </Dialog.Close>
              <Button type="submit" disabled={role === user.role || change.isPending}>
                {change.isPending && <Spinner className="size-4 text-white" label={COMMON.saving} />}
                {change.isPending ? COMMON.saving : T.save}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
