import { Route, Routes, useLocation } from 'react-router';
import { PUBLIC_PAGES } from '../../shared/public-pages.ts';
import { NAV } from '../../shared/strings.ts';
import { LoginButton } from '../components/login-button.tsx';
import { Island } from '../islands/island.tsx';
import type { CurrentUser } from '../lib/session.ts';
import AccountMenuIsland from './layouts/account-menu.island.tsx';
import { SiteFooter } from './layouts/site-footer.tsx';
import { SiteHeader } from './layouts/site-header.tsx';
import { PUBLIC_PAGE_COMPONENTS } from './public-page-modules.ts';

// A public page as the server renders it (src/web/entry-server.tsx): a whole document of HTML, in
// which only the islands are taken over by React in the browser (issue 35, ADR 053). React Router
// is used here on the server only, to pick the page and give it its parameters.

const HOME = PUBLIC_PAGES.find((page) => page.path === '/')!;
const HomePage = PUBLIC_PAGE_COMPONENTS[HOME.module];

/** The header's right-hand side: the account menu (an island) for a signed-in user, else the login link. */
function Account({ user }: { user: CurrentUser | null }) {
  const { pathname } = useLocation();
  if (user) return <Island of={AccountMenuIsland} props={{ user }} load="interaction" />;
  // /admin-login and /masuk open the dialog themselves.
  if (pathname === '/admin-login' || pathname === '/masuk') return null;
  return <LoginButton className="px-3 whitespace-nowrap sm:px-4">{NAV.login}</LoginButton>;
}

export function PublicDocument({ user }: { user: CurrentUser | null }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader account={<Account user={user} />} />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <Routes>
          {PUBLIC_PAGES.map((page) => {
            const Page = PUBLIC_PAGE_COMPONENTS[page.module];
            return <Route key={page.path} path={page.path} element={<Page />} />;
          })}
          {/* The home page under the admin login dialog (spec §2), which the page's script opens. */}
          <Route path="/admin-login" element={<HomePage />} />
        </Routes>
      </main>
      <SiteFooter />
    </div>
  );
}
