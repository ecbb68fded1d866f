import { DropdownMenu } from 'radix-ui';
import { Ban, KeyRound, Lock, LockOpen, MailPlus, MoreHorizontal, RotateCcw, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { ROLE_LABELS, ROLES } from '../../../../shared/roles.ts';
import { STAFF } from '../../../../shared/staff-account-strings.ts';
import type { AdminUserItem, LoginLock } from '../../../../shared/users-schemas.ts';
import { staffInviteSchema } from '../../../../shared/staff-account-schemas.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { FormActions } from '../../../components/form-actions.tsx';
import { Field } from '../../../components/form/field.tsx';
import { ModalDialog } from '../../../components/modal-dialog.tsx';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { Button } from '../../../components/ui/button.tsx';
import { inputClass, TextInput } from '../../../components/ui/field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatTimeOrDateTime } from '../../../lib/format.ts';
import { useStaffAction } from '../api/users.ts';

const STAFF_ROLES = ROLES.filter((r) => r !== 'customer');

/** "Nonaktif", "Menunggu aktivasi" and a login lock beside a name. */
export function AccountBadges({ user }: { user: AdminUserItem }) {
  return (
    <>
      {user.deactivatedAt && (
        <span className="ml-1 inline-flex rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-800">{STAFF.deactivated}</span>
      )}
      {user.pendingInvitation && !user.deactivatedAt && (
        <span className="ml-1 inline-flex rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-900">{STAFF.pending}</span>
      )}
      {user.loginLock && <LoginLockNotice user={user} lock={user.loginLock} />}
    </>
  );
}

/** "Terkunci sampai 14.05 — 96 kali gagal login dalam 24 jam" and "Buka kunci" (docs/decisions/045). */
function LoginLockNotice({ user, lock }: { user: AdminUserItem; lock: LoginLock }) {
  const action = useStaffAction();
  const unlock = () =>
    action.mutate(
      { kind: 'unlock', id: user.id },
      {
        onSuccess: () => toast({ title: STAFF.unlocked, description: STAFF.unlockedDescription(user.email), variant: 'success' }),
        onError: (err) => toast({ title: STAFF.actionFailed, description: errorMessage(err), variant: 'destructive' }),
      },
    );
  return (
    <span className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 font-normal">
      <span className="inline-flex items-center gap-1 rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-800">
        <Lock aria-hidden className="size-3" />
        {STAFF.locked}
      </span>
      <span className="text-xs text-slate-700">{STAFF.lockReason(formatTimeOrDateTime(lock.until), lock.failures)}</span>
      <Button
        variant="secondary"
        className="min-h-9 px-3 py-1 text-xs"
        aria-label={STAFF.unlockOf(user.fullName || user.email)}
        disabled={action.isPending}
        onClick={unlock}
      >
        {action.isPending ? <Spinner className="size-3" /> : <LockOpen aria-hidden className="size-3" />}
        {STAFF.unlock}
      </Button>
    </span>
  );
}

/** "Tambah Staf": name, e-mail and role; the person sets their own password from the invitation. */
export function InviteStaffDialog() {
  const [open, setOpen] = useState(false);
  const form = useZodForm(staffInviteSchema, { defaultValues: { fullName: '', email: '', role: 'admin_sirekanan' } });
  const { errors } = form.formState;
  const action = useStaffAction();
  const submit = form.handleSubmit((input) =>
    action.mutate(
      { kind: 'invite', input },
      {
        onSuccess: () => {
          toast({ title: STAFF.invited, description: STAFF.invitedDescription(input.email), variant: 'success' });
          setOpen(false);
          form.reset();
        },
        onError: (err) => {
          applyServerErrors(form, err);
          toast({ title: STAFF.inviteFailed, description: errorMessage(err), variant: 'destructive' });
        },
      },
    ),
  );
  return (
    <ModalDialog
      open={open}
      onOpenChange={(o) => !action.isPending && setOpen(o)}
      trigger={
        <Button>
          <UserPlus aria-hidden className="size-4" />
          {STAFF.invite}
        </Button>
      }
      title={STAFF.inviteTitle}
      description={STAFF.inviteDescription}
      close={{ label: STAFF.cancel }}
    >
      <form noValidate onSubmit={(e) => void submit(e)} className="grid gap-4">
        <Field label={STAFF.fullName} required error={errors.fullName?.message}>
          <TextInput maxLength={100} autoComplete="off" {...form.register('fullName')} />
        </Field>
        <Field label={STAFF.email} required error={errors.email?.message}>
          <TextInput type="email" autoComplete="off" {...form.register('email')} />
        </Field>
        <Field label={STAFF.role} required error={errors.role?.message}>
          <select className={inputClass} {...form.register('role')}>
            {STAFF_ROLES.map((r) => (
              <option key={r} value={r}>
                {ROLE_LABELS[r]}
              </option>
            ))}
          </select>
        </Field>
        <FormActions onCancel={() => setOpen(false)} cancel={STAFF.cancel} busy={action.isPending}>
          <Button type="submit" disabled={action.isPending}>
            {action.isPending ? <Spinner className="size-4 text-white" /> : <MailPlus aria-hidden className="size-4" />}
            {STAFF.send}
          </Button>
        </FormActions>
      </form>
    </ModalDialog>
  );
}

/** The row's account actions: reset link, resend invitation, deactivate (asks first) or reactivate. */
export function AccountActions({ user, isSelf }: { user: AdminUserItem; isSelf: boolean }) {
  const action = useStaffAction();
  const [confirm, setConfirm] = useState(false);
  const name = user.fullName || user.email;
  const run = (kind: 'resend' | 'deactivate' | 'reactivate' | 'reset', success: { title: string; description?: string }) =>
    action.mutate(
      { kind, id: user.id },
      {
        onSuccess: () => {
          toast({ ...success, variant: 'success' });
          setConfirm(false);
        },
        onError: (err) => toast({ title: STAFF.actionFailed, description: errorMessage(err), variant: 'destructive' }),
      },
    );
  const item =
    'flex min-h-10 cursor-pointer items-center gap-2 rounded-md px-3 text-sm text-slate-800 outline-none data-[highlighted]:bg-slate-100';
  return (
    <>
      <DropdownMenu.Root>
        <DropdownMenu.Trigger asChild>
          <Button variant="secondary" className="px-3" aria-label={STAFF.actionsOf(name)} title={STAFF.actions} disabled={action.isPending}>
            {action.isPending ? <Spinner className="size-4" /> : <MoreHorizontal aria-hidden className="size-4" />}
          </Button>
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={4}
            className="z-50 grid min-w-64 gap-0.5 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
          >
            {user.pendingInvitation ? (
              <DropdownMenu.Item
                className={item}
                onSelect={() => run('resend', { title: STAFF.inviteResent, description: STAFF.invitedDescription(user.email) })}
              >
                <MailPlus aria-hidden className="size-4" />
                {STAFF.resendInvite}
              </DropdownMenu.Item>
            ) : (
              <DropdownMenu.Item
                className={item}
                onSelect={() => run('reset', { title: STAFF.resetSent, description: STAFF.resetSentDescription(user.email) })}
              >
                <KeyRound aria-hidden className="size-4" />
                {STAFF.sendReset}
              </DropdownMenu.Item>
            )}
            {user.deactivatedAt ? (
              <DropdownMenu.Item className={item} onSelect={() => run('reactivate', { title: STAFF.reactivatedToast })}>
                <RotateCcw aria-hidden className="size-4" />
                {STAFF.reactivate}
              </DropdownMenu.Item>
            ) : (
              !isSelf && (
                <DropdownMenu.Item className={`${item} text-red-800`} onSelect={() => setConfirm(true)}>
                  <Ban aria-hidden className="size-4" />
                  {STAFF.deactivate}
                </DropdownMenu.Item>
              )
            )}
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <ConfirmDialog
        open={confirm}
        onOpenChange={setConfirm}
        title={STAFF.deactivateTitle}
        description={STAFF.deactivateDescription(name)}
        confirm={STAFF.deactivateConfirm}
        cancel={STAFF.cancel}
        busy={action.isPending}
        onConfirm={() => run('deactivate', { title: STAFF.deactivatedToast })}
      />
    </>
  );
}
