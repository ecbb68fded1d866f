import { STAFF } from '../../../../shared/staff-account-strings.ts';
import { flashOpenLogin, flashToast } from '../../../islands/flash.ts';
import { CircleCheck, CircleAlert, KeyRound, MailCheck } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { forgotPasswordSchema, PASSWORD_MIN, resetPasswordSchema } from '../../../../shared/auth-schemas.ts';
import { AUTH, COMMON, NAV } from '../../../../shared/strings.ts';
import { ACCOUNT } from '../../../../shared/account-strings.ts';
import { PasswordField } from '../../../components/password-field.tsx';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/form/field.tsx';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { AccountEmailInput } from './account-email-input.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth-core.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { requestPasswordReset, resetPassword, verifyEmail } from '../api/account.ts';

// The pages an e-mailed link opens (issue 13): "Lupa kata sandi?", the new password, the verified address.

function Panel({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <div className="mb-4 flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">{icon}</div>
        <h1 className="mb-3 text-2xl font-bold text-brand-900">{title}</h1>
        {children}
      </div>
    </div>
  );
}

function Notice({ tone, children }: { tone: 'success' | 'error'; children: ReactNode }) {
  const Icon = tone === 'success' ? CircleCheck : CircleAlert;
  return (
    <p
      role={tone === 'success' ? 'status' : 'alert'}
      className={
        tone === 'success'
          ? 'flex gap-2 rounded-lg bg-green-50 p-3 text-sm text-green-900'
          : 'flex gap-2 rounded-lg bg-red-50 p-3 text-sm text-red-900'
      }
    >
      <Icon aria-hidden className="mt-0.5 size-4 shrink-0" />
      <span>{children}</span>
    </p>
  );
}

export function ForgotPasswordPage() {
  useDocumentTitle(ACCOUNT.forgotTitle);
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useZodForm(forgotPasswordSchema, { defaultValues: { email: '' } });
  const onSubmit = handleSubmit(async (input) => {
    setFailure(null);
    try {
      await requestPasswordReset(input);
      setSent(true);
    } catch (err) {
      setFailure(errorMessage(err));
    }
  });
  return (
    <Panel icon={<KeyRound aria-hidden className="size-6" />} title={ACCOUNT.forgotTitle}>
      {sent ? (
        <div className="grid gap-4">
          <Notice tone="success">{ACCOUNT.forgotSent}</Notice>
          <Link to="/" className={buttonClass('secondary')}>
            {ACCOUNT.toHome}
          </Link>
        </div>
      ) : (
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          <p className="text-slate-700">{ACCOUNT.forgotIntro}</p>
          <Field label={AUTH.email} error={formState.errors.email?.message}>
            <AccountEmailInput {...register('email')} />
          </Field>
          {failure && <Notice tone="error">{failure}</Notice>}
          <Button type="submit" disabled={formState.isSubmitting}>
            {formState.isSubmitting && <Spinner className="size-4" />}
            {formState.isSubmitting ? COMMON.busy : ACCOUNT.forgotButton}
          </Button>
        </form>
      )}
    </Panel>
  );
}

function LinkInvalid({ message }: { message: string }) {
  return (
    <div className="grid gap-4">
      <Notice tone="error">{message}</Notice>
      <Link to="/lupa-kata-sandi" className={buttonClass('primary')}>
        {ACCOUNT.resetRequestNew}
      </Link>
    </div>
  );
}

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  // A staff invitation (issue 13, item 9) opens the same page to set the first password.
  const invitation = params.get('undangan') === '1';
  const title = invitation ? STAFF.activateTitle : ACCOUNT.resetTitle;
  useDocumentTitle(title);
  const token = params.get('token') ?? '';
  const [invalid, setInvalid] = useState(!token);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useZodForm(resetPasswordSchema, { defaultValues: { token, password: '', confirmPassword: '' } });
  const { register, handleSubmit, formState } = form;
  const onSubmit = handleSubmit(async (input) => {
    setFailure(null);
    try {
      await resetPassword(input);
      // Home and /admin-login are pages the server renders: they are loaded, and say it there
      // (islands/flash.ts), home with the login dialog open.
      if (invitation) {
        const done = { title: ACCOUNT.resetSuccessTitle, description: STAFF.activateDone, variant: 'success' } as const;
        if (!flashToast(done)) toast(done);
        location.replace('/admin-login');
        return;
      }
      const done = { title: ACCOUNT.resetSuccessTitle, description: ACCOUNT.resetSuccess, variant: 'success' } as const;
      if (!flashToast(done)) toast(done);
      flashOpenLogin({ mode: 'public' });
      location.replace('/');
    } catch (err) {
      // The token has no box: a refused one is the expired-link panel.
      if (err instanceof ApiError && err.fields?.token) setInvalid(true);
      else if (!applyServerErrors(form, err)) setFailure(errorMessage(err));
    }
  });
  return (
    <Panel icon={<KeyRound aria-hidden className="size-6" />} title={title}>
      {invalid ? (
        <LinkInvalid message={ACCOUNT.resetLinkInvalid} />
      ) : (
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          <p className="text-slate-700">{invitation ? STAFF.activateIntro : ACCOUNT.resetIntro}</p>
          <PasswordField
            label={ACCOUNT.newPassword}
            hint={AUTH.passwordTooShort}
            required
            autoComplete="new-password"
            minLength={PASSWORD_MIN}
            error={formState.errors.password?.message}
            registration={register('password')}
          />
          <PasswordField
            label={ACCOUNT.confirmNewPassword}
            required
            autoComplete="new-password"
            error={formState.errors.confirmPassword?.message}
            registration={register('confirmPassword')}
          />
          {failure && <Notice tone="error">{failure}</Notice>}
          <Button type="submit" disabled={formState.isSubmitting}>
            {formState.isSubmitting && <Spinner className="size-4" />}
            {formState.isSubmitting ? COMMON.busy : ACCOUNT.resetButton}
          </Button>
        </form>
      )}
    </Panel>
  );
}

export function VerifyEmailPage() {
  useDocumentTitle(ACCOUNT.verifyTitle);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<'pending' | 'done' | 'invalid' | 'error'>(token ? 'pending' : 'invalid');
  const [failure, setFailure] = useState('');
  const { user } = useAuth();
  const started = useRef(false);
  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    verifyEmail(token).then(
      () => setState('done'),
      (err: unknown) => {
        if (err instanceof ApiError && err.status === 400) setState('invalid');
        else {
          setFailure(errorMessage(err));
          setState('error');
        }
      },
    );
  }, [token]);
  return (
    <Panel icon={<MailCheck aria-hidden className="size-6" />} title={ACCOUNT.verifyTitle}>
      {state === 'pending' && (
        <p role="status" className="flex items-center gap-2 text-slate-700">
          <Spinner className="size-4 text-brand-700" />
          {ACCOUNT.verifying}
        </p>
      )}
      {state === 'done' && (
        <div className="grid gap-4">
          <Notice tone="success">{ACCOUNT.verifySuccess}</Notice>
          <Link to={user ? '/dashboard' : '/'} className={buttonClass('primary')}>
            {user ? NAV.dashboard : ACCOUNT.toHome}
          </Link>
        </div>
      )}
      {state === 'invalid' && <Notice tone="error">{ACCOUNT.verifyLinkInvalid}</Notice>}
      {state === 'error' && <Notice tone="error">{failure}</Notice>}
    </Panel>
  );
}
