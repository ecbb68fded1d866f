import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ROLE_LABELS, ROLES } from '../../../../shared/roles.ts';
import { COMMON } from '../../../../shared/strings.ts';
import { ADMIN } from '../../../../shared/admin-strings.ts';
import { roleChangeSchema, type AdminUserItem } from '../../../../shared/users-schemas.ts';
import { FormActions } from '../../../components/form-actions.tsx';
import { Field } from '../../../components/form/field.tsx';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { ModalDialog } from '../../../components/modal-dialog.tsx';
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
    <ModalDialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={
        <Button variant="secondary" className="px-3" aria-label={T.editRoleOf(name)}>
          <Pencil aria-hidden className="size-4" />
          {T.editRole}
        </Button>
      }
      title={T.dialogTitle}
      description={T.dialogDescription(name)}
      close={{ disabled: change.isPending }}
    >
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
        <FormActions onCancel={() => onOpenChange(false)} busy={change.isPending}>
          <Button type="submit" disabled={role === user.role || change.isPending}>
            {change.isPending && <Spinner className="size-4 text-white" label={COMMON.saving} />}
            {change.isPending ? COMMON.saving : T.save}
          </Button>
        </FormActions>
      </form>
    </ModalDialog>
  );
}
