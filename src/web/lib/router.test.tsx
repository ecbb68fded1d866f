// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'preact-render-to-string';
import { afterEach, describe, expect, it } from 'vitest';
import {
  BrowserRouter,
  createMemoryHistory,
  Link,
  matchPath,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Router,
  Routes,
  StaticRouter,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
  type History,
} from './router.tsx';

afterEach(cleanup);

describe('matchPath', () => {
  it('gives the parameters of a page, decoded, whatever the case and a trailing slash', () => {
    expect(matchPath('/lacak/:code', '/lacak/LPR-2026-0001')).toEqual({ params: { code: 'LPR-2026-0001' } });
    expect(matchPath('/berita/:slug', '/Berita/jalan%20baru/')).toEqual({ params: { slug: 'jalan baru' } });
    expect(matchPath('/admin/*', '/admin/cms/pages')).toEqual({ params: { '*': 'cms/pages' } });
    expect(matchPath('/admin/*', '/admin')).toEqual({ params: { '*': '' } });
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

function open(...entries: string[]): History {
  const history = createMemoryHistory(entries);
  render(
    <Router history={history}>
      <App />
    </Router>,
  );
  return history;
}

const page = () => screen.getByTestId('page').textContent;

describe('Routes', () => {
  it('shows the page inside its layout, with its parameters', () => {
    open('/lacak/LPR-1');
    expect(screen.getByTestId('public').contains(screen.getByTestId('page'))).toBe(true);
    expect(page()).toBe('track {"code":"LPR-1"} /lacak/LPR-1 ');
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
    act(() => admin.go(-1));
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
    const history = createMemoryHistory(['/']);
    render(
      <Router history={history}>
        <Link to="/lacak/ABC?x=1">Lacak</Link>
        <App />
      </Router>,
    );
    const link = screen.getByRole('link', { name: 'Lacak' });
    expect(link.getAttribute('href')).toBe('/lacak/ABC?x=1');
    fireEvent.click(link);
    expect(page()).toBe('track {"code":"ABC"} /lacak/ABC?x=1 ');
    act(() => history.go(-1));
    expect(page()).toMatch(/^home /);
  });

  it('leaves a click with a modifier key, or into a new tab, to the browser', () => {
    const history = open('/');
    cleanup();
    render(
      <Router history={history}>
        <Link to="/lacak">Lacak</Link>
        <Link to="/lacak" target="_blank">
          Tab baru
        </Link>
      </Router>,
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
    const history = createMemoryHistory(['/', '/lacak']);
    render(
      <Router history={history}>
        <Link to="/lacak">Lagi</Link>
        <Link to="?q=1" state={{ flag: true }}>
          Cari
        </Link>
      </Router>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Lagi' }));
    act(() => history.go(-1));
    expect(history.location.pathname).toBe('/');
    act(() => history.go(1));
    expect(screen.getByRole('link', { name: 'Cari' }).getAttribute('href')).toBe('/lacak?q=1');
    fireEvent.click(screen.getByRole('link', { name: 'Cari' }));
    expect(history.location).toMatchObject({ pathname: '/lacak', search: '?q=1', state: { flag: true } });
  });

  it('marks the link of the page shown, and its section unless `end`', () => {
    render(
      <Router history={createMemoryHistory(['/layanan/sirekanan'])}>
        <NavLink to="/" className={({ isActive }) => (isActive ? 'aktif' : 'biasa')}>
          Beranda
        </NavLink>
        <NavLink to="/layanan">Layanan</NavLink>
        <NavLink to="/layanan" end>
          Layanan saja
        </NavLink>
        <NavLink to="/layanan/sirekanan">Sirekanan</NavLink>
      </Router>,
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
        <button onClick={() => navigate({ pathname: '/skm', search: '?a=1' }, { replace: true, state: { x: 1 } })}>Pindah</button>
      </>
    );
  }

  it('changes the query of the page shown, and only the query', () => {
    const history = createMemoryHistory(['/admin/skm#atas']);
    render(
      <Router history={history}>
        <Search />
      </Router>,
    );
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
    expect(html).toContain('track {&quot;code&quot;:&quot;ABC&quot;} /lacak/ABC?q=jembatan');
    expect(html).toContain('<i>jembatan</i>');
  });
});
