// @vitest-environment happy-dom
import { act, cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { REQUEST_STATUSES } from '../../shared/constants.ts';
import { renderWithRouter } from './memory-router.test-helper.tsx';
import { useListParams } from './use-list-params.ts';

afterEach(cleanup);

type ListParams = ReturnType<typeof useListParams<'status'>>;

/** Opens `url` (after another page, so "back" has somewhere to go) on a page that uses the hook. */
function openList(url: string) {
  const seen: { current: ListParams | null } = { current: null };
  function ListPage() {
    seen.current = useListParams('status', REQUEST_STATUSES);
    return null;
  }
  const history = renderWithRouter(<ListPage />, ['/admin', url]);
  return {
    history,
    state: () => seen.current!,
    /** The address bar, as a person sees it. */
    url: () => history.location.pathname + history.location.search,
    update: (patch: Parameters<ListParams['update']>[0]) => act(() => seen.current!.update(patch)),
  };
}

describe('useListParams: list state lives in the URL', () => {
  it('keeps two changes made before the first is shown (a date, then at once the order)', () => {
    let seen: ReturnType<typeof useListParams<'status', 'from' | 'sort'>> | null = null;
    function ListPage() {
      seen = useListParams('status', REQUEST_STATUSES, ['from', 'sort']);
      return null;
    }
    const history = renderWithRouter(<ListPage />, ['/admin/sirekanan']);
    act(() => {
      seen!.update({ from: '2026-01-01' });
      seen!.update({ sort: 'oldest' });
    });
    expect(new URLSearchParams(history.location.search).get('from')).toBe('2026-01-01');
    expect(new URLSearchParams(history.location.search).get('sort')).toBe('oldest');
  });

  it('keeps a keyset page by its cursor, which replaces an old page number and goes with a new search', () => {
    const list = openList('/admin/sirekanan?q=jembatan&page=3');
    list.update({ cursor: 'abc' });
    expect(list.url()).toBe('/admin/sirekanan?q=jembatan&cursor=abc');
    expect(list.state()).toMatchObject({ cursor: 'abc', page: 1 });
    list.update({ q: 'gorong' });
    expect(list.url()).toBe('/admin/sirekanan?q=gorong');
    expect(list.state().cursor).toBe('');
  });

  it('reads search, filter and page from the address, as after a reload or a shared link', () => {
    const list = openList('/admin/sirekanan?q=jembatan&status=Diproses&page=3');
    expect(list.state()).toMatchObject({ q: 'jembatan', filter: 'Diproses', page: 3 });
  });

  it.each(['?status=Hilang', '?status=diproses', '?status=', ''])(
    'shows every status for a filter the list does not offer (%s)',
    (search) => {
      expect(openList(`/admin/sirekanan${search}`).state().filter).toBeNull();
    },
  );

  it.each([
    ['', 1],
    ['?page=abc', 1],
    ['?page=0', 1],
    ['?page=-4', 1],
    ['?page=2.7', 2],
    ['?page=12', 12],
  ])('turns a hand-edited page (%s) into a page that exists: %i', (search, page) => {
    expect(openList(`/admin/sirekanan${search}`).state().page).toBe(page);
  });

  it('a new search starts again at page 1 and keeps the filter', () => {
    const list = openList('/admin/sirekanan?status=Selesai&page=4');
    list.update({ q: 'Mamuju' });
    expect(list.url()).toBe('/admin/sirekanan?status=Selesai&q=Mamuju');
    expect(list.state()).toMatchObject({ q: 'Mamuju', filter: 'Selesai', page: 1 });
  });

  it('a new filter starts again at page 1 and keeps the search', () => {
    const list = openList('/admin/sirekanan?q=beton&page=4');
    list.update({ status: 'Ditolak' });
    expect(list.url()).toBe('/admin/sirekanan?q=beton&status=Ditolak');
  });

  it('paging keeps the search and the filter', () => {
    const list = openList('/admin/sirekanan?q=beton&status=Diproses');
    list.update({ page: 2 });
    expect(list.url()).toBe('/admin/sirekanan?q=beton&status=Diproses&page=2');
    expect(list.state().page).toBe(2);
  });

  it('page 1, an empty search and a cleared filter leave the address clean', () => {
    const list = openList('/admin/sirekanan?q=beton&status=Diproses&page=3&tab=riwayat');
    list.update({ page: 1 });
    expect(list.url()).toBe('/admin/sirekanan?q=beton&status=Diproses&tab=riwayat');
    list.update({ q: '', status: null });
    expect(list.url()).toBe('/admin/sirekanan?tab=riwayat');
  });

  it('typing and paging replace the history entry, so Back leaves the list in one step', async () => {
    const list = openList('/admin/sirekanan');
    list.update({ q: 'j' });
    list.update({ q: 'je' });
    list.update({ page: 2 });
    expect(list.url()).toBe('/admin/sirekanan?q=je&page=2');
    list.history.go(-1);
    expect(list.url()).toBe('/admin');
  });
});
