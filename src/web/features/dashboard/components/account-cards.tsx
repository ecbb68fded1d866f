import { useQueryClient } from '@tanstack/react-query';
import { BadgeCheck, MailWarning } from 'lucide-react';
import { useState } from 'react';
import { changePasswordSchema, PASSWORD_MIN, profileSchema } from '../../../../shared/auth-schemas.ts';
import { PERSON_NAME_MAX } from '../../../../shared/constants.ts';
import { AUTH, COMMON } from '../../../../shared/strings.ts';
import { ACCOUNT } from '../../../../shared/account-strings.ts';
import { Card } from '../../../components/card.tsx';
import { PasswordField } from '../../../components/password-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/form/field.tsx';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { TextInput } from '../../../components/ui/field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { call, client, errorMessage } from '../../../lib/api-client.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { sessionQuery, type CurrentUser } from '../../../lib/session.ts';

/** Verified or not, and (not yet) a button to send the link again. */
export function EmailVerificationStatus({ user }: { user: CurrentUser }) {
  const [busy, setBusy] = useState(false);
  if (user.emailVerified) {
    return (
      <span className="inline-flex items-center gap-1 rounded-full bg-green-50 px-2 py-0.5 text-xs font-semibold text-green-800">
        <BadgeCheck aria-hidden className="size-3.5" />
        {ACCOUNT.verifiedBadge}
      </span>
    );
  }
  const resend = async () => {
    setBusy(true);
    try {
      const { message } = await call(client.account['resend-verification'].$post());
      toast({ title: message, variant: 'success' });
    } catch (err) {
      toast({ title: ACCOUNT.resendVerification, description: errorMessage(err), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="grid gap-2">
      <span className="inline-flex items-center gap-1 justify-self-start rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-900">
        <MailWarning aria-hidden className="size-3.5" />
        {ACCOUNT.unverifiedBadge}
      </span>
      <p className="text-xs text-slate-600">{ACCOUNT.unverifiedHint}</p>
      <Button variant="secondary" className="justify-self-start" disabled={busy} onClick={() => void resend()}>
        {busy && <Spinner className="size-4" />}
        {ACCOUNT.resendVerification}
      </Button>
    </div>
  );
}

/** "Pengaturan Akun": one's own name, and a new password with the current one. */
export function AccountSettingsCard({ user }: { user: CurrentUser }) {
  const qc = useQueryClient();
  const name = useZodForm(profileSchema, { defaultValues: { fullName: user.fullName } });
  const password = useZodForm(changePasswordSchema, { defaultValues: { currentPassword: '', password: '', confirmPassword: '' } });

  const saveName = name.handleSubmit(async (input) => {
    try {
      const { message } = await call(client.account.profile.$patch({ json: input }));
      await qc.invalidateQueries();
      toast({ title: message, variant: 'success' });
    } catch (err) {
      applyServerErrors(name, err);
      toast({ title: ACCOUNT.settingsTitle, description: errorMessage(err), variant: 'destructive' });
    }
  });
  const savePassword = password.handleSubmit(async (input) => {
    try {
      const { message } = await call(client.account['change-password'].$post({ json: input }));
      password.reset();
      await qc.invalidateQueries({ queryKey: sessionQuery.queryKey });
      toast({ title: message, variant: 'success' });
    } catch (err) {
      // A wrong current password is said under its box, not in a toast.
      if (!applyServerErrors(password, err))
        toast({ title: ACCOUNT.settingsTitle, description: errorMessage(err), variant: 'destructive' });
    }
  });

  return (
    <Card title={ACCOUNT.settingsTitle} className="self-start">
      <form noValidate onSubmit={saveName} className="grid gap-3">
        <Field label={AUTH.fullName} error={name.formState.errors.fullName?.message}>
          <TextInput autoComplete="name" maxLength={PERSON_NAME_MAX} {...name.register('fullName')} />
        </Field>
        <Button type="submit" variant="secondary" className="justify-self-start" disabled={name.formState.isSubmitting}>
          {name.formState.isSubmitting ? COMMON.saving : ACCOUNT.saveName}
        </Button>
      </form>
      <form noValidate onSubmit={savePassword} className="mt-6 grid gap-3 border-t border-slate-200 pt-6">
        {/* A password manager files the new password under this account. */}
        <input type="email" autoComplete="username" value={user.email} readOnly hidden />
        <PasswordField
          label={ACCOUNT.currentPassword}
          autoComplete="current-password"
          error={password.formState.errors.currentPassword?.message}
          registration={password.register('currentPassword')}
        />
        <PasswordField
          label={ACCOUNT.newPassword}
          hint={AUTH.passwordTooShort}
          autoComplete="new-password"
          minLength={PASSWORD_MIN}
          error={password.formState.errors.password?.message}
          registration={password.register('password')}
        />
        <PasswordField
          label={ACCOUNT.confirmNewPassword}
          autoComplete="new-password"
          error={password.formState.errors.confirmPassword?.message}
          registration={password.register('confirmPassword')}
        />
        <Button type="submit" variant="secondary" className="justify-self-start" disabled={password.formState.isSubmitting}>
          {password.formState.isSubmitting ? COMMON.saving : ACCOUNT.changePasswordButton}
        </Button>
      </form>
    </Card>
  );
}
