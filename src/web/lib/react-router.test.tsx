// @vitest-environment happy-dom
// What the portal relies on React Router for (ADR 053; the portal's own router of ADR 039 had these
// tests): the ranking of its routes, its layouts and redirects, its links and the query. A new
// React Router that changes one of them fails here before a page does.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import {
  BrowserRouter,
  Link,
  matchPath,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  StaticRouter,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
import { renderWithRouter, type TestHistory } from './memory-router.test-helper.tsx';

afterEach(cleanup);

describe('matchPath', () => {
  const params = (pattern: string, pathname: string) => matchPath(pattern, pathname)?.params ?? null;

  // It leaves the parameters as written (Routes decodes them: see below); the portal only asks whether a page matches.
  it('gives the parameters of a page, whatever the case and a trailing slash', () => {
    expect(params('/lacak/:code', '/lacak/LPR-2026-0001')).toEqual({ code: 'LPR-2026-0001' });
    expect(params('/berita/:slug', '/Berita/jalan-baru/')).toEqual({ slug: 'jalan-baru' });
    expect(params('/admin/*', '/admin/cms/pages')).toEqual({ '*': 'cms/pages' });
    expect(params('/admin/*', '/admin')).toEqual({ '*': '' });
  });

  it('does not match a longer or a different path, nor a parameter left empty', () => {
    expect(matchPath('/lacak', '/lacak/ABC')).toBeNull();
    expect(matchPath('/lacak/:code', '/lacak/')).toBeNull();
    expect(matchPath('/admin/*', '/administrasi')).toBeNull();
    expect(matchPath('/', '/profil')).toBeNull();
  });
});

function Page({ name }: { name: string }) {
  const params = useParams();
  const { pathname, search, state } = useLocation();
  return (
    <p data-testid="page">
      {name} {JSON.stringify(params)} {pathname}
      {search} {state ? JSON.stringify(state) : ''}
    </p>
  );
}

function Layout({ name }: { name: string }) {
  return (
    <div data-testid={name}>
      <Outlet />
    </div>
  );
}

function App() {
  return (
    <Routes>
      <Route element={<Layout name="public" />}>
        <Route index element={<Page name="home" />} />
        <Route path="lacak/:code" element={<Page name="track" />} />
        <Route path="lacak" element={<Page name="track-form" />} />
      </Route>
      <Route path="admin" element={<Layout name="admin" />}>
        <Route index element={<Page name="dashboard" />} />
        {/* Written before the static path: the ranking still prefers 'impor'. */}
        <Route path="jembatantif/:id" element={<Page name="bridge" />} />
        <Route path="jembatantif/impor" element={<Page name="import" />} />
        <Route path="*" element={<Navigate to="/admin" replace />} />
      </Route>
      <Route path="lama" element={<Navigate to="/lacak" state={{ from: 'lama' }} />} />
      <Route path="*" element={<Page name="fallback" />} />
    </Routes>
  );
}

const open = (...entries: string[]): TestHistory => renderWithRouter(<App />, entries);

const page = () => screen.getByTestId('page').textContent;

describe('Routes', () => {
  it('shows the page inside its layout, with its parameters', () => {
    open('/lacak/LPR-1');
    expect(screen.getByTestId('public').contains(screen.getByTestId('page'))).toBe(true);
    expect(page()).toBe('track {"code":"LPR-1"} /lacak/LPR-1 ');
  });

  it('gives a page its parameters decoded', () => {
    open('/lacak/LPR%201');
    expect(page()).toMatch(/^track \{"code":"LPR 1"\}/);
  });

  it('ranks a static segment above a parameter, whatever the order they are written in', () => {
    open('/admin/jembatantif/impor');
    expect(page()).toMatch(/^import /);
    cleanup();
    open('/admin/jembatantif/42');
    expect(page()).toMatch(/^bridge \{"id":"42"\}/);
  });

  it('shows the index page of a layout at its own path', () => {
    open('/admin');
    expect(screen.getByTestId('admin').contains(screen.getByTestId('page'))).toBe(true);
    expect(page()).toMatch(/^dashboard /);
    cleanup();
    open('/');
    expect(page()).toMatch(/^home /);
  });

  it('redirects with Navigate, replacing the entry, and passes its state', () => {
    const admin = open('/', '/admin/tidak-ada');
    expect(page()).toMatch(/^dashboard /);
    admin.go(-1);
    expect(page()).toMatch(/^home /);
    cleanup();
    open('/lama');
    expect(page()).toBe('track-form {} /lacak {"from":"lama"}');
  });

  it('falls back to the catch-all route for an unknown page', () => {
    open('/tidak/ada');
    expect(page()).toMatch(/^fallback \{"\*":"tidak\/ada"\}/);
  });
});

