import { LogIn } from 'lucide-react';
import { returnPath } from '../../../../shared/return-path.ts';
import { AUTH, NAV } from '../../../../shared/strings.ts';
import { LoginButton } from '../../../components/login-button.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useNav } from '../../../lib/nav.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

/**
 * /masuk: where a login button leads before its script is here. The page's script opens the spec's
 * dialog at once (src/web/islands/boot.ts), with the tab and the page to return to from the address.
 */
export default function LoginPage() {
  useDocumentTitle(NAV.login);
  const { search } = useNav();
  const q = new URLSearchParams(search);
  const returnTo = returnPath(q.get('kembali'));
  return (
    <>
      <PageHeader title={NAV.login} subtitle={AUTH.loginSubtitle} />
      <div className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-10 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <LogIn aria-hidden className="size-7" />
        </span>
        <div className="flex flex-wrap justify-center gap-3">
          <LoginButton opts={{ tab: 'login', returnTo }}>{AUTH.loginTab}</LoginButton>
          <LoginButton opts={{ tab: 'register', returnTo }} className="bg-white text-brand-800 ring-1 ring-brand-700 hover:bg-brand-50">
            {AUTH.registerTab}
          </LoginButton>
        </div>
      </div>
    </>
  );
}
