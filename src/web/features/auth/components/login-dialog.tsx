import { PrivacyNotice } from '../../../components/privacy-notice.tsx';
import { Dialog, Tabs } from 'radix-ui';
import { useEffect, useRef, useState } from 'react';
import { loginSchema, PASSWORD_MIN, registerSchema, type RegisterInput } from '../../../../shared/auth-schemas.ts';
import { PERSON_NAME_MAX } from '../../../../shared/constants.ts';
import { returnPath } from '../../../../shared/return-path.ts';
import { AUTH, COMMON, SITE } from '../../../../shared/strings.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/form/field.tsx';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { TextInput } from '../../../components/ui/field.tsx';
import { AccountEmailInput } from './account-email-input.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { restoreFocusAfterLogin, useAuth } from '../../../lib/auth-core.ts';
import { useNav } from '../../../lib/nav.ts';
import { flashToast } from '../../../islands/flash.ts';
import { useIslandsMode } from '../../../islands/mode.ts';
import type { CurrentUser } from '../../../lib/session.ts';
import { loginAdmin, loginCustomer, registerAccount, useAcceptSession } from '../api/account.ts';
import { DialogCloseButton } from '../../../components/ui/dialog-close-button.tsx';

/** "Lupa kata sandi?": the page that mails a reset link (staff use the same one). */
function ForgotPasswordLink() {
  const { closeLogin } = useAuth();
  const nav = useNav();
  return (
    <a
      href="/lupa-kata-sandi"
      onClick={(e) => {
        if (e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
        e.preventDefault();
        closeLogin();
        nav.go('/lupa-kata-sandi');
      }}
      className="-mt-2 justify-self-end text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
    >
      {AUTH.forgotLink}
    </a>
  );
}

/** The public Login/Register dialog and the admin login dialog (spec §2), one Radix Dialog. */
export default function LoginDialog() {
  const { loginDialog, closeLogin, setLoginTab } = useAuth();
  const nav = useNav();
  const islands = useIslandsMode();
  const acceptSession = useAcceptSession();
  const contentRef = useRef<HTMLDivElement>(null);
  // The e-mail just registered fills the Login tab, so the new customer only types the password.
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);
  const { mode, tab, returnTo } = loginDialog;

  const onLoggedIn = (user: CurrentUser) => {
    const success = { title: SITE.auth.loginSuccessTitle, description: SITE.auth.loginSuccessDescription, variant: 'success' } as const;
    const target = returnTo ?? (mode === 'admin' ? '/admin' : null);
    const replace = nav.pathname === '/admin-login' || nav.pathname === '/masuk';
    if (islands) {
      // A page rendered as HTML shows who is signed in from the server: the page is loaded again
      // (or the one asked for), and says "Login berhasil" there.
      if (!flashToast(success)) toast(success);
      nav.go(target ?? (nav.pathname === '/masuk' ? '/' : nav.pathname + nav.search), { replace });
      return;
    }
    acceptSession(user);
    toast(success);
    closeLogin();
    if (target && target !== nav.pathname) nav.go(target, { replace });
  };

  const onOpenChange = (open: boolean) => {
    if (open) return;
    closeLogin();
    // /admin-login is only a way into the admin dialog; dismissing it leaves for the home page.
    if (mode === 'admin' && nav.pathname === '/admin-login') nav.go('/', { replace: true });
    // /masuk is only a way into the dialog too: dismissing it goes back where the visitor came from.
    else if (nav.pathname === '/masuk') nav.go(returnPath(new URLSearchParams(nav.search).get('kembali')) ?? '/', { replace: true });
  };

  return (
    <Dialog.Root open={loginDialog.open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50 data-[state=open]:animate-[fade-in_150ms_ease-out]" />
        <Dialog.Content
          ref={contentRef}
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            restoreFocusAfterLogin();
          }}
          onOpenAutoFocus={(e) => {
            e.preventDefault();
            contentRef.current?.querySelector<HTMLInputElement>('input:not([type=hidden])')?.focus();
          }}
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-1.5rem)] w-[calc(100%-1.5rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-5 shadow-2xl outline-none sm:p-7 data-[state=open]:animate-[dialog-in_180ms_ease-out]"
        >
          {mode === 'admin' ? (
            <>
              <DialogHeading title={AUTH.adminLoginTitle} subtitle={AUTH.adminLoginSubtitle} />
              <AdminLoginForm onLoggedIn={onLoggedIn} />
            </>
          ) : (
            <Tabs.Root value={tab} onValueChange={(v) => setLoginTab(v as typeof tab)}>
              <Tabs.List
                aria-label={`${AUTH.loginTab} / ${AUTH.registerTab}`}
                className="mr-10 mb-5 grid grid-cols-2 rounded-lg bg-slate-100 p-1"
              >
                {(['login', 'register'] as const).map((value) => (
                  <Tabs.Trigger
                    key={value}
                    value={value}
                    className="min-h-10 rounded-md px-3 text-sm font-semibold text-slate-700 transition-colors data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow-sm"
                  >
                    {value === 'login' ? AUTH.loginTab : AUTH.registerTab}
                  </Tabs.Trigger>
                ))}
              </Tabs.List>
              <Tabs.Content value="login" className="outline-none">
                <DialogHeading title={AUTH.loginTitle} subtitle={AUTH.loginSubtitle} />
                <LoginForm defaultEmail={registeredEmail} onLoggedIn={onLoggedIn} />
              </Tabs.Content>
              <Tabs.Content value="register" className="outline-none">
                <DialogHeading title={AUTH.registerTitle} subtitle={AUTH.registerSubtitle} />
                <RegisterForm
                  onRegistered={(email) => {
                    setRegisteredEmail(email);
                    setLoginTab('login');
                  }}
                />
              </Tabs.Content>
            </Tabs.Root>
          )}
          <DialogCloseButton />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function DialogHeading({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <div className="mb-5 pr-8">
      <Dialog.Title className="text-xl font-bold text-slate-900">{title}</Dialog.Title>
      <Dialog.Description className="mt-1 text-sm text-slate-600">{subtitle}</Dialog.Description>
    </div>
  );
}

function SubmitButton({ busy, children }: { busy: boolean; children: string }) {
  return (
    <Button type="submit" disabled={busy} className="mt-2 w-full">
      {busy ? COMMON.busy : children}
    </Button>
  );
}

type LoginFormProps = { onLoggedIn: (user: CurrentUser) => void };

function LoginForm({ defaultEmail, onLoggedIn }: LoginFormProps & { defaultEmail: string | null }) {
  const [failure, setFailure] = useState<string | null>(null);
  const form = useZodForm(loginSchema, { defaultValues: { email: defaultEmail ?? '', password: '' } });
  const { setFocus } = form;
  useEffect(() => {
    if (defaultEmail) setFocus('password');
  }, [defaultEmail, setFocus]);

  // DECISIONS.md rule 8: a failed login is said inside the dialog, which stays open; no toast.
  const onSubmit = form.handleSubmit(
    async (input) => {
      setFailure(null);
      try {
        onLoggedIn(await loginCustomer(input));
      } catch (err) {
        setFailure(errorMessage(err));
      }
    },
    (errors) => setFailure(errors.email?.message ?? errors.password?.message ?? AUTH.credentialsRequired),
  );
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <LoginFields
        form={form}
        email={{ autoComplete: 'email', placeholder: SITE.auth.emailPlaceholder }}
        invalid={failure != null}
        problem={failure}
      />
    </form>
  );
}

/** What both logins ask and show: the email, the password, the forgotten-password link, what went wrong, the button. */
function LoginFields({
  form,
  email,
  invalid,
  problem,
}: {
  form: ReturnType<typeof useZodForm<typeof loginSchema>>;
  email: { autoComplete: 'email' | 'username'; placeholder?: string };
  invalid: boolean;
  problem: string | null | undefined;
}) {
  return (
    <>
      <Field label={AUTH.email} invalid={invalid}>
        <TextInput
          type="email"
          autoComplete={email.autoComplete}
          inputMode="email"
          placeholder={email.placeholder}
          {...form.register('email')}
        />
      </Field>
      <Field label={AUTH.password} invalid={invalid}>
        <TextInput type="password" autoComplete="current-password" {...form.register('password')} />
      </Field>
      <ForgotPasswordLink />
      {problem && (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {problem}
        </p>
      )}
      <SubmitButton busy={form.formState.isSubmitting}>{AUTH.loginButton}</SubmitButton>
    </>
  );
}

function RegisterForm({ onRegistered }: { onRegistered: (email: string) => void }) {
  const form = useZodForm(registerSchema, {
    defaultValues: { fullName: '', email: '', password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(
    async (input: RegisterInput) => {
      try {
        await registerAccount(input);
        toast({ title: AUTH.registerSuccessTitle, description: SITE.auth.registerSuccessDescription, variant: 'success' });
        onRegistered(input.email);
      } catch (err) {
        applyServerErrors(form, err);
        toast({ title: AUTH.registerFailed, description: errorMessage(err), variant: 'destructive' });
      }
    },
    () => {
      // Spec §5: a mismatch is also announced as the 'Registrasi Gagal' toast.
      const { password, confirmPassword } = form.getValues();
      if (password && confirmPassword && password !== confirmPassword) {
        toast({ title: AUTH.registerFailed, description: AUTH.passwordMismatch, variant: 'destructive' });
      }
    },
  );

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <Field label={AUTH.fullName} error={errors.fullName?.message} required>
        <TextInput
          autoComplete="name"
          maxLength={PERSON_NAME_MAX}
          placeholder={SITE.auth.fullNamePlaceholder}
          {...form.register('fullName')}
        />
      </Field>
      <Field label={AUTH.email} error={errors.email?.message} required>
        <AccountEmailInput {...form.register('email')} />
      </Field>
      <Field label={AUTH.password} hint={SITE.auth.passwordHint} error={errors.password?.message} required>
        <TextInput type="password" autoComplete="new-password" minLength={PASSWORD_MIN} {...form.register('password')} />
      </Field>
      <Field label={AUTH.confirmPassword} error={errors.confirmPassword?.message} required>
        <TextInput type="password" autoComplete="new-password" {...form.register('confirmPassword')} />
      </Field>
      <PrivacyNotice />
      <SubmitButton busy={form.formState.isSubmitting}>{AUTH.registerButton}</SubmitButton>
    </form>
  );
}

/** Spec §8: a refused admin login is the 'Login Gagal' toast with the server's message. */
function AdminLoginForm({ onLoggedIn }: LoginFormProps) {
  const form = useZodForm(loginSchema, { defaultValues: { email: '', password: '' } });
  const { errors } = form.formState;
  const missing = errors.email?.message ?? errors.password?.message;

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      onLoggedIn(await loginAdmin(input));
    } catch (err) {
      toast({
        title: AUTH.loginFailed,
        description: errorMessage(err),
        variant: 'destructive',
      });
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <LoginFields form={form} email={{ autoComplete: 'username' }} invalid={!!missing} problem={missing} />
    </form>
  );
}