describe('Link and NavLink', () => {
  it('a plain click changes the page without a reload and adds to the history', () => {
    const history = renderWithRouter(
      <>
        <Link to="/lacak/ABC?x=1">Lacak</Link>
        <App />
      </>,
    );
    const link = screen.getByRole('link', { name: 'Lacak' });
    expect(link.getAttribute('href')).toBe('/lacak/ABC?x=1');
    fireEvent.click(link);
    expect(page()).toBe('track {"code":"ABC"} /lacak/ABC?x=1 ');
    history.go(-1);
    expect(page()).toMatch(/^home /);
  });

  it('leaves a click with a modifier key, or into a new tab, to the browser', () => {
    const history = renderWithRouter(
      <>
        <Link to="/lacak">Lacak</Link>
        <Link to="/lacak" target="_blank">
          Tab baru
        </Link>
      </>,
    );
    // After the link's own handler: the test's browser would otherwise really open the page.
    const browser = (e: Event) => e.preventDefault();
    document.addEventListener('click', browser);
    fireEvent.click(screen.getByRole('link', { name: 'Lacak' }), { ctrlKey: true });
    fireEvent.click(screen.getByRole('link', { name: 'Tab baru' }));
    document.removeEventListener('click', browser);
    expect(history.location.pathname).toBe('/');
  });

  it('replaces the entry for a link to the page already shown, and carries state', () => {
    const history = renderWithRouter(
      <>
        <Link to="/lacak">Lagi</Link>
        <Link to="?q=1" state={{ flag: true }}>
          Cari
        </Link>
      </>,
      ['/', '/lacak'],
    );
    fireEvent.click(screen.getByRole('link', { name: 'Lagi' }));
    history.go(-1);
    expect(history.location.pathname).toBe('/');
    history.go(1);
    expect(screen.getByRole('link', { name: 'Cari' }).getAttribute('href')).toBe('/lacak?q=1');
    fireEvent.click(screen.getByRole('link', { name: 'Cari' }));
    expect(history.location).toMatchObject({ pathname: '/lacak', search: '?q=1', state: { flag: true } });
  });

  it('marks the link of the page shown, and its section unless `end`; the home page only on itself', () => {
    renderWithRouter(
      <>
        <NavLink to="/" className={({ isActive }) => (isActive ? 'aktif' : 'biasa')}>
          Beranda
        </NavLink>
        <NavLink to="/layanan">Layanan</NavLink>
        <NavLink to="/layanan" end>
          Layanan saja
        </NavLink>
        <NavLink to="/layanan/sirekanan">Sirekanan</NavLink>
      </>,
      ['/layanan/sirekanan'],
    );
    const current = (name: string) => screen.getByRole('link', { name }).getAttribute('aria-current');
    expect(current('Beranda')).toBeNull();
    expect(screen.getByRole('link', { name: 'Beranda' }).className).toBe('biasa');
    expect(current('Layanan')).toBe('page');
    expect(current('Layanan saja')).toBeNull();
    expect(current('Sirekanan')).toBe('page');
  });
});

describe('useSearchParams and useNavigate', () => {
  function Search() {
    const [params, setParams] = useSearchParams();
    const navigate = useNavigate();
    return (
      <>
        <output>{params.get('periode') ?? '-'}</output>
        <button onClick={() => setParams({ periode: '2026-S2' })}>Ganti</button>
        <button onClick={() => setParams('', { replace: true })}>Kosongkan</button>
        <button onClick={() => void navigate({ pathname: '/skm', search: '?a=1' }, { replace: true, state: { x: 1 } })}>Pindah</button>
      </>
    );
  }

  it('changes the query of the page shown, and only the query', () => {
    const history = renderWithRouter(<Search />, ['/admin/skm#atas']);
    fireEvent.click(screen.getByRole('button', { name: 'Ganti' }));
    expect(screen.getByRole('status').textContent).toBe('2026-S2');
    expect(history.location).toMatchObject({ pathname: '/admin/skm', search: '?periode=2026-S2', hash: '' });
    fireEvent.click(screen.getByRole('button', { name: 'Kosongkan' }));
    expect(history.location).toMatchObject({ pathname: '/admin/skm', search: '' });
    fireEvent.click(screen.getByRole('button', { name: 'Pindah' }));
    expect(history.location).toMatchObject({ pathname: '/skm', search: '?a=1', state: { x: 1 } });
  });
});

describe('BrowserRouter and StaticRouter', () => {
  it('BrowserRouter follows the address bar: a link writes it, Back reads it', async () => {
    window.history.replaceState(null, '', '/');
    render(
      <BrowserRouter>
        <Link to="/lacak/XYZ">Lacak</Link>
        <App />
      </BrowserRouter>,
    );
    expect(page()).toMatch(/^home /);
    fireEvent.click(screen.getByRole('link', { name: 'Lacak' }));
    expect(window.location.pathname).toBe('/lacak/XYZ');
    expect(page()).toMatch(/^track \{"code":"XYZ"\}/);
    await act(async () => {
      const popped = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
      window.history.back();
      await popped;
    });
    expect(page()).toMatch(/^home /);
  });

  it('StaticRouter renders the page of a URL on the server', () => {
    function Query() {
      return <i>{useSearchParams()[0].get('q')}</i>;
    }
    const html = renderToString(
      <StaticRouter location="/lacak/ABC?q=jembatan">
        <App />
        <Query />
      </StaticRouter>,
    );
    // React marks where one text ends and the next begins (<!-- -->); the text is what counts here.
    expect(html.replaceAll('<!-- -->', '')).toContain('track {&quot;code&quot;:&quot;ABC&quot;} /lacak/ABC?q=jembatan');
    expect(html).toContain('<i>jembatan</i>');
  });
});
